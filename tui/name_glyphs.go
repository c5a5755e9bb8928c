package tui

import "ozdesk.dev/ozdesk/cards"

// nameGlyphs are the quote marks around an agent's text and the ellipsis
// that marks a cut, as st draws them, or the Unicode ones where st gives
// none.
func nameGlyphs(st cards.Styles) (q [2]string, ell string) {
	q = st.Glyphs.Quote
	if q[0] == "" || q[1] == "" {
		q = cards.UnicodeGlyphs().Quote
	}
	ell = st.Glyphs.Ellipsis
	if ell == "" {
		ell = "…"
	}
	return q, ell
}
