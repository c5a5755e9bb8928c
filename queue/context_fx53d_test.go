package queue

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// fx53dProject writes the project rt50 A6/A7 judged on a real disk: a
// script deleting the home, one deleting its first argument, a harmless
// one, a script and a package.json padded past the bound, a makefile
// deleting $(DIR), git aliases, and a scratch script for a glob outside
// the project (rt50k N1's /tmp/s[x]).
func fx53dProject(t *testing.T) (home, proj, scratch string) {
	t.Helper()
	home = t.TempDir()
	proj = filepath.Join(home, "proj")
	scratch = t.TempDir()
	pad := "#" + strings.Repeat(" padding", 9000) + "\n"
	files := map[string]string{
		"scripts/wipe.sh":   "#!/bin/sh\nrm -rf ~/\n",
		"scripts/arg.sh":    "rm -rf \"$1\"\n",
		"scripts/all.sh":    "rm -rf \"$@\"\n",
		"scripts/star.sh":   "rm -rf $*\n",
		"scripts/brace.sh":  "rm -rf ${1}\n",
		"scripts/shift.sh":  "shift\nrm -rf \"$1\"\n",
		"scripts/guard.sh":  "[ -z \"$1\" ] && exit 1\nrm -rf \"$1\"/*\n",
		"scripts/test.sh":   "go test ./...\n",
		"scripts/quoted.sh": "echo '$1'\nawk '{print $1}' data.txt\n",
		"scripts/big.sh":    pad + "rm -rf ~/\n",
		"scripts/bigok.sh":  pad + "echo fine\n",
		"big/package.json":  `{"scripts":{"nuke":"echo hi"},"x":"` + strings.Repeat("a", 270<<10) + `"}`,
		"package.json":      `{"scripts":{"test":"go test ./...","clean":"rm -rf dist","big":"bash scripts/big.sh","wipe":"bash scripts/wipe.sh"}}`,
		"mk/Makefile":       "cleandir:\n\trm -rf $(DIR)\nbuild:\n\tgo build ./...\ninstall:\n\tinstall -m 755 app $(PREFIX)/bin\n",
		".git/config":       "[alias]\n\tnuke = !rm -rf ~\n\tcl2 = \"!f() { rm -rf \\\"$1\\\"; }; f\"\n\tst = status\n",
		"docs/README.md":    "x\n",
	}
	for name, text := range files {
		p := filepath.Join(proj, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(scratch, "s"), []byte("ozdesk queue approve 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	pkg := `{"scripts":{"x":"ozdesk queue approve 1","ok":"echo hi"}}`
	if err := os.WriteFile(filepath.Join(scratch, "package.json"), []byte(pkg), 0o644); err != nil {
		t.Fatal(err)
	}
	return home, proj, scratch
}

// TestScriptsRunOtherWays (rt50 A6, A7; rt50k N1): a script named through
// a variable the line sets, a loop's value or a glob, its arguments bound
// into its body, a git alias under --git-dir or given arguments, a
// makefile's variable set on the command line, and a script or
// package.json past the bound each ask; their everyday neighbours stay
// allowed. Without the change each asking row was allowed.
func TestScriptsRunOtherWays(t *testing.T) {
	home, proj, scratch := fx53dProject(t)
	pol, err := patterns.NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	s := newService(t, WithHome(home))
	ctx := s.contextLogged(ContextRecord{Cwd: proj, Workdir: proj, Home: home}, "a", "n", nil, &lookLog{})
	const home1, outside, unread, tamper = "cmd.delete-home", "cmd.delete-outside", "cmd.unreadable", "cmd.guard-tamper"
	for _, c := range []struct{ cmd, want string }{
		// A7: the script named another way
		{`f=scripts/wipe.sh; bash "$f"`, home1},
		{`for s in scripts/wipe.sh; do bash "$s"; done`, home1},
		{`for s in scripts/test.sh scripts/wipe.sh; do sh "$s"; done`, home1},
		{"bash scripts/w*.sh", home1},
		{"bash scripts/wipe.s?", home1},
		{"bash scripts/[w]ipe.sh", home1},
		{"bash " + scratch + "/s[x]", ""},
		{"bash " + scratch + "/[s]", tamper},
		{"bash " + scratch + "/?", tamper},
		{"find scripts -name wipe.sh -exec sh {} \\;", home1}, // read since fx57c walks DIR/**/X
		{"git --git-dir=.git nuke", home1},
		{"git --git-dir .git nuke", home1},
		{"bash scripts/big.sh", unread},
		{"bash scripts/bigok.sh", unread},
		{"sh < scripts/big.sh", unread},
		{"cd big && npm run nuke", unread},
		{"npm run big", unread},             // a body running a script past the bound
		{"npm run wipe", "cmd.delete-home"}, // a shell by its bare name in a script: no node_modules/.bin lookup hides the file it runs (found at the fx53 merge)
		// rt50k NEW-7: a package.json outside the project
		{"npm --prefix " + scratch + " run x", tamper},
		{"npm run x --prefix " + scratch, tamper},
		{"cd " + scratch + " && npm run x", tamper},
		{"npm --prefix " + scratch + " run ok", ""},
		{"npm --prefix /proc/self run x", ""},
		// A6: arguments bound
		{"bash scripts/arg.sh ~", home1},
		{`bash scripts/arg.sh "$HOME"`, home1},
		{"sh scripts/arg.sh ..", home1}, // the project's parent is the home
		{"sh scripts/arg.sh /srv/data", outside},
		{"bash scripts/all.sh build ~", home1},
		{"bash scripts/star.sh ~", home1},
		{"bash scripts/brace.sh ~", home1},
		{"source scripts/arg.sh ~", home1},
		{"git cl2 ~", home1},
		{`git cl2 "$HOME"`, home1},
		{"make -C mk cleandir DIR=~", home1},
		{`make -C mk cleandir DIR="$HOME"`, home1},
		{"make -C mk cleandir DIR=/", home1},
		// the everyday side
		{`f=scripts/test.sh; bash "$f"`, ""},
		{`for s in scripts/test.sh; do bash "$s"; done`, ""},
		{"bash scripts/t*.sh", ""},
		{"bash scripts/nomatch*.sh", ""},
		{"bash -n scripts/wipe.sh", ""},
		{"find scripts -name '*.sh' -exec bash -n {} \\;", ""},
		{"find scripts -name '*.sh' -exec shellcheck {} +", ""},
		{"git --git-dir=.git st", ""},
		{"git --git-dir=.git log --oneline", ""},
		{"bash scripts/arg.sh build", ""},
		{"bash scripts/arg.sh ./dist", ""},
		{`bash scripts/arg.sh "$X"`, ""},
		{"bash scripts/all.sh build dist", ""},
		{"bash scripts/shift.sh x build", ""},
		{"bash scripts/guard.sh", ""},
		{"bash scripts/quoted.sh ~", ""},
		{"git cl2 build", ""},
		{"make -C mk cleandir DIR=build", ""},
		{"make -C mk build", ""},
		{"make -C mk build DIR=~", ""},
		{"make -C mk cleandir DIR=/srv/data", ""}, // decided: only a value holding the home is written in
		{"make -C mk build V=1", ""},
		{"npm test", ""},
		{"npm run clean", ""},
		{"bash scripts/test.sh", ""},
	} {
		v := pol.Evaluate(patterns.Read(c.cmd), ctx, time.Now())
		if c.want == "" && v.Outcome != patterns.Allow || c.want != "" && (v.Outcome != patterns.Ask || v.Rule != c.want) {
			t.Errorf("%q: %v by %s (%s), want %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want)
		}
	}
}

// TestGlobScriptsBounds: a script glob lists one directory, bounded; a
// glob in a directory's name, or a directory below /proc, is an error
// (the runner asks), and a glob that matches nothing matches nothing.
func TestGlobScriptsBounds(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"a.sh", "b.sh", ".c.sh"} {
		if err := os.WriteFile(filepath.Join(dir, n), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := globScripts(filepath.Join(dir, "*.sh"), 8)
	if err != nil || len(got) != 2 || got[0] != filepath.Join(dir, "a.sh") {
		t.Errorf("*.sh: %v %v, want a.sh and b.sh (no dot-file)", got, err)
	}
	if got, err := globScripts(filepath.Join(dir, "[!a].sh"), 8); err != nil || len(got) != 1 || got[0] != filepath.Join(dir, "b.sh") {
		t.Errorf("[!a].sh: %v %v, want b.sh", got, err)
	}
	if _, err := globScripts(filepath.Join(dir, "*.sh"), 1); err == nil {
		t.Error("two matches past a bound of one: no error")
	}
	if _, err := globScripts(filepath.Join(dir, "*", "x.sh"), 8); err == nil {
		t.Error("a glob in a directory's name: no error")
	}
	if _, err := globScripts("/proc/self/*", 8); err == nil {
		t.Error("a glob below /proc: no error")
	}
	if got, err := globScripts(filepath.Join(dir, "none*"), 8); err != nil || len(got) != 0 {
		t.Errorf("no match: %v %v", got, err)
	}
}
