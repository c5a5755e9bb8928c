package patterns

import "strings"

// Terminal programs that run what is typed into them, beyond the REPLs
// and pagers the reader follows (read_repls.go) and part_typed_more.go's:
// editors with a shell escape or an extension language (nano's ^T and
// its speller, emacs's M-!, joe's ^K!, mc's command line), info readers,
// file managers, text browsers, mail and chat clients (`!`, `~!`, /exec),
// serial and telnet clients (`~!`, `!`), debuggers (lldb's `platform
// shell`, delve, radare2's `!`), git's terminal front ends, the commands
// that open an editor on the caller's input (crontab -e, visudo, git
// commit with no message …), a container's standard input (docker run
// -i) and the REPLs of other languages. Given the caller's own input
// (ReadsTypedProgram: Codex's write_stdin, ozdesk shell's SSH channel)
// each runs what is typed later, which no hook sees; none of it matters
// when a pipe feeds them, so the defaults' shell-from-pipe reading does
// not count them. A program with only --version or --help runs nothing.

// typedCheck reports whether a part of a program in typedTerminal runs
// what is typed, from its arguments.
type typedCheck func(p *Part) bool

// typedTerminal maps a program to its check.
var typedTerminal = lazy[map[string]typedCheck]{build: func() map[string]typedCheck {
	always := func(*Part) bool { return true }
	t := map[string]typedCheck{}
	for _, name := range []string{
		// editors
		"nano", "rnano", "pico", "mg", "zile", "zemacs", "jed", "joe", "jstar", "jmacs", "jpico", "rjoe",
		"jove", "micro", "hx", "helix", "ne", "mcedit", "le", "dte", "vis", "elvis", "vile", "levee",
		"tilde", "amp", "red",
		// pagers and info readers
		"pg", "lv", "pinfo",
		// file managers, browsers, mail, chat, git front ends
		"mc", "ranger", "nnn", "vifm", "lf", "yazi", "broot", "far2l",
		"lynx", "links", "links2", "elinks", "w3m", "browsh",
		"mail", "mailx", "Mail", "s-nail", "bsd-mailx", "heirloom-mailx", "mutt", "neomutt", "alpine",
		"pine", "aerc", "irssi", "weechat", "tig", "lazygit", "gitui",
		// serial lines and telnet
		"telnet", "cu", "minicom", "picocom", "tio", "kermit", "ckermit",
		// debuggers
		"jdb", "cgdb", "pdb", "pdb3", "pudb", "pudb3", "ipdb", "ipdb3",
		// editors opened on a file, and REPLs
		"sensible-editor", "editor", "sensible-pager", "pager", "cscope", "login", "newgrp", "vipe", "visudo", "vipw", "vigr", "sudoedit", "edquota",
		"pry", "bpython", "bpython3", "ptpython", "ptipython", "psysh", "utop", "maxima", "gp",
		"groovysh", "spark-shell", "pyspark", "rhino", "jshell", "wish", "ecl", "gprolog",
	} {
		t[name] = always
	}
	for _, name := range []string{"emacs", "emacs-nox", "emacs-gtk", "emacs-lucid", "xemacs"} {
		t[name] = unlessFlags("--batch", "-batch", "--script", "-script")
	}
	t["emacsclient"] = unlessFlags("-e", "--eval")
	t["kak"] = unlessFlags("-f", "-p", "-l", "-clear")
	t["info"] = unlessFlags("-o", "--output", "-w", "--where", "--location", "-k", "--apropos")
	for _, name := range []string{"gdb-multiarch", "lldb"} {
		t[name] = unlessFlags("-b", "-batch", "--batch")
	}
	t["r2"] = unlessFlags("-q", "-qq", "-qc")
	t["radare2"] = t["r2"]
	t["dlv"] = subcommands("debug", "exec", "attach", "test", "core", "connect", "trace", "replay")
	t["machinectl"] = subcommands("shell", "login")
	t["ghc"] = func(p *Part) bool { return hasArgWord(p.Args(), "--interactive") }
	t["stack"] = subcommands("ghci", "repl")
	t["cabal"] = subcommands("repl", "v2-repl", "new-repl")
	t["socat"] = socatExec
	t["crontab"] = func(p *Part) bool { return hasShortFlag(p.Args(), 'e') }
	t["systemctl"] = subcommands("edit")
	t["kubectl"] = func(p *Part) bool {
		return subcommands("edit")(p) ||
			(subcommands("attach", "run")(p) && (hasShortFlag(p.Args(), 'i') || hasArgWord(p.Args(), "--stdin")))
	}
	for _, name := range []string{"docker", "podman", "nerdctl"} {
		t[name] = containerStdin
	}
	// REPLs unless given a script (a file with the language's suffix) or
	// code to run.
	for name, exts := range map[string][]string{
		"scala": {".scala", ".sc"}, "clojure": {".clj", ".cljc"}, "clj": {".clj", ".cljc"},
		"racket": {".rkt"}, "guile": {".scm"}, "sbcl": {".lisp", ".lsp"}, "clisp": {".lisp", ".lsp"},
		"ocaml": {".ml"}, "swipl": {".pl", ".pro"}, "octave": {".m"}, "gnuplot": {".gp", ".plt", ".gnuplot"},
		"qjs": {".js", ".mjs"}, "kotlinc": {".kt", ".kts"}, "mongosh": {".js"}, "mongo": {".js"},
		"luajit": {".lua"},
	} {
		t[name] = replUnlessScript(exts)
	}
	return t
}}

