package tui

import (
	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// clipGap stands, muted, between the head and the tail of a command the
// broker clipped: the middle is not kept, and the row says so in words.
const clipGap = "…clipped…"

// brokerClipCell draws in w cells the command of an ask the broker
// clipped (patterns.ClipCommand) as its head, clipGap and its true end:
// never the clip's own line (\n\x00[ozdesk: …), which is ozdesk's
// bookkeeping and would push the command's last words out of the row
// (rt21k #1). ok is false for an ask whose command was not clipped so,
// or that the desk's feed clipped again (a.Clipped).
func brokerClipCell(a *store.Ask, w int, st cards.Styles) (string, bool) {
	if a.Clipped > 0 {
		return "", false
	}
	head, tail, ok := patterns.ClipEnds(a.Command)
	if !ok {
		return "", false
	}
	gap := st
	gap.Glyphs.Ellipsis = clipGap
	return cards.SafeLineEnds(head+tail, len(head), len(head), w, gap), true
}
