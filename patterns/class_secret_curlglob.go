package patterns

import "strings"

// curl's own {a,b} glob in a word not wholly literal (fx66b, rt65 A4):
// `curl -T "{$HOME/.ssh/id_rsa,$HOME/.aws/credentials}" URL` uploads both
// files, the shell leaving the quoted braces to curl. The word is split
// at its first group, found in its literal text, and each alternative is
// judged as a word of its own.

// curlBraceWords returns the words the first {…} group of w's literal
// text stands for, or nil when w holds none.
func curlBraceWords(w Word) []Word {
	open, end := -1, -1
	var alts [][]Seg
	var cur []Seg
	for i, s := range w.Segs {
		if s.Kind != SegLit {
			if open >= 0 && end < 0 {
				cur = append(cur, s)
			}
			continue
		}
		text := s.Text
		for text != "" && end < 0 {
			if open < 0 {
				k := strings.IndexByte(text, '{')
				if k < 0 {
					break
				}
				open, text = i, text[k+1:]
				continue
			}
			k := strings.IndexAny(text, ",}")
			if k < 0 {
				cur = append(cur, Seg{Kind: SegLit, Text: text, Quoted: s.Quoted})
				break
			}
			if k > 0 {
				cur = append(cur, Seg{Kind: SegLit, Text: text[:k], Quoted: s.Quoted})
			}
			alts = append(alts, cur)
			cur = nil
			if text[k] == '}' {
				end = i
				return curlBraceJoin(w, open, alts, end, text[k+1:])
			}
			text = text[k+1:]
		}
	}
	return nil
}

// curlBraceJoin builds each alternative's word: the segments before the
// group (with the text of segment open before its brace), the
// alternative, then what follows the group (rest, then the segments after
// segment end).
func curlBraceJoin(w Word, open int, alts [][]Seg, end int, rest string) []Word {
	head := append([]Seg{}, w.Segs[:open]...)
	o := w.Segs[open]
	if k := strings.IndexByte(o.Text, '{'); k > 0 {
		head = append(head, Seg{Kind: SegLit, Text: o.Text[:k], Quoted: o.Quoted})
	}
	var tail []Seg
	if rest != "" {
		tail = append(tail, Seg{Kind: SegLit, Text: rest, Quoted: w.Segs[end].Quoted})
	}
	tail = append(tail, w.Segs[end+1:]...)
	out := make([]Word, 0, len(alts))
	for _, a := range alts {
		segs := append(append(append([]Seg{}, head...), a...), tail...)
		out = append(out, Word{Raw: w.Raw, Span: w.Span, Segs: mergeLits(segs)})
	}
	return out
}
