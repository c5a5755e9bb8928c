package tui

import (
	"fmt"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// bulkAskingShown caps the lines a bulk confirmation gives to asks whose
// bracket does not say all that asked; the rest are counted.
const bulkAskingShown = 3

// hiddenAsking lists, of asks, those that more than one rule asked about
// and whose bracket of room cells in a bulk confirmation does not name
// them all (a label cut, or "+1 more"): a command with `rm -rf ~/`
// spliced between two parts that read like its siblings' showed only
// "cmd.delete… ×2 +1" (rt18k #6).
func hiddenAsking(asks []store.Ask, room int) []store.Ask {
	var out []store.Ask
	for _, a := range asks {
		if len(a.Asking) > 1 && queue.AskingLabel(a, room) != queue.AskingLabel(a, 1<<20) {
			out = append(out, a)
		}
	}
	return out
}

// hiddenAskingLines names, whole and outside the list's scroll, every
// rule each of those asks asked by, so that a bulk approve never passes
// over a part its rows and brackets leave out.
func (m *Model) hiddenAskingLines(asks []store.Ask, room, w int) []string {
	st := m.c.Styles
	var out []string
	odd := hiddenAsking(asks, room)
	for i, a := range odd {
		if i == bulkAskingShown && len(odd) > bulkAskingShown+1 {
			out = append(out, "   "+st.Muted.Render(fmt.Sprintf("%s %d more asks whose parts ask by more rules than shown", st.Glyphs.Ellipsis, len(odd)-i)))
			break
		}
		parts := max(a.AskingParts, 1)
		lead := " " + st.Ask.Render(st.Glyphs.Unreadable) + st.Text.Render(fmt.Sprintf(" ask %s: %d parts ask by ", queue.ShortID(a.ID), parts))
		out = append(out, lead+cards.SafeLine(queue.AskingLabel(a, 1<<20), max(w-common.Width(lead), 4), st))
	}
	return out
}
