package cards

import (
	"slices"

	"ozdesk.dev/ozdesk/patterns"
)

// Which words of the command are marked: the parts that ask or are
// refused, the words their deciding rules matched, grouped part by part
// for the caret lines (see card_command.go).

// caretGroups are the groups of marked words: the deciding part's (see
// decidingWords), and those of every other part that asks or is refused,
// parts decided by the same rule in one group, in source order.
func (d *drawing) caretGroups() []caretGroup {
	var gs []caretGroup
	if spans, label := d.decidingWords(); len(spans) > 0 {
		gs = append(gs, caretGroup{spans: spans, label: label, kind: d.commandKind()})
	}
	if !d.aligned || d.rep.Part < 0 {
		return gs
	}
	for i, pr := range d.rep.Parts {
		k := kindOf(pr.Outcome, pr.Rule)
		if i == d.rep.Part || k == kindAllow || i >= len(d.cmd.Parts) {
			continue
		}
		spans := d.partWords(i, k)
		if len(spans) == 0 {
			continue
		}
		g := caretGroup{spans: spans, kind: k, label: decidedLabel(k, Escape(pr.Rule), d.unreadableFor(i))}
		// parts decided alike share a group: their carets stand on one
		// line, labelled once, after the last of them
		if j := slices.IndexFunc(gs, func(o caretGroup) bool { return o.kind == g.kind && o.label == g.label }); j >= 0 {
			gs[j].spans = append(gs[j].spans, spans...)
			sortSpans(gs[j].spans)
			continue
		}
		gs = append(gs, g)
	}
	for j := 1; j < len(gs); j++ { // few groups: insertion sort, stable
		for k := j; k > 0 && gs[k].spans[0].Start < gs[k-1].spans[0].Start; k-- {
			gs[k], gs[k-1] = gs[k-1], gs[k]
		}
	}
	return gs
}

// sortSpans sorts spans by where they start.
func sortSpans(spans []patterns.Span) {
	for j := 1; j < len(spans); j++ {
		for k := j; k > 0 && spans[k].Start < spans[k-1].Start; k-- {
			spans[k], spans[k-1] = spans[k-1], spans[k]
		}
	}
}

// manySpans reports whether the parts of the command stand in more than
// one place: then they are numbered. (The parts of a nested string that
// does not map into the source all stand where the string does.)
func (d *drawing) manySpans() bool {
	src := len(d.cmd.Source)
	first := patterns.Span{Start: -1}
	for _, p := range d.cmd.Parts {
		sp := clampSpan(p.Span, src)
		switch {
		case sp.Len() == 0:
		case first.Start < 0:
			first = sp
		case sp != first:
			return true
		}
	}
	return false
}

// decidingWords are the spans the carets go under, and the label that
// says what they did: the words the deciding part's rule matched; for a
// part that cannot be read, what in it cannot be; else the whole part;
// for a command decided as a whole, what could not be read where it
// stands. An allowed command has none.
func (d *drawing) decidingWords() ([]patterns.Span, string) {
	rep, src := d.rep, len(d.cmd.Source)
	k := d.commandKind()
	if k == kindAllow {
		return nil, ""
	}
	// A rule's ID is the store's, but the report is a record: drawn
	// escaped, as all recorded text is.
	label := decidedLabel(k, Escape(rep.Rule), d.unreadableFor(rep.Part))
	i := rep.Part
	if i < 0 {
		var spans []patterns.Span
		for _, u := range d.cmd.Unreadable {
			if sp := clampSpan(u.Span, src); u.Part < 0 && sp.Len() > 0 && sp.Len() < src {
				spans = append(spans, sp)
			}
		}
		return spans, label
	}
	if !d.aligned || i >= len(d.cmd.Parts) {
		return nil, ""
	}
	return d.partWords(i, k), label
}

// partWords are the words of part i (of kind k) its rule matched, in
// source order; for a part that cannot be read, what in it cannot be;
// else the whole part.
func (d *drawing) partWords(i int, k kind) []patterns.Span {
	src := len(d.cmd.Source)
	p := d.cmd.Parts[i]
	whole := clampSpan(p.Span, src)
	var spans []patterns.Span
	for _, w := range d.rep.Parts[i].Words {
		if w < 0 || w >= len(p.Words) {
			continue
		}
		ws := clampSpan(p.Words[w].Span, src)
		if ws.Start < whole.Start || ws.End > whole.End || ws.Len() == 0 {
			continue
		}
		spans = append(spans, ws)
	}
	if len(spans) == 0 && k == kindUnreadable {
		// What could not be read, where it stands in the part: the string
		// handed to a shell, the program that is not a literal word.
		for _, u := range d.cmd.Unreadable {
			if sp := clampSpan(u.Span, src); u.Part == i && sp.Len() > 0 && sp.Start >= whole.Start && sp.End <= whole.End {
				spans = append(spans, sp)
			}
		}
	}
	if len(spans) == 0 && whole.Len() > 0 {
		spans = []patterns.Span{whole}
	}
	sortSpans(spans) // a part's words are few
	return spans
}

// decidingSpan is where the deciding part stands in the source.
func (d *drawing) decidingSpan() (patterns.Span, bool) {
	i := d.rep.Part
	if !d.aligned || i < 0 || i >= len(d.cmd.Parts) {
		return patterns.Span{}, false
	}
	return d.cmd.Parts[i].Span, true
}
