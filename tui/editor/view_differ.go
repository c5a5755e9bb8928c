package editor

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/tui/common"
)

// differingLine draws command s (untrusted) in w cells so that where it
// differs from own, the ask's own command, stays on screen: a cut in the
// middle (cards.SafeLineMiddle) keeps the start and the end, and two
// commands that differ in the middle (environments/staging/… and
// environments/production/…) read the same (rt22k #6). When the middle
// cut would hide the difference, the line is the program, an ellipsis,
// and s from the start of the first word that differs, cut in its own
// middle. Its trailing spaces show as \x20, as on the queue's rows.
func differingLine(s, own string, w int, st cards.Styles) string {
	// the spaces that end it shown as the rows show them (rt45k #7:
	// "e.g. … reviews" for an ask whose row read "… reviews\x20")
	if head, mark := common.TrailingBlanks(s); mark != "" && w >= common.Width(mark)+8 {
		return differingText(head, own, w-common.Width(mark), st) + st.Escape.Render(mark)
	}
	return differingText(s, own, w, st)
}

// differingText is [differingLine] for a command without trailing
// spaces.
func differingText(s, own string, w int, st cards.Styles) string {
	whole := cards.SafeLineMiddle(s, w, st)
	if own == "" || s == own {
		return whole
	}
	p := safetext.RuneStart(s, safetext.CommonPrefix(s, own))
	lo := strings.LastIndexAny(s[:p], " \t") + 1 // the differing word's start
	head := strings.IndexAny(s, " \t")
	if head < 0 || lo <= head {
		return whole
	}
	// the differing word up to a few bytes past where it differs
	if strings.Contains(ansi.Strip(whole), s[lo:min(len(s), p+4)]) {
		return whole
	}
	lead := cards.SafeLine(s[:head], max(w/4, 1), st) + " " + st.Muted.Render(ellipsis(st))
	room := w - common.Width(lead)
	if room < 12 {
		return whole
	}
	return lead + cards.SafeLineMiddle(s[lo:], room, st)
}

// ellipsis is the styles' ellipsis glyph.
func ellipsis(st cards.Styles) string {
	if e := st.Glyphs.Ellipsis; e != "" {
		return e
	}
	return "…"
}
