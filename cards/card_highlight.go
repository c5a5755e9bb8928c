package cards

import (
	"slices"

	"ozdesk.dev/ozdesk/patterns"
)

// paintOp paints one span of the source: the bytes of a part (or of
// something unreadable) with its kind, and the words its deciding rule
// matched.
type paintOp struct {
	span  patterns.Span
	kind  kind
	words []patterns.Span
	depth int
	part  int // the part's index; -1 for what cannot be read in no part
}

// wordMark says how a byte of the source stands to the words the deciding
// rule of its part matched.
type wordMark uint8

const (
	wholePart   wordMark = iota // the part's rule matched no word: all of it is marked
	restOfPart                  // the rule matched other words of the part
	matchedWord                 // the rule matched the word this byte is in
)

// highlight knows, for each byte of a command's source, the kind of the
// innermost part that holds it and whether a word its deciding rule
// matched covers it. Parts nest (a substitution inside a part, a nested
// command string inside the part that runs it): the innermost one, the
// narrowest span, decides how a byte is shown.
type highlight struct {
	ops []paintOp
}

// newHighlight gathers the spans to paint. Words are taken from the reading
// only where they map into the source: a word of a nested string that could
// not be mapped covers the whole string, and is not marked.
func (d *drawing) newHighlight() *highlight {
	h := &highlight{}
	src := len(d.cmd.Source)
	for i, p := range d.cmd.Parts {
		op := paintOp{span: clampSpan(p.Span, src), kind: kindNone, depth: p.Depth, part: i}
		if pr, ok := d.part(i); ok {
			op.kind = kindOf(pr.Outcome, pr.Rule)
			for _, w := range pr.Words {
				if w < 0 || w >= len(p.Words) {
					continue
				}
				ws := clampSpan(p.Words[w].Span, src)
				if ws.Start < op.span.Start || ws.End > op.span.End || ws.Len() == 0 ||
					(ws == op.span && len(p.Words) > 1) {
					continue
				}
				op.words = append(op.words, ws)
			}
		}
		h.ops = append(h.ops, op)
	}
	// What cannot be read in the command as a whole (a parse error) has no
	// part; it is marked where it stands, unless it is all of the command
	// (the size limit), which the verdict says in words.
	for _, u := range d.cmd.Unreadable {
		sp := clampSpan(u.Span, src)
		if u.Part >= 0 || sp.Len() == 0 || sp.Len() == src {
			continue
		}
		h.ops = append(h.ops, paintOp{span: sp, kind: d.commandKind(), depth: -1, part: -1})
	}
	return h
}

func clampSpan(s patterns.Span, n int) patterns.Span {
	s.Start = max(0, min(s.Start, n))
	s.End = max(s.Start, min(s.End, n))
	return s
}

// paint returns how each byte of [lo, hi) is shown: its kind, how it
// stands to the matched words, and the index of the innermost part that
// holds it (-1 for none). It costs the ops that reach the window, not the
// whole command.
func (h *highlight) paint(lo, hi int) (kinds []kind, marks []wordMark, parts []int32) {
	n := max(0, hi-lo)
	kinds, marks, parts = make([]kind, n), make([]wordMark, n), make([]int32, n)
	for i := range parts {
		parts[i] = -1
	}
	var ops []paintOp
	for _, op := range h.ops {
		if op.span.Start < hi && op.span.End > lo {
			ops = append(ops, op)
		}
	}
	// Widest first, so that inner parts paint over outer ones; among equal
	// spans the deeper part (read from a nested string) wins, and among
	// parts of the same span and depth (the parts of a nested string that
	// does not map into the source, which all cover the whole string) the
	// strictest: a string that holds an ask never shows as allowed.
	slices.SortStableFunc(ops, func(a, b paintOp) int {
		if la, lb := a.span.Len(), b.span.Len(); la != lb {
			return lb - la
		}
		if a.depth != b.depth {
			return a.depth - b.depth
		}
		return a.kind.strictness() - b.kind.strictness()
	})
	fill := func(s patterns.Span, f func(i int)) {
		for i := max(s.Start, lo); i < min(s.End, hi); i++ {
			f(i - lo)
		}
	}
	for _, op := range ops {
		m := wholePart
		if len(op.words) > 0 {
			m = restOfPart
		}
		fill(op.span, func(i int) { kinds[i], marks[i], parts[i] = op.kind, m, int32(op.part) })
		for _, w := range op.words {
			fill(w, func(i int) { marks[i] = matchedWord })
		}
	}
	return kinds, marks, parts
}

// strictness orders kinds for painting: what is shown over what.
func (k kind) strictness() int {
	switch k {
	case kindAllow:
		return 1
	case kindAsk:
		return 2
	case kindUnreadable:
		return 3
	case kindRefuse:
		return 4
	}
	return 0
}
