package patterns

import (
	"fmt"
	"strings"
)

// A shell or an interpreter runs a script. From a file on disk it is not
// read and not unreadable; from a -c string it is read as nested parts;
// from standard input fed by a pipe, a here-string, a here-document or a
// process substitution, or from a process substitution given as the
// script, its text is made at run time or is not read as a command, and
// the part is unreadable.

// feedSource names what feeds a part's standard input, and the code a
// program reading code from it is unreadable by; ok is false when the
// input is the caller's or a file's.
func feedSource(f Feed) (code UnreadableCode, from string, ok bool) {
	switch f {
	case FeedPipe:
		return UnreadablePipeShell, "a pipe", true
	case FeedHereString:
		return UnreadableHereShell, "a here-string", true
	case FeedHeredoc:
		return UnreadableHereShell, "a here-document", true
	case FeedProcSubst:
		return UnreadableProcShell, "a process substitution", true
	}
	return "", "", false
}

// stdinScript records that part p (who names it in the sentence) reads the
// script it runs from standard input, when that input is fed by something
// other than the caller or a file.
func (r *reading) stdinScript(p *Part, who string) []*Node {
	if rd := socketStdin(p); rd != nil {
		return r.socketScript(p, rd.Target, who) // read_socketscript.go
	}
	code, from, ok := feedSource(p.Feed)
	if !ok {
		return nil
	}
	return []*Node{r.unreadable(p, code, p.Span, fmt.Sprintf(
		"%s runs the script it reads from %s, which is not read as a command here.", who, from))}
}

// scriptOperand checks the script operand w of a shell or interpreter: a
// process substitution is a script made at run time; /dev/stdin is
// standard input; a word that is not literal might be either.
func (r *reading) scriptOperand(p *Part, w Word, who string) []*Node {
	if socketWord(w) {
		return r.socketScript(p, w, who) // read_socketscript.go
	}
	v, ok := w.Literal()
	if isProcSubstWord(w) || ok && isFdPath(v) {
		return []*Node{r.unreadable(p, UnreadableProcShell, w.Span, fmt.Sprintf(
			"%s runs the script that %s produces at run time.", who, quoteRaw(w.Raw)))}
	}
	if !ok || isStdinPath(v) {
		return r.stdinScript(p, who)
	}
	return nil
}

// isProcSubstWord reports whether w holds a process substitution.
func isProcSubstWord(w Word) bool {
	for _, s := range w.Segs {
		if s.Kind == SegSubst && (strings.HasPrefix(s.Text, "<(") || strings.HasPrefix(s.Text, ">(")) {
			return true
		}
	}
	return false
}

// isStdinPath reports whether a file name is standard input ("-" to most
// interpreters).
func isStdinPath(s string) bool {
	switch s {
	case "-", "/dev/stdin", "/dev/fd/0", "/proc/self/fd/0":
		return true
	}
	return false
}

// isFdPath reports whether a file name is an open descriptor other than
// standard input (/dev/fd/63 is what <(…) expands to).
func isFdPath(s string) bool {
	return !isStdinPath(s) && (strings.HasPrefix(s, "/dev/fd/") || strings.HasPrefix(s, "/proc/self/fd/"))
}

// eval runs its arguments, joined by spaces, as a command built at run
// time: always unreadable. When they are literal they are read too, so a
// refusing rule still sees what they would run.
func (r *reading) eval(p *Part, sc scope) []*Node {
	if args := p.Args(); len(args) == 1 && shellIntegration(args[0]) && !r.aliasedGenerator(args[0]) {
		return nil // a tool's own shell integration (read_shellinit.go)
	}
	nodes := []*Node{r.unreadable(p, UnreadableEval, p.Span,
		"eval runs its arguments as a command built when it runs, so it is not read with certainty.")}
	args := p.Args()
	if len(args) > 0 && isLit(args[0], "--") {
		args = args[1:]
	}
	if len(args) == 0 {
		return nodes
	}
	for _, a := range args {
		if a.Dynamic() {
			return nodes
		}
	}
	return append(nodes, r.nestedWords(p, "eval", args, p.Feed, sc)...)
}

// source (and .) runs a file in this shell: a file on disk is not read,
// but a process substitution or standard input is text made at run time.
func (r *reading) source(p *Part) []*Node {
	args := p.Args()
	if len(args) > 0 && isLit(args[0], "--") {
		args = args[1:]
	}
	if len(args) == 0 {
		return nil
	}
	w := args[0]
	v, ok := w.Literal()
	if len(args) == 1 && shellIntegration(w) && !r.aliasedGenerator(w) {
		return nil // a tool's own shell integration (read_shellinit.go)
	}
	if socketWord(w) {
		return r.socketScript(p, w, p.Program) // read_socketscript.go
	}
	if isProcSubstWord(w) || ok && (isStdinPath(v) && v != "-" || isFdPath(v)) {
		return []*Node{r.unreadable(p, UnreadableEval, w.Span, fmt.Sprintf(
			"%s runs the text of %s, which is made when it runs, in this shell.", p.Program, quoteRaw(w.Raw)))}
	}
	return nil
}
