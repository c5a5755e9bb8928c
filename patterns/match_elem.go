package patterns

import "strings"

// elemWord matches one element against one word (an operand, a flag's
// value, a redirection target) whose shape is sh. * matches any word; a
// literal or glob matches by text (certainly when every value the word
// may have matches, might when some value may; an allow reads a glob as a
// pathname glob: glob_word.go); a class asks the class;
// NAME=ELEM matches a word that starts with NAME= and whose rest matches
// ELEM. A word that may run through a link made earlier in the line
// might be any literal or glob, and certainly matches nothing but *.
func (m *matcher) elemWord(e *Elem, w *Word, sh shape) bool {
	if w.linked && e.Kind != ElemStar && !m.wide {
		// A path through a link made earlier in the line leads to a
		// place the reader does not follow (effects_link_reads.go):
		// a tightening rule's literal or glob might be it, an allow's
		// nothing certainly is.
		if m.mode != Might {
			return false
		}
		if e.Kind == ElemLiteral || e.Kind == ElemGlob {
			return true
		}
	}
	switch e.Kind {
	case ElemStar:
		return true
	case ElemLiteral:
		return m.text(e, m.patPieces(e), w, sh) || m.samePlace(e, w)
	case ElemGlob:
		return m.glob(e, w, sh) || m.samePlace(e, w)
	case ElemClass:
		if r, ok := lineResolved(m.part, w); ok {
			w = r // the plain text the line set it to (class_linevar.go)
		}
		j := m.ctx.judge(e.Class, e.Arg, w)
		if m.mode != Might {
			return j.Certainly
		}
		return j.Might
	case ElemKeyValue:
		return m.keyValue(e, w, sh)
	}
	return false
}

// text matches a literal or glob (as star-pattern pieces) against a word.
// A pattern that starts with ~ is read with Context.Home; when Home is not
// known, a word that starts with ~ or $HOME is compared by what follows,
// and any other word might be under the home directory.
func (m *matcher) text(e *Elem, pat []string, w *Word, sh shape) bool {
	if e.Tilde {
		rest := append([]string{strings.TrimPrefix(pat[0], "~")}, pat[1:]...)
		if m.ctx.Home != "" {
			rest[0] = m.ctx.Home + rest[0]
			pat = rest
		} else {
			if wr, ok := homeRest(w); ok {
				return m.pieces(rest, wordShape(&wr, m.ctx))
			}
			if m.mode != Might {
				return false
			}
			pat = append([]string{""}, rest...)
		}
	}
	return m.pieces(pat, sh)
}

// pieces compares a star-pattern with a word's shape in the matcher's
// mode.
func (m *matcher) pieces(pat []string, sh shape) bool {
	if m.mode != Might {
		return piecesCover(pat, sh)
	}
	return piecesMeet(pat, sh)
}

// keyValue matches NAME=ELEM.
func (m *matcher) keyValue(e *Elem, w *Word, sh shape) bool {
	if e.Value == nil {
		return false
	}
	prefix := e.Text + "="
	if strings.HasPrefix(leadingLiteral(w), prefix) {
		rest := subWord(*w, len(prefix))
		return m.elemWord(e.Value, &rest, wordShape(&rest, m.ctx))
	}
	if m.mode != Might || !piecesMeet(sh, []string{prefix, ""}) {
		return false
	}
	return m.elemWord(e.Value, m.anyOne(), anyShape)
}

// patPieces returns a literal's or glob's star-pattern pieces, computed
// once per element and match.
func (m *matcher) patPieces(e *Elem) []string {
	if p, ok := m.pieceCache[e]; ok {
		return p
	}
	p := []string{e.Text}
	if e.Kind == ElemGlob {
		p = globPieces(e.Text)
	}
	if m.pieceCache == nil {
		m.pieceCache = map[*Elem][]string{}
	}
	m.pieceCache[e] = p
	return p
}
