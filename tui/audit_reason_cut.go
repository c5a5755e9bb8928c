package tui

import (
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

// reasonOpen opens a person's reason in an audit entry's summary, between
// the IDs and the command ("ask 3 denied by carol (reason: nope): rm -rf
// /srv/l1/three", queue.askSummary).
const reasonOpen = " (reason: "

// reasonCell draws, in exactly w cells, a summary whose IDs (the first
// head bytes) end in a person's reason, where the whole does not fit:
// the reason gives way first, cut inside its parentheses, then the IDs at
// their end, and the command stays whole where it takes at most three
// fifths of the cell, or fits whole beside the IDs (a longer one is cut
// in that share as a row's). At 80 columns the command was cut short ("rm …ee"
// for rm -rf /srv/l1/three, "rm -rf…rv/qq" for a 14-character one) or
// the cut fell across the reason's close, so that the command read as
// the reason (rt38k LOW-1). It returns "" where the summary holds no
// reason, fits, or the cell is too narrow (auditCell draws those).
func reasonCell(text string, head, w int, st cards.Styles) string {
	lead, cmd := text[:head], text[head:]
	i := strings.Index(lead, reasonOpen)
	if i < 0 || !strings.HasSuffix(lead, ")") || w < 16 {
		return ""
	}
	cw := safeWidth(cmd)
	if safeWidth(lead)+cw <= w {
		return ""
	}
	ids := cards.SafeLine(lead[:i], 1<<10, st)
	// a command that fits whole beside the IDs stays whole, whatever its
	// share: a withdrawn ask's `git push --force origin main` was cut at
	// 80 columns where it fitted (fx65c #2)
	cw = min(cw, max(w*3/5, w-common.Width(ids)))
	room := w - cw
	frame := common.Width(ids) + len(reasonOpen) + len(")")
	if room >= frame+2 {
		// the reason, cut at its end, inside its parentheses
		reason := cards.SafeLine(lead[i+len(reasonOpen):len(lead)-1], room-frame, st)
		return pad(ids+st.Text.Render(reasonOpen)+reason+st.Text.Render(")")+keptCell(cmd, cw, st), w, st)
	}
	if room < 10 && room < common.Width(ids) {
		return "" // the IDs would lose the ask's number
	}
	// no room for the reason: the IDs, cut at their end, and a mark that
	// a reason was given; the detail holds it
	const gone = " (…)"
	if common.Width(ids)+common.Width(gone) <= room {
		return pad(ids+st.Muted.Render(gone)+keptCell(cmd, cw, st), w, st)
	}
	return pad(cards.SafeLine(lead[:i], room, st)+keptCell(cmd, cw, st), w, st)
}
