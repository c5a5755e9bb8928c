package tui

import (
	"fmt"
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

// An agent may name itself "claude " (a trailing space): drawn as it
// is, its name reads as the real agent's wherever nothing closes it (a
// group header, the filter in a title), and the filter an operator types
// to find it, "/claude ", reads as "/claude" (rt35k MEDIUM-3). The
// blanks that start or end such text are drawn as escapes, \x20 each,
// as 'ozdesk audit' and the audit view's actors show them.

// blanksMark writes n spaces as the escapes that show them: \x20 each,
// or \x20{N} for more than three ("" for none).
func blanksMark(n int) string {
	switch {
	case n <= 0:
		return ""
	case n <= 3:
		return strings.Repeat(`\x20`, n)
	}
	return fmt.Sprintf(`\x20{%d}`, n)
}

// blankEnds splits s into the marks of the spaces that start and end it
// (blanksMark) and what lies between; text of spaces alone is all lead.
func blankEnds(s string) (lead, body, trail string) {
	body = strings.TrimLeft(s, " ")
	lead = blanksMark(len(s) - len(body))
	rest := strings.TrimRight(body, " ")
	trail = blanksMark(len(body) - len(rest))
	return lead, rest, trail
}

// hasBlankEnds says whether s starts or ends in a space.
func hasBlankEnds(s string) bool {
	return s != "" && (s[0] == ' ' || s[len(s)-1] == ' ')
}

// blanksEscaped is untrusted s written as the desk draws it in one
// plain string (cards.Escape), with its blank ends as escapes too: what
// a filter typed from the screen ("/claude\x20") is matched against.
func blanksEscaped(s string) string {
	lead, body, trail := blankEnds(s)
	return lead + cards.Escape(body) + trail
}

// blanksLine draws untrusted s as cards.SafeLine does in at most w
// cells, the spaces at its ends drawn as escapes; where the marks leave
// no room for a character of the rest, as SafeLine draws it.
func blanksLine(s string, w int, st cards.Styles) string {
	lead, body, trail := blankEnds(s)
	marks := common.Width(lead) + common.Width(trail)
	if marks == 0 || (body != "" && w < marks+2) || w < marks {
		return cards.SafeLine(s, w, st)
	}
	return escapeMark(lead, st) + cards.SafeLine(body, w-marks, st) + escapeMark(trail, st)
}

// blanksQuoted draws untrusted s between quote marks as
// cards.SafeQuoted does in at most w cells, the spaces at its ends
// drawn as escapes inside the quotes: «claude\x20».
func blanksQuoted(s string, w int, st cards.Styles) string {
	return blanksQuotedBy(s, w, st, cards.SafeQuoted)
}

// blanksQuotedBy is blanksQuoted with quoted in place of
// cards.SafeQuoted, for the rest between the blank ends.
func blanksQuotedBy(s string, w int, st cards.Styles, quoted func(string, int, cards.Styles) string) string {
	lead, body, trail := blankEnds(s)
	marks := common.Width(lead) + common.Width(trail)
	if marks == 0 {
		return quoted(s, w, st)
	}
	q := st.Glyphs.Quote
	if q[0] == "" || q[1] == "" {
		q = cards.UnicodeGlyphs().Quote
	}
	open, end := st.Muted.Render(q[0]), st.Muted.Render(q[1])
	ends := common.Width(q[0]) + common.Width(q[1])
	if (body != "" && w < ends+marks+2) || w < ends+marks {
		return quoted(s, w, st)
	}
	inner := ""
	if body != "" {
		inner = quoted(body, w-marks, st)
		inner = strings.TrimSuffix(strings.TrimPrefix(inner, open), end)
	}
	return open + escapeMark(lead, st) + inner + escapeMark(trail, st) + end
}

// escapeMark draws a mark of blanksMark in the escape style ("" for
// none).
func escapeMark(mark string, st cards.Styles) string {
	if mark == "" {
		return ""
	}
	return st.Escape.Render(mark)
}
