package patterns

import "strings"

// curl's form fields (-F, --form) name the file they send in more ways
// than `name=@file`: `name=@file;type=text/plain` and
// `name=@file;filename=x` (the options after a ;), `name=@"file"` (the
// name quoted inside the value), `name=@a,b` (several files), and
// `name=<file` (the file's content sent as the field's value). A word of
// the value is judged as each file it names, so that a secrets file is
// one however the field around it is spelled.

// sentFiles returns the files the word w names as curl reads an upload
// operand: after its first @ (or a form field's =<), each file a form
// field lists, with the field's ;options cut off; w itself when it has
// neither.
func sentFiles(w Word) []Word {
	if len(w.Segs) == 0 || w.Segs[0].Kind != SegLit {
		return []Word{w}
	}
	lit := w.Segs[0].Text
	at := strings.IndexByte(lit, '@')
	lt := strings.Index(lit, "=<")
	if lt >= 0 && (at < 0 || lt < at) {
		w = withLead(w, lit[lt+2:])
	} else if at >= 0 {
		w = withLead(w, lit[at+1:])
	} else {
		return []Word{w}
	}
	w = cutFormOptions(w)
	return splitFormFiles(w)
}

// withLead returns w with its leading literal replaced by rest, where a
// leading ~ or ~/ is read as the home (curl is given the text; the
// reader, as for -d @~/x, takes it to mean the home).
func withLead(w Word, rest string) Word {
	segs := make([]Seg, 0, len(w.Segs)+1)
	rest = strings.TrimPrefix(rest, `"`)
	switch {
	case rest == "~" || strings.HasPrefix(rest, "~/"):
		segs = append(segs, Seg{Kind: SegTilde})
		if rest != "~" {
			segs = append(segs, Seg{Kind: SegLit, Text: rest[1:]})
		}
	case rest != "":
		segs = append(segs, Seg{Kind: SegLit, Text: rest, Quoted: w.Segs[0].Quoted})
	}
	segs = append(segs, w.Segs[1:]...)
	return Word{Raw: w.Raw, Span: w.Span, Segs: segs}
}

// cutFormOptions cuts a form field's options off w: everything from the
// first ; (or the closing " of a quoted name) of a literal segment on.
func cutFormOptions(w Word) Word {
	for i, s := range w.Segs {
		if s.Kind != SegLit {
			continue
		}
		if k := strings.IndexAny(s.Text, `;"`); k >= 0 {
			segs := append(append([]Seg(nil), w.Segs[:i]...), Seg{Kind: SegLit, Text: s.Text[:k], Quoted: s.Quoted})
			if k == 0 {
				segs = segs[:len(segs)-1]
			}
			return Word{Raw: w.Raw, Span: w.Span, Segs: segs}
		}
	}
	return w
}

// splitFormFiles splits w at the commas of its literal segments: curl
// sends each file a form field lists (`f=@a.txt,b.txt`). A comma within
// an expansion is not seen, and the word stays whole there.
func splitFormFiles(w Word) []Word {
	var out []Word
	cur := make([]Seg, 0, len(w.Segs))
	for _, s := range w.Segs {
		if s.Kind != SegLit || !strings.Contains(s.Text, ",") {
			cur = append(cur, s)
			continue
		}
		pieces := strings.Split(s.Text, ",")
		for k, piece := range pieces {
			if piece != "" {
				cur = append(cur, Seg{Kind: SegLit, Text: piece, Quoted: s.Quoted})
			}
			if k < len(pieces)-1 {
				if len(cur) > 0 {
					out = append(out, Word{Raw: w.Raw, Span: w.Span, Segs: cur})
				}
				cur = make([]Seg, 0, len(w.Segs))
			}
		}
	}
	if len(cur) > 0 || len(out) == 0 {
		out = append(out, Word{Raw: w.Raw, Span: w.Span, Segs: cur})
	}
	return out
}
