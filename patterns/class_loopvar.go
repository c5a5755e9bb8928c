package patterns

import "strings"

// A word that is a variable the line itself gives every value of (rt44:
// `for f in *.jpeg; do mv "$f" "${f%.jpeg}.jpg"; done` asked delete-home
// might, `for f in *.jpeg; do rm "$f"; done` credentials might): "$f" is
// one of the loop's items, and an item that belongs to no class (a glob
// in the workdir is not the home, nor a secrets file) makes a "$f" that
// belongs to none either. The word is judged as each value when every
// assignment of the variable on the line is recorded with its value, the
// word stands after the earliest of them (before it, the variable holds
// what the environment gave), and the variable's value reaches the
// program unchanged: quoted, or a literal that neither splits nor globs.
// This only narrows: a word any value might belong to keeps the
// judgement it had.

// closedVarForms returns w read with its one plain variable replaced by
// each value the line gives it, or false when w is not such a word or the
// line's values of the variable are not all known (above).
func closedVarForms(w Word, ctx *Context) ([]Word, bool) {
	k := -1
	for i, s := range w.Segs {
		switch s.Kind {
		case SegLit:
		case SegParam:
			if k >= 0 || s.Text == "" {
				return nil, false
			}
			k = i
		default:
			return nil, false
		}
	}
	if k < 0 {
		return nil, false
	}
	cmd := ctx.evalCommand()
	if cmd == nil || len(cmd.Parts) == 0 || cmd.Parts[0].line == nil {
		return nil, false
	}
	f := cmd.Parts[0].line.vars[w.Segs[k].Text]
	if f == nil || f.n == 0 || f.n != len(f.words) || f.first == 0 || w.Span.Start < f.first-1 {
		return nil, false
	}
	out := make([]Word, 0, len(f.words))
	for _, v := range f.words {
		if !w.Segs[k].Quoted && !splitsNot(v) {
			return nil, false
		}
		segs := make([]Seg, 0, len(w.Segs)+len(v.Segs))
		segs = append(append(append(segs, w.Segs[:k]...), v.Segs...), w.Segs[k+1:]...)
		out = append(out, Word{Raw: w.Raw, Span: w.Span, Segs: mergeLits(segs)})
	}
	return out, true
}

// splitsNot reports whether a value, expanded unquoted, stays one word
// as it is: literal text with no blank and no glob character.
func splitsNot(v Word) bool {
	t, ok := v.Literal()
	return ok && !strings.ContainsAny(t, " \t\n*?[")
}

// narrowByVar returns j, or no judgement when w is a variable of the line
// whose every value judge finds in no way of the class.
func narrowByVar(j Judgement, w Word, ctx *Context, judge func(Word) Judgement) Judgement {
	if !j.Might || j.Certainly {
		return j
	}
	forms, ok := closedVarForms(w, ctx)
	if !ok {
		return j
	}
	for _, f := range forms {
		if k := judge(f); k.Might || k.Certainly {
			return j
		}
	}
	return Judgement{}
}
