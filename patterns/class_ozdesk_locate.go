package patterns

import "strings"

// A word that is nothing but a command substitution asking the shell
// where ozdesk's executable is ("$(command -v ozdesk)", `which ozdesk`,
// $(type -P ozdesk)) names that executable for certain: the shell prints
// the path it would run for the name, and a write or a delete there
// replaces or removes ozdesk (issue 7: `curl -o "$(command -v ozdesk)" URL`
// said "might"). A word with more around the substitution ("$(which
// ozdesk).bak") is left to the other readings.

// locatesOzdesk reports whether w, or each value the line assigns the one
// variable it reads (O=$(command -v ozdesk); cp x "$O"), is a lone
// substitution that locates ozdesk's executable.
func locatesOzdesk(w *Word, ctx *Context) bool {
	if segsLocateOzdesk(w.Segs) {
		return true
	}
	forms := varForms(*w, ctx)
	for _, f := range forms {
		if !segsLocateOzdesk(f.Segs) {
			return false
		}
	}
	return len(forms) > 0
}

// segsLocateOzdesk reports whether segs are one command substitution
// (empty literal text aside) whose command locates ozdesk.
func segsLocateOzdesk(segs []Seg) bool {
	n := 0
	for _, s := range segs {
		switch {
		case s.Kind == SegLit && s.Text == "":
		case s.Kind == SegSubst && substLocatesOzdesk(s.Text):
			n++
		default:
			return false
		}
	}
	return n == 1
}

// substLocatesOzdesk reports whether a substitution's source is a
// locator and ozdesk's name alone: `command -v ozdesk`, `which ozdesk`,
// `type -P ozdesk` or `type -p ozdesk`.
func substLocatesOzdesk(text string) bool {
	switch {
	case strings.HasPrefix(text, "$(") && strings.HasSuffix(text, ")"):
		text = text[2 : len(text)-1]
	case strings.HasPrefix(text, "`") && strings.HasSuffix(text, "`") && len(text) > 1:
		text = text[1 : len(text)-1]
	default:
		return false
	}
	f := strings.Fields(text)
	if len(f) == 0 || strings.Trim(f[len(f)-1], `'"`) != guardName {
		return false
	}
	switch strings.Join(f[:len(f)-1], " ") {
	case "command -v", "which", "type -P", "type -p", "command which":
		return true
	}
	return false
}

// locatorSeg reports whether s is a substitution that locates ozdesk's
// executable: it prints the one path the shell runs for the name, so
// unquoted it is one field, as quoted (fx48a, rt46 b1325: `chmod -x
// $(which ozdesk)` named cmd.credentials on a might, where `chmod -x
// "$(which ozdesk)"` named cmd.guard-tamper for certain).
func locatorSeg(s Seg) bool {
	return s.Kind == SegSubst && substLocatesOzdesk(s.Text)
}
