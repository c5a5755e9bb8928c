package tui

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/tui/common"
)

// Two long actors that share a head ("claude-code-worker-12345678",
// "claude-code-worker-12349999") read alike where the actor column's
// middle cut falls on where they differ: at 80 columns, squeezed to six
// cells, they read «cl…8» and «cl…9», one digit apart, and two names
// ending alike read the same. The column keeps the width at which the
// queue's middle cut (quotedCell) shows each one's distinguishing tail,
// from the byte where it differs from the nearest actor shown, when its
// width allows; where none does, the cell keeps that tail whole and cuts
// the head (apartCell), or, for a tail too long for it, is drawn around
// that byte (nameCell), as look-alike agents are.

// actorsApart gives each agent shown whose name differs from another's
// only past a shared head the byte where it differs from its nearest
// (the longest common head).
func actorsApart(lines []auditLine) map[string]int {
	var names []string
	seen := map[string]bool{}
	for _, l := range lines {
		if l.byAgent() && !seen[l.who] {
			seen[l.who] = true
			names = append(names, l.who)
		}
	}
	out := map[string]int{}
	for i, s := range names {
		near := 0
		for j, o := range names {
			if i != j {
				near = max(near, safetext.CommonPrefix(s, o))
			}
		}
		if near > 0 && near < len(s) {
			out[s] = near
		}
	}
	return out
}

// showsApart says whether the queue's middle cut of who in w cells shows
// the byte p where it differs from its nearest actor: in the head it
// keeps, or with all of who from p on in the tail.
func showsApart(who string, p, w int) bool {
	plain := cards.PlainStyles()
	cell := strings.TrimRight(ansi.Strip(quotedCell(who, w, plain)), " ")
	q := plain.Glyphs.Quote
	inner := strings.TrimSuffix(strings.TrimPrefix(cell, q[0]), q[1])
	head, tail, cut := strings.Cut(inner, plain.Glyphs.Ellipsis)
	if !cut {
		return true // drawn whole
	}
	whole := 8*len(who) + 8
	if lead := ansi.Strip(cards.SafeInQuotes(who[:p], whole, plain)); len(head) > len(lead) && strings.HasPrefix(head, lead) {
		return true
	}
	return strings.HasSuffix(tail, ansi.Strip(cards.SafeInQuotes(who[p:], whole, plain)))
}

// apartWidth is the fewest cells, from least up to most, at which every
// actor of apart shows where it differs (showsApart), or most.
func apartWidth(apart map[string]int, least, most int) int {
	w := least
	for who, p := range apart {
		for w < most && !showsApart(who, p, w) {
			w++
		}
	}
	return w
}

// unseenApart is, of apart, the actors whose cell of w cells does not
// show where they differ, with one more than that byte: the p that
// nameCell and actorCell draw around.
func unseenApart(apart map[string]int, w int) map[string]int {
	var out map[string]int
	for who, p := range apart {
		if !showsApart(who, p, w) {
			if out == nil {
				out = map[string]int{}
			}
			out[who] = p + 1
		}
	}
	return out
}

// apartCell draws an agent's name quoted in w cells keeping whole its
// tail from byte p on, where it differs from a look-alike's, and as
// much of its head as the rest leaves, cut at its end: «claude-c…5678»,
// as the queue's middle cut keeps a distinguishing tail. It returns ""
// where that tail leaves the head fewer than two cells.
func apartCell(s string, w, p int, st cards.Styles) string {
	if p <= 0 || p >= len(s) {
		return ""
	}
	q := st.Glyphs.Quote
	if q[0] == "" || q[1] == "" {
		q = cards.UnicodeGlyphs().Quote
	}
	room := w - common.Width(q[0]) - common.Width(q[1])
	tail := cards.SafeInQuotes(s[p:], 8*len(s)+8, st)
	if room-common.Width(tail) < 2 {
		return ""
	}
	return pad(st.Muted.Render(q[0])+cards.SafeInQuotes(s[:p], room-common.Width(tail), st)+tail+st.Muted.Render(q[1]), w, st)
}
