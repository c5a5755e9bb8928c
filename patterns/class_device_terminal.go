package patterns

import "strings"

// A word the line does not know that may name another's terminal (`for t
// in /dev/pts/*; do echo y > $t; done`, `echo y > /proc/$(pgrep -f
// ozdesk)/fd/0`) was named cmd.wipe-disk, "overwrites a disk", because
// [device] takes any path it cannot rule out (rt50 C: Q091, Y135); what
// it is, is typing into the desk's terminal, cmd.guard-tamper's. Such a
// word is left to [terminal] where the line gives its variable values
// and none is a device, or where it is a process's descriptor under
// /proc: the part still asks, by the rule that says what it does. A
// literal /proc/PID/fd/N was never a device; a /dev path not known whole
// (`/dev/tty$N`) stays the wipe's (fx49t).

// terminalNotDevice reports whether a word not known here is
// [terminal]'s (a might) and none of the values the line gives it is a
// device.
func terminalNotDevice(w Word, ctx *Context) bool {
	if !judgeTerminal("", w, ctx).Might {
		return false
	}
	forms := varForms(w, ctx)
	if len(forms) == 0 {
		// a process's descriptor (/proc/$P/fd/0) names no device by
		// path; a /dev path not known whole (/dev/tty$N) stays the
		// wipe's, as decided before (fx49t)
		lit, _ := litPrefix(w)
		return strings.HasPrefix(lit, "/proc/")
	}
	for _, f := range forms {
		if pathIn(resolvePath(&f, ctx), devicePlaces).Might {
			return false
		}
	}
	return true
}

// allFormsTerminal reports whether the line gives w's variable values and
// each is a terminal's path (a might at least): `$t` of `for t in
// /dev/pts/*` names no credential, whatever else a word of unknown text
// might.
func allFormsTerminal(w Word, ctx *Context) bool {
	forms := varForms(w, ctx)
	for _, f := range forms {
		if !judgeTerminal("", f, ctx).Might {
			return false
		}
	}
	return len(forms) > 0
}
