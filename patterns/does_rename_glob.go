package patterns

import "strings"

// What rename writes for a glob of files (rt44: `rename 's/\.jpeg$/.jpg/'
// *.jpeg` and `rename .jpeg .jpg *.jpeg` asked guard-tamper might, as if
// the new names could be anything in the directory). When the glob ends
// in literal text holding FROM at its end, and FROM stands in no earlier
// literal text of it, each new name is the glob with that FROM made TO
// (a perl s/FROM$/TO/ changes only the end; util-linux's first FROM is
// there, or in the part the glob's wildcards matched, which leaves a name
// the glob itself matches). A TO holding a slash moves the file
// elsewhere, and is left to the whole-directory reading.

// perlSuffixSwap reads a perl rename expression of the form s/FROM$/TO/
// whose FROM is literal text (with \. and other escaped punctuation) and
// TO plain text: ("FROM", "TO", true), else false.
func perlSuffixSwap(w Word) (from, to string, ok bool) {
	v, lit := w.Literal()
	if !lit || len(v) < 4 || v[0] != 's' || v[1] != '/' {
		return "", "", false
	}
	parts := strings.Split(v[2:], "/")
	if len(parts) != 3 || parts[2] != "" {
		return "", "", false
	}
	re, repl := parts[0], parts[1]
	if !strings.HasSuffix(re, "$") || strings.HasSuffix(re, `\$`) {
		return "", "", false
	}
	var b strings.Builder
	for i := 0; i < len(re)-1; i++ {
		c := re[i]
		switch {
		case c == '\\' && i+1 < len(re)-1 && strings.IndexByte(`.-_+()[]{}*?^$|\`, re[i+1]) >= 0:
			b.WriteByte(re[i+1])
			i++
		case isAlpha(c) || c >= '0' && c <= '9' || c == '_' || c == '-':
			b.WriteByte(c)
		default:
			return "", "", false
		}
	}
	if b.Len() == 0 || repl == "" || strings.ContainsAny(repl, `\$&@%{}`) {
		return "", "", false
	}
	return b.String(), repl, true
}

// renamedGlob returns the names rename gives the files of glob f (above),
// or false when f is not such a glob.
func renamedGlob(f Word, from, to string, known bool) ([]Word, bool) {
	n := len(f.Segs)
	if !known || from == "" || strings.Contains(to, "/") || n < 2 || f.Segs[n-1].Kind != SegLit || !strings.HasSuffix(f.Segs[n-1].Text, from) {
		return nil, false
	}
	globs := false
	for i, s := range f.Segs {
		switch s.Kind {
		case SegGlob:
			globs = true
		case SegLit:
			body := s.Text
			if i == n-1 {
				body = body[:len(body)-len(from)]
			}
			if strings.Contains(body, from) {
				return nil, false
			}
		default:
			return nil, false
		}
	}
	if !globs {
		return nil, false
	}
	segs := append([]Seg(nil), f.Segs...)
	last := segs[n-1]
	last.Text = last.Text[:len(last.Text)-len(from)] + to
	segs[n-1] = last
	made := Word{Raw: f.Raw[:max(0, len(f.Raw)-len(from))] + to, Span: f.Span, Segs: segs}
	return []Word{made, f}, true
}
