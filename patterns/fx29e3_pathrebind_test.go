package patterns

import (
	"strings"
	"testing"
)

// buildBinCases (rt28d #3): a compiler's or build tool's output written
// into a home's bin directory under the name of a program the reader
// knows runs in that program's place later, as `cp build/app
// ~/.local/bin/ls` does; the judge's own PATH is not consulted. A new
// name there, and outputs in the project, stay everyday.
var buildBinCases = []evalCase{
	ask("gcc -o ~/bin/sudo main.c", UnreadableRule),
	ask("clang -o ~/.local/bin/ls main.c", UnreadableRule),
	ask("go build -o ~/.local/bin/git .", UnreadableRule),
	ask("go build -o $HOME/.local/bin/git .", UnreadableRule),
	ask("rustc -o ~/bin/git main.rs", UnreadableRule),
	ask("go build -o ~/.local/bin/ls . && ls", UnreadableRule),
	ask("go build -o ~/go/bin/git .", UnreadableRule),
	ask("cp build/app ~/.cargo/bin/sudo", UnreadableRule),
	allow("go build -o ~/go/bin/tool ."),
	allow("gcc -o ~/bin/mytool main.c"),
	allow("rustc -o ~/bin/x main.rs"),
	allow("go build -o bin/git ."),
	allow("gcc -o build/ls main.c"),
	allow("cp build/tool ~/.local/bin/tool"),
}

func TestBuildBinCases(t *testing.T) { runCases(t, buildBinCases) }

// pathAheadCases (rt23d): PATH set in the line, assigned alone or
// exported, with a directory ahead of the inherited one that lies outside
// the system's and the home's program directories (a temporary
// directory, the project's own, a relative one) makes the later parts run
// by a bare name a might: make, sh, npm run any program found there
// first. The home's bin directories, the system's, a tool's directory
// below a variable and the project's installed tools (node_modules/.bin)
// are everyday.
var pathAheadCases = []evalCase{
	ask("PATH=/tmp/evil:$PATH; make", UnreadableRule),
	ask("export PATH=/tmp/evil:$PATH; make", UnreadableRule),
	ask("export PATH=./bin:$PATH && make", UnreadableRule),
	ask("PATH=bin:$PATH make", UnreadableRule),
	ask("PATH=/tmp/x:$PATH make", UnreadableRule),
	ask("PATH=$PWD/bin:$PATH npm run build", UnreadableRule),
	ask("PATH=../x/bin:$PATH sh -c ls", UnreadableRule),
	ask("PATH=/srv/x:$PATH make", UnreadableRule),
	allow("export PATH=$HOME/.local/bin:$PATH"),
	allow("export PATH=$HOME/.local/bin:$PATH; make"),
	allow("PATH=/usr/local/go/bin:$PATH go build"),
	allow("PATH=\"$PWD/node_modules/.bin:$PATH\" tsc"),
	allow("PATH=./node_modules/.bin:$PATH tsc -p ."),
	allow("export PATH=~/go/bin:$PATH && make"),
	allow("PATH=/opt/homebrew/bin:$PATH make"),
	allow("export PATH=$GOPATH/bin:$PATH; make"),
}

func TestPathAheadCases(t *testing.T) { runCases(t, pathAheadCases) }

// TestPathAheadSaysMight: the ask says why, as a might.
func TestPathAheadSaysMight(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ cmd, want string }{
		{"PATH=/tmp/evil:$PATH; make", "may run a file of that name"},
		{"export PATH=./bin:$PATH && make", "may run a file of that name"},
		{"gcc -o ~/bin/sudo main.c", "in place of `sudo`"},
	} {
		v := pol.Explain(c.cmd, testContext(), testNow)
		if !strings.Contains(v.Reason, c.want) {
			t.Errorf("%q: reason %q does not say %q", c.cmd, v.Reason, c.want)
		}
	}
}
