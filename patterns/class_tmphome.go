package patterns

import "strings"

// A home under a temporary directory (HOME=/tmp/x, as non-root
// containers and CI set it; fx22d1, rt22d #16) keeps the home's
// protection: the home and what is below it are never temporary for
// [outside-workdir] (decided). When the home is a temporary directory
// itself (HOME=/tmp), the paths written through the home (~, $HOME)
// keep it, and the other paths there stay temporary: /tmp/build-123 is
// scratch whatever HOME says.

// tempHome returns the home, cleaned, when it lies at or below a
// temporary directory, and whether it is one itself; "" otherwise.
func tempHome(ctx *Context) (string, bool) {
	if ctx == nil || !strings.HasPrefix(ctx.Home, "/") {
		return "", false
	}
	home := cleanAbs(ctx.Home)
	for _, t := range tempDirs.get() {
		if home == t {
			return home, true
		}
		if within(home, t) {
			return home, false
		}
	}
	return "", false
}

// spelledThroughHome reports whether a word starts with ~ or $HOME.
func spelledThroughHome(w *Word) bool {
	if len(w.Segs) == 0 {
		return false
	}
	s := w.Segs[0]
	return s.Kind == SegParam && s.Text == "HOME" || s.Kind == SegTilde && s.Text == ""
}

// homeUnderTemp judges whether a path lies in a home kept from the
// temporary directories (see above); ok is false when that rule does not
// apply (the home is not under one, or the path cannot be in it).
func homeUnderTemp(w *Word, p pathOf, ctx *Context) (Judgement, bool) {
	home, isTemp := tempHome(ctx)
	if home == "" {
		return Judgement{}, false
	}
	if isTemp {
		if !spelledThroughHome(w) {
			return Judgement{}, false
		}
		return Judgement{Might: true, Certainly: true}, true
	}
	j := pathIn(p, dirPlaces(home))
	return j, j.Might
}
