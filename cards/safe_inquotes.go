package cards

// SafeInQuotes is [SafeLine] for untrusted text the caller draws between
// the quote marks of [Glyphs.Quote] itself (a cut name, a directory
// after "in «"): cut at its end as SafeLine cuts, and a quote mark in
// the text drawn as its escape (\u00bb, or \x22 for the ASCII set's "),
// U+FFFD too (quoteMarks),
// so that the text cannot close the quotes and go on as the desk's words
// (rt35k MEDIUM-5: a directory "/srv/a» echo safe «" read as a command).
func SafeInQuotes(s string, width int, st Styles) string {
	return safeLineIn(s, 0, width, st, nil, scanAs{quotes: quoteMarks(st)})
}

// quoteMarks is the characters quoted text draws as their escapes
// beyond what the safe display always escapes: the two quote marks of
// st's glyphs (the Unicode set's when st names none), and U+FFFD, the
// mark the store puts for bytes that were not UTF-8, which in a name
// drawn as itself reads like a name whose bytes were replaced (an agent
// "osc\ufffd\ufffdY" as one that sent invalid bytes; rt39k MEDIUM-2).
func quoteMarks(st Styles) string {
	q := st.Glyphs.Quote
	if q[0] == "" || q[1] == "" {
		q = UnicodeGlyphs().Quote
	}
	return q[0] + q[1] + "\ufffd"
}

// SafeInQuotesEnds is [SafeLineEnds] for text drawn between quote marks,
// which it escapes as [SafeInQuotes] does.
func SafeInQuotesEnds(s string, headEnd, tailStart, width int, st Styles) string {
	headEnd = min(max(headEnd, 0), len(s))
	tailStart = min(max(tailStart, headEnd), len(s))
	return safeLineMiddle(s, headEnd, tailStart, true, width, st, quoteMarks(st))
}
