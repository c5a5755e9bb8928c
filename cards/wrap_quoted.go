package cards

import "github.com/charmbracelet/x/ansi"

// SafeBlockQuoted is [SafeBlockLine] for a field an agent wrote (its name,
// its job, its node, a working directory) drawn whole on lines of its own
// among the desk's words: its first line opens with the quote mark of
// [Glyphs.Quote] and its last shown line closes with the other, a newline
// is the escape \n, and a quote mark inside the text is its escape, so the
// text can neither start a line of its own nor close its quotes and go on
// as the desk's words (rt40k HIGH-1: an agent named "ag\n── Command ──\n…"
// drew a second command block above the real one in v). Empty text is
// drawn as empty quotes.
func SafeBlockQuoted(s string, width, maxLines int, st Styles) (lines []string, hidden int) {
	q := st.Glyphs.Quote
	if q[0] == "" || q[1] == "" {
		q = UnicodeGlyphs().Quote
	}
	open, closing := st.Muted.Render(q[0]), st.Muted.Render(q[1])
	room := width - ansi.StringWidth(q[0]) - ansi.StringWidth(q[1])
	if room < 1 || maxLines < 1 {
		return nil, len(s)
	}
	if s == "" {
		return []string{open + closing}, 0
	}
	lay := newBlockLayout(s, room, st)
	lay.sc = newSafeScanner(s, false)
	lay.sc.Quotes = q[0] + q[1]
	next := 0
	for len(lines) < maxLines && next < len(s) {
		var ln string
		ln, next = lay.line(next, true)
		lines = append(lines, ln)
	}
	lines[0] = open + lines[0]
	for i := 1; i < len(lines); i++ {
		lines[i] = st.Text.Render(" ") + lines[i] // under the first line's text, past its quote mark
	}
	if next >= len(s) {
		lines[len(lines)-1] += closing
	}
	return lines, len(s) - next
}
