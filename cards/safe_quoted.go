package cards

import "github.com/charmbracelet/x/ansi"

// SafeQuoted draws untrusted text an agent wrote (its name, its job, its
// working directory) where it stands among the desk's own words, in at
// most width cells: between the quote marks of [Glyphs.Quote] («ci»),
// sanitized as [SafeLine] does, and cut in the middle as
// [SafeLineMiddle] cuts, so that both ends of a long path show. A quote
// mark inside the text is drawn as its escape (\u00bb, or \x22 for the
// ASCII set's "), so the text cannot close its own quotes and go on as
// the desk's words ("ci» · job «ok" stays one quoted name); so is U+FFFD
// (quoteMarks). Spaces at
// the ends of the text show inside the quotes. Empty text is drawn as
// empty quotes; "" when width cannot hold the quotes and a character.
func SafeQuoted(s string, width int, st Styles) string {
	q := st.Glyphs.Quote
	if q[0] == "" || q[1] == "" {
		q = UnicodeGlyphs().Quote
	}
	ends := ansi.StringWidth(q[0]) + ansi.StringWidth(q[1])
	if width < ends+1 {
		return ""
	}
	body := ""
	if s != "" {
		body = safeLineMiddle(s, len(s), 0, false, width-ends, st, quoteMarks(st))
	}
	return st.Muted.Render(q[0]) + body + st.Muted.Render(q[1])
}
