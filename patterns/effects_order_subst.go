package patterns

import "strings"

// A part in a command substitution of another part's words runs while
// the shell expands those words, before that part starts: in `dd
// if=/dev/zero of=/dev/$(lsblk -ndo NAME | head -1)` lsblk runs before
// dd writes anything, so it cannot run what dd writes (fx41f, rt41: the
// line was named made-then-run with lsblk's NAME as the word). A process
// substitution (`<(…)`, `>(…)`) runs beside the part, and a script a part
// is given (`bash -c '…'`) runs inside it: both may still run after it.

// substBefore reports whether part q stands in a command substitution of
// one of part p's words or redirection targets.
func substBefore(p, q *Part) bool {
	if p == nil || q == nil || !within2(q.Span, p.Span) {
		return false
	}
	in := func(w *Word) bool {
		if !within2(q.Span, w.Span) {
			return false
		}
		subst := false
		for _, s := range w.Segs {
			if s.Kind != SegSubst {
				continue
			}
			if !strings.HasPrefix(s.Text, "$(") && !strings.HasPrefix(s.Text, "`") || strings.HasPrefix(s.Text, "$((") {
				return false
			}
			subst = true
		}
		return subst
	}
	for i := range p.Words {
		if in(&p.Words[i]) {
			return true
		}
	}
	for i := range p.Redirs {
		if in(&p.Redirs[i].Target) {
			return true
		}
	}
	return false
}
