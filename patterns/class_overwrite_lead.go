package patterns

import (
	"path"
	"strings"
)

// globLeadDir returns the absolute directory a glob's word names before
// its first unknown component: the literal text (and a leading ~) up to
// the last slash before the first segment that is not literal, read as a
// path from the part's directory and the home as the named-file forms
// are, so `../other/*` from /home/op/proj is /home/op/other and
// `~/site/*` is /home/op/site (fx28d1, rt28d #1). It fails when there
// is no such slash (`*`, `part-*` here: the part's own directory), the
// directory is not certainly known, or it is the root.
func globLeadDir(w Word, ctx *Context) (string, bool) {
	var segs []Seg
	raw := ""
	for _, s := range w.Segs {
		if s.Kind != SegLit && !(s.Kind == SegTilde && len(segs) == 0) {
			break
		}
		segs = append(segs, s)
		if s.Kind == SegTilde {
			raw += "~" + s.Text
		} else {
			raw += s.Text
		}
	}
	cut := strings.LastIndexByte(raw, '/')
	if cut < 0 {
		return "", false
	}
	// drop the text after the last slash (a name's literal start)
	keep, n := raw[:cut+1], 0
	out := make([]Seg, 0, len(segs))
	for _, s := range segs {
		t := s.Text
		if s.Kind == SegTilde {
			t = "~" + s.Text
		}
		if n+len(t) > len(keep) {
			if s.Kind != SegLit {
				return "", false
			}
			s.Text = s.Text[:len(keep)-n]
		}
		n += len(t)
		out = append(out, s)
		if n >= len(keep) {
			break
		}
	}
	d := Word{Raw: keep, Span: w.Span, Segs: out}
	p := readPath(&d, ctx)
	v, ok := p.shape.certain()
	if !ok || p.any || !strings.HasPrefix(v, "/") {
		return "", false
	}
	v = path.Clean(v)
	return v, v != "/" // the root's entries are the narrower defaults'
}