// typedTerminalProgram reports whether p is one of typedTerminal's
// programs that runs what is typed: its name, or its name without a
// version suffix (lldb-15, lua5.4, emacs29).
func typedTerminalProgram(p *Part) bool {
	args := p.Args()
	if onlyInfoFlags(args) {
		return false
	}
	check, ok := typedTerminal.get()[p.Program]
	if !ok {
		check, ok = typedTerminal.get()[unversioned(p.Program)]
	}
	if ok {
		return check(p)
	}
	if base := unversioned(p.Program); base != p.Program && isInterpreter(base) {
		q := *p
		q.Program = base
		return readsProgramFromStdin(&q)
	}
	return false
}

// unversioned is a program name without a trailing version: lua5.4 is
// lua, lldb-15 is lldb, emacs29 is emacs.
func unversioned(name string) string {
	trimmed := strings.TrimRight(name, "0123456789.")
	if trimmed == name || trimmed == "" {
		return name
	}
	return strings.TrimSuffix(trimmed, "-")
}

// onlyInfoFlags reports whether args are all --version or --help (and
// their short forms), which print and exit.
func onlyInfoFlags(args []Word) bool {
	if len(args) == 0 {
		return false
	}
	for _, w := range args {
		switch lit, _ := w.Literal(); lit {
		case "--version", "-version", "-V", "--help", "-help", "-h":
		default:
			return false
		}
	}
	return true
}

// unlessFlags is a check that holds unless one of flags (or flag=value)
// is among the arguments before "--".
func unlessFlags(flags ...string) typedCheck {
	return func(p *Part) bool {
		for _, w := range p.Args() {
			lit, _ := litPrefix(w)
			if lit == "--" {
				return true
			}
			for _, f := range flags {
				if lit == f || strings.HasPrefix(lit, f+"=") {
					return false
				}
			}
		}
		return true
	}
}

// subcommands is a check that holds when the first argument that is not
// an option is one of subs (or one that is not literal).
func subcommands(subs ...string) typedCheck {
	return func(p *Part) bool {
		for _, w := range p.Args() {
			lit, ok := w.Literal()
			if !ok {
				return true
			}
			if strings.HasPrefix(lit, "-") {
				continue
			}
			for _, s := range subs {
				if lit == s {
					return true
				}
			}
			return false
		}
		return false
	}
}

// containerStdin reports whether docker (podman, nerdctl) gives a
// container the caller's input: run, create or exec with -i
// (--interactive), or attach (not --no-stdin). What the container runs
// from there is not in the command.
func containerStdin(p *Part) bool {
	args := p.Args()
	switch {
	case subcommands("attach")(p):
		return !hasArgWord(args, "--no-stdin")
	case subcommands("run", "exec", "create", "start")(p):
		return hasShortFlag(args, 'i') || hasArgWord(args, "--interactive") || hasArgWord(args, "--interactive=true")
	}
	return false
}

// socatExec reports whether socat connects an address to a program it
// starts (EXEC:, SYSTEM:): the other end, the caller's input or a
// socket, then types into it.
func socatExec(p *Part) bool {
	for _, w := range p.Args() {
		lit, ok := w.Literal()
		up := strings.ToUpper(lit)
		if !ok || strings.HasPrefix(up, "EXEC:") || strings.HasPrefix(up, "SYSTEM:") || strings.Contains(up, "!!EXEC:") || strings.Contains(up, "!!SYSTEM:") {
			return true
		}
	}
	return false
}

// replUnlessScript is a check that holds unless an operand names a
// script with one of exts, or an option gives code (-e, --eval, -c,
// --script, -f, --file, -x, --non-interactive).
func replUnlessScript(exts []string) typedCheck {
	code := unlessFlags("-e", "--eval", "-c", "--script", "-f", "--file", "-x", "--non-interactive")
	return func(p *Part) bool {
		for _, w := range p.Args() {
			lit, _ := litPrefix(w)
			for _, e := range exts {
				if strings.HasSuffix(lit, e) {
					return false
				}
			}
		}
		return code(p)
	}
}
