package patterns

import "strings"

// A trap's action in double quotes is expanded when trap runs and parsed
// again when the signal comes: `trap "rm -f /tmp/proj.$$" EXIT` keeps
// `rm -f /tmp/proj.4711`. Where each expansion in it is a variable whose
// value is plain text known here (bash's own numbers such as $$, the
// harness's $TMPDIR, $HOME, a name the line sure-assigns from mktemp),
// the kept action is that text with the value in place, and reading the
// expansion quoted in the action ("${NAME}") reads it the same: the value
// holds no quote, blank or operator for the second parse to find. Any
// other variable, a substitution, a quote or backslash in the literal
// text (which would put an expansion inside quotes when parsed again), and
// an action run on another host leave the action not known.

// trapExpandName reports whether name is one of the variables whose values the second parse of a
// trap's action reads as one plain word, beside bash's numbers and the
// line's sure mktemp names.
func trapExpandName(name string) bool { return name == "TMPDIR" || name == "HOME" }

// trapExpanded returns the command string trap keeps from w, with each
// known variable written back as "${NAME}" (bash's numbers that no
// assignment changes, $$, $# and $?, as the digits 0), or false.
func (r *reading) trapExpanded(w Word, sc scope) (string, bool) {
	if sc.handsAway || len(w.Segs) == 0 {
		return "", false
	}
	var b strings.Builder
	params := 0
	for _, s := range w.Segs {
		switch s.Kind {
		case SegLit:
			if strings.ContainsAny(s.Text, "'\"\\`$") {
				return "", false
			}
			b.WriteString(s.Text)
		case SegParam:
			params++
			switch {
			case s.Digits && s.Text == "":
				// $$, $#, $?: digits, and no assignment changes them
				b.WriteString("0")
			case s.Text != "" && s.Reads == "" && (trapExpandName(s.Text) || r.tempName(s.Text)):
				b.WriteString(`"${` + s.Text + `}"`)
			default:
				return "", false
			}
		default:
			return "", false
		}
	}
	return b.String(), params > 0
}

// tempName reports whether the line sure-assigns name from mktemp.
func (r *reading) tempName(name string) bool {
	for _, t := range r.temps {
		if t.name == name {
			return true
		}
	}
	return false
}
