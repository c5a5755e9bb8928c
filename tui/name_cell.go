package tui

import (
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

// nameCell draws a name (an agent's, a job, a node) quoted in w cells:
// around where it differs from a look-alike's (p, one more than that
// byte; 0 none), else, when it is cut, around its first escaped
// character, so that no cut drops the one mark that tells a homoglyph
// name from the name it mimics, whatever the width (rt20k #1:
// «deploy-bot-pr…d-eu» at 100 columns, «…e-1» at 120 hid \u043e and
// \u0441). Spaces at its ends show as \x20 inside the quotes
// (blanksQuoted), as the group headers, 'queue ls' and the audit view
// show them: «lead\x20», not «lead » (rt38k MEDIUM-1).
func nameCell(s string, w, p int, st cards.Styles) string {
	if p <= 0 && inQuotesWidth(s)+2 > w {
		p = firstEscaped(s) + 1
		if p > 1 {
			return escapedNameCell(s, w, p-1, st)
		}
	}
	switch {
	case p <= 0 && s != "" && w > 0 && hasBlankEnds(s):
		return pad(blanksQuoted(s, w, st), w, st)
	case p <= 0:
		return quotedCell(s, w, st)
	case p == 1 && w > 2:
		// the mark opens the name: its start, cut at the end
		q := st.Glyphs.Quote
		if q[0] == "" || q[1] == "" {
			q = cards.UnicodeGlyphs().Quote
		}
		room := w - common.Width(q[0]) - common.Width(q[1])
		return pad(st.Muted.Render(q[0])+cards.SafeInQuotes(s, room, st)+st.Muted.Render(q[1]), w, st)
	}
	return agentAround(s, w, p-1, st)
}

// escapedNameCell draws a name too long for w cells around its first
// escaped character, at byte at, keeping the name's head: «…\u202e----…»
// showed neither end of «release-bot----\u202e----trusted» (rt42k F3).
// The cut around every escape with both ends (cards.SafeQuotedAround)
// where it fits; else the head and the first escape, cut at the end
// («ci\u00a0…»); else (the head and the escape do not fit together) the
// cut around the escape alone (agentAround), which keeps the head where
// the room allows.
func escapedNameCell(s string, w, at int, st cards.Styles) string {
	q, ell := nameGlyphs(st)
	if around, ok := cards.SafeQuotedAround(s, w, st, false); ok {
		// every escape and both ends, in the whole cell: the cut
		// around the first escape alone took a third of it each side
		// («releas…\u202eoperat…» in 34 cells, 13 of them blank; rt43k F2)
		return pad(around, w, st)
	}
	cell := agentAround(s, w, at, st)
	if !strings.HasPrefix(ansi.Strip(cell), q[0]+ell) {
		return cell
	}
	_, size := utf8.DecodeRuneInString(s[at:])
	room := w - common.Width(q[0]) - common.Width(q[1])
	if inQuotesWidth(s[:at+size])+common.Width(ell) <= room {
		return pad(st.Muted.Render(q[0])+cards.SafeInQuotes(s, room, st)+st.Muted.Render(q[1]), w, st)
	}
	return cell
}

// inQuotesWidth is how many cells s takes whole between quote marks, its
// escapes counted (cards.SafeInQuotes: a quote mark or U+FFFD in it is
// drawn as its escape).
func inQuotesWidth(s string) int {
	return common.Width(cards.SafeInQuotes(s, 8*len(s)+8, cards.PlainStyles()))
}

// firstEscaped is the byte of the first character of s the safe display
// draws as an escape (a control, a look-alike letter, an invisible one,
// U+FFFD between quote marks), or -1.
func firstEscaped(s string) int {
	plain := cards.PlainStyles()
	for i, r := range s {
		if r < 0x7f && r >= 0x20 {
			continue
		}
		if r == '\ufffd' || strings.HasPrefix(ansi.Strip(cards.SafeLine(string(r), 16, plain)), `\`) {
			return i
		}
	}
	return -1
}
