package patterns

import "strings"

// A glob's directory may be a symbolic link made in an earlier call
// (rt20i #9): after `ln -s ~ hh`, `rm -rf hh/*` empties the home and
// `rm -rf hh/.c*` deletes ~/.claude, while `rm -rf ~/*` asks. A glob has
// no one value, so [resolvedElsewhere] cannot resolve it; its literal
// directory part can be, and the glob is judged again as if written in
// the directory that part resolves to. The stricter verdict wins.

// globResolved are w, a word whose value is not known, written again
// with its literal directory part (the known text before the first
// unknown segment, up to its last slash) replaced by where that
// directory leads by each resolver (Context.RealPath,
// Context.AskerPath); none when there is no such part, no resolver, or
// it resolves to itself.
func globResolved(w *Word, ctx *Context) []Word {
	if ctx.RealPath == nil && ctx.AskerPath == nil {
		return nil
	}
	known, i := "", 0
	for ; i < len(w.Segs); i++ {
		v, ok := segValue(w.Segs[i], ctx)
		if !ok {
			break
		}
		known += v
	}
	if i == len(w.Segs) {
		return nil // a known value: resolvedElsewhere's case
	}
	slash := strings.LastIndex(known, "/")
	if slash < 0 {
		return nil
	}
	dir, rest := known[:slash], known[slash+1:]
	if dir == "" {
		return nil // the root
	}
	spelled, ok := spelledPath(&Word{Segs: []Seg{{Kind: SegLit, Text: dir}}}, ctx)
	if !ok {
		return nil
	}
	var out []Word
	for _, resolve := range []func(string) string{ctx.RealPath, ctx.AskerPath} {
		if resolve == nil {
			continue
		}
		real := resolve(spelled)
		if !strings.HasPrefix(real, "/") || cleanAbs(real) == cleanAbs(spelled) {
			continue
		}
		segs := append([]Seg{{Kind: SegLit, Text: strings.TrimSuffix(cleanAbs(real), "/") + "/" + rest}}, w.Segs[i:]...)
		out = append(out, Word{Raw: w.Raw, Span: w.Span, Segs: segs})
	}
	return out
}

// judgeGlobReal is j, the judge's verdict of w as written, made
// stricter by judge's verdicts of w's [globResolved] words: each might
// and certainly of theirs counts.
func judgeGlobReal(j Judgement, w Word, ctx *Context, judge func(string, Word, *Context) Judgement) Judgement {
	if j.Certainly {
		return j
	}
	for _, rw := range globResolved(&w, ctx) {
		g := judge("", rw, ctx)
		j.Might = j.Might || g.Might
		j.Certainly = j.Certainly || g.Certainly
		if j.Certainly {
			return j
		}
	}
	return j
}
