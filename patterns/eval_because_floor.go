package patterns

// Where the evidence stands in the command (the unknown word, its span),
// and the floor's evidence: what could not be read.

// unknownWord returns the word of part i whose value is not known and so
// may be what a might-match stands on, when no element's word says: the
// first argument or redirection target that is not literal, or nil (the
// part itself: xargs' input items, a word the reader made).
func (e *evaluation) unknownWord(i int) *Word {
	part := e.cmd.Parts[i]
	for k := 1; k < len(part.Words); k++ {
		if part.Words[k].Dynamic() {
			return &part.Words[k]
		}
	}
	for k := range part.Redirs {
		if part.Redirs[k].Target.Dynamic() {
			return &part.Redirs[k].Target
		}
	}
	return nil
}

// wordSpan returns where word w of part i stands in the command: its own
// span, or, for a word the reader made (a path a delete was read as, an
// appended item) or one read from a nested string that does not stand as
// written in the command, the span of the part's word it came from, or
// the part's span.
func (e *evaluation) wordSpan(i int, w *Word) Span {
	part := e.cmd.Parts[i]
	src := len(e.cmd.Source)
	ok := func(s Span) bool { return s.Start >= 0 && s.Start < s.End && s.End <= src }
	if w != nil && ok(w.Span) && e.cmd.Source[w.Span.Start:w.Span.End] == w.Raw {
		return w.Span
	}
	if w != nil && ok(w.Span) {
		if k := wordIndex(part, *w); k > 0 && ok(part.Words[k].Span) {
			return part.Words[k].Span
		}
		if within := w.Span; within.Start >= part.Span.Start && within.End <= part.Span.End {
			return within
		}
	}
	if ok(part.Span) {
		return part.Span
	}
	return Span{0, src}
}

// floorEvidence is the evidence of the floor: what in the part could
// not be read. It is certain: the part certainly cannot be read.
func (e *evaluation) floorEvidence(part *Part) (*Because, int) {
	b := &Because{Certain: true, Class: string(UnreadableProgram)}
	span := part.Span
	if part.Unreadable != nil {
		b.Class, span = string(part.Unreadable.Code), part.Unreadable.Span
		if part.Unreadable.guess {
			b.Certain = false
		}
	}
	if span.Start < 0 || span.End > len(e.cmd.Source) || span.Start >= span.End {
		span = e.wordSpan(part.Index, nil)
	}
	b.Span = span
	if !b.Certain {
		return b, strengthMight
	}
	return b, strengthCertain
}

// wholeEvidence is the floor's evidence when the command as a whole asks
// (rt22d #14): the first unreadable no part holds, its code as the class,
// its span as the word (the whole text when it has none of its own), and
// certain, as a part's floor evidence is. Nil for an empty command.
func (e *evaluation) wholeEvidence() *Because {
	for _, u := range e.cmd.Unreadable {
		if u.Part >= 0 {
			continue
		}
		span := u.Span
		if span.Start < 0 || span.End > len(e.cmd.Source) || span.Start >= span.End {
			span = Span{0, len(e.cmd.Source)}
		}
		if span.Start >= span.End {
			return nil
		}
		return &Because{Certain: true, Class: string(u.Code), Span: span, Within: span.Len() == len(e.cmd.Source) && span.Len() > 1}
	}
	return nil
}
