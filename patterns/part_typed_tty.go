package patterns

import "strings"

// The checks of typedPrograms (typed_programs.go), the one table of the
// terminal programs that run what is typed into them, and the lookup by
// name. Given the caller's own input (ReadsTypedProgram: Codex's
// write_stdin, ozdesk shell's SSH channel) each runs what is typed later,
// which no hook sees; none of it matters when a pipe feeds them, so the
// defaults' shell-from-pipe reading does not count them. A program with
// only --version or --help runs nothing.

// typedCheck reports whether a part of a program in typedPrograms
// (typed_programs.go) runs what is typed, from its arguments.
type typedCheck func(p *Part) bool

// typedTerminalProgram reports whether p is one of typedPrograms' that
// runs what is typed: its name, or its name without a version suffix
// (lldb-15, lua5.4, emacs29), or a cross debugger's (arm-none-eabi-gdb).
func typedTerminalProgram(p *Part) bool {
	args := p.Args()
	if onlyInfoFlags(args) {
		return false
	}
	if e, ok := typedEntryOf(p.Program); ok {
		return e.check(p)
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
		lit, literal, found := leadOperand(p)
		return found && (!literal || contains(subs, lit))
	}
}

// leadOperand returns p's first argument that is not an option (found),
// and its text when it is literal; a word not literal ends the search, as
// it might be an option or an operand.
func leadOperand(p *Part) (lit string, literal, found bool) {
	for _, w := range p.Args() {
		v, ok := w.Literal()
		if !ok {
			return "", false, true
		}
		if strings.HasPrefix(v, "-") {
			continue
		}
		return v, true, true
	}
	return "", false, false
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
