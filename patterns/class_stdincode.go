package patterns

import "strings"

// [stdin-code] is a program that takes code, a manifest, requirements or
// an image from its standard input (rt17d #4): one given `-`,
// `/dev/stdin` or `/dev/fd/0` as a file, alone or as an option's value
// (`kubectl apply -f -`, `pip install -r /dev/stdin`, `helm install x
// -`, `deno run -`), or one that reads its input so by default (`docker
// load`, `tsx`, `ts-node`). A download piped into one is the same as
// the URL given to it: `curl … | kubectl apply -f -` is `kubectl apply
// -f URL`. The unknown program is the cautious case; programs known to
// read their input as data (cat, jq, tar, sha256sum, gpg …) and the
// interpreters ([interpreter] judges those) and the editors, sed and awk
// (a script they read from a pipe is the shell-from-pipe floor's) are
// left out.

// fedAsShell are programs the reader already takes for a shell when
// their script comes from a pipe (make -f -, crontab -, gdb -x
// /dev/stdin): the floor names those.
var fedAsShell = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"make": true, "gmake": true, "crontab": true, "at": true, "batch": true,
		"gdb": true, "expect": true, "parallel": true, "xargs": true}
}}

// stdinWords name standard input as a file.
var stdinWords = []string{"-", "/dev/stdin", "/dev/fd/0", "/proc/self/fd/0"}

// stdinByDefault are programs (and, after a space, their subcommand)
// that read what they load from standard input when given no file.
var stdinByDefault = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"docker load": true, "podman load": true, "nerdctl load": true, "ctr import": true,
		"tsx": true, "ts-node": true, "esno": true, "sucrase-node": true, "babel-node": true,
	}
}}

// judgeStdinCode is the registry's judge: the class judges a part, not a
// word (matcher.program reads the part through stdinCode), so a word
// alone never belongs to it.
func judgeStdinCode(string, Word, *Context) Judgement { return Judgement{} }

// stdinCode reports whether part p takes what it runs or applies from
// its standard input.
func stdinCode(p *Part) bool {
	if len(p.Wrappers) > 0 && len(p.Words) > 0 {
		// A runner told to run "-" or /dev/stdin (`uv run -`, fx18d1):
		// the script is standard input.
		if v, ok := p.Words[0].Literal(); ok && isStdinPath(v) {
			return true
		}
	}
	if escapeReadsStdin(p) {
		return true // ed, dc, m4, gnuplot, sed -f - (read_escapes.go)
	}
	if p.Program == "" || dataPrograms.get()[p.Program] || isInterpreter(p.Program) || operandDataPrograms.get()[p.Program] ||
		fedAsShell.get()[p.Program] {
		return false
	}
	args := p.Args()
	for _, w := range args {
		v, ok := w.Literal()
		if !ok {
			continue
		}
		if contains(stdinWords, v) {
			return true
		}
		if _, val, eq := strings.Cut(v, "="); eq && strings.HasPrefix(v, "-") && contains(stdinWords, val) {
			return true
		}
		if len(v) == 3 && v[0] == '-' && v[1] != '-' && v[2] == '-' {
			return true // -f-
		}
	}
	if stdinByDefault.get()[p.Program] && !hasOperand(args) {
		return true
	}
	if len(args) > 0 {
		if sub, ok := args[0].Literal(); ok && stdinByDefault.get()[p.Program+" "+sub] &&
			!hasFlag(p, "-i", "--input") {
			return true
		}
	}
	return false
}

// hasOperand reports whether some word is not an option.
func hasOperand(args []Word) bool {
	for _, w := range args {
		if lit, _ := litPrefix(w); !strings.HasPrefix(lit, "-") {
			return true
		}
	}
	return false
}
