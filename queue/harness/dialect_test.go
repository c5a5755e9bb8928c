package harness

import (
	"strings"
	"testing"
)

// TestShellRefusal pins which commands each shell may run: those it reads
// as bash does (rt18h #5, #6, #6b).
func TestShellRefusal(t *testing.T) {
	for _, tc := range []struct {
		shell, command string
		refused        bool
	}{
		{"/bin/bash", "ls -la && git status", false},
		{"/bin/bash", "echo $'\\' ; rm -rf ~ ; #'", false},
		{"/bin/bash", "ls -d *(e:'rm -rf ~':)", false},
		{"/bin/sh", "ls -la && git status", false},
		{"/bin/sh", "for f in *.go; do echo \"$f\"; done", false},
		{"/bin/dash", "echo $'\\' ; rm -rf ~ ; #'", true},
		{"/bin/sh", "echo $'abc'", true},
		{"/bin/sh", `echo $"abc"`, true},
		{"/usr/bin/zsh", `echo $"abc"`, true},
		{"/usr/bin/zsh", `echo $'a\nb'`, false},
		{"/bin/sh", "diff <(ls a) <(ls b)", true},
		{"/bin/sh", "[[ -f x ]] && rm x", true},
		{"/usr/bin/zsh", "ls -la && git status", false},
		{"/usr/bin/zsh", "git commit -m 'fix: a (b)'", false},
		{"/usr/bin/zsh", "ls -d *(e:'rm -rf ~':)", true},
		{"/usr/bin/zsh", "setopt bareglobqual; ls -d *(e:'rm -rf ~':)", true},
		{"/usr/bin/zsh", "ls -d *(#qe:id:)", true},
		{"/usr/bin/zsh", "=rm -rf ~", true},
		{"/usr/bin/zsh", "noglob rm -rf ~", true},
		{"/usr/bin/zsh", "emulate sh; ls", true},
		{"/usr/bin/zsh", "echo $~x", true},
		{"/usr/bin/zsh", "echo ${(e)x}", true},
		{"/usr/bin/zsh", "[ a == b ] && ls", true},
		{"/usr/bin/fish", "ls", true},
		{"/bin/ksh", "ls", true},
		{"", "ls", true},
	} {
		got := ShellRefusal(tc.command, tc.shell, "Claude Code")
		if (got != "") != tc.refused {
			t.Errorf("ShellRefusal(%q, %s) = %q, want refused %v", tc.command, tc.shell, got, tc.refused)
		}
		if got != "" && !strings.Contains(got, "must not run") {
			t.Errorf("ShellRefusal(%q, %s) = %q: no refusal", tc.command, tc.shell, got)
		}
	}
}

// TestShellRefusalEveryday: everyday commands read alike in sh, dash and
// zsh pass (the checks refuse only what reads otherwise).
func TestShellRefusalEveryday(t *testing.T) {
	for _, c := range []string{
		`for f in *.go; do echo "$f"; done`, `echo ${HOME:-/x} $(pwd) "$(date)"`,
		"cat <<'EOF'\na $b\nEOF", `ls -la | grep foo > out.txt 2>&1`, `git commit -m "fix: thing (closes #3)"`,
		`npm test -- --watch=false`, `if [ -n "$X" ]; then echo y; fi`, `echo $((1+2))`,
		`find . -name '*.go' -exec grep -l x {} +`, `cd src && go build ./...`, `export FOO=bar; echo $FOO`,
		`echo "${var#prefix}" "${var%.go}" "${#var}"`, `x=$(ls | wc -l)`, `echo {a,b}`, `case $x in a) echo a;; esac`,
		`f() { echo hi; }; f`, `echo ~/x`, `ls *.txt file?.txt [ab]*`, `readonly A=1`,
	} {
		for _, sh := range []string{"/bin/zsh", "/bin/sh", "/bin/dash"} {
			if r := ShellRefusal(c, sh, "X"); r != "" {
				t.Errorf("%s: %q: %s", sh, c, r)
			}
		}
	}
}
