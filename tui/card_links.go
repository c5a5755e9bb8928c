package tui

import (
	"maps"
	"slices"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
)

// askerPathLines says, near the card's top, the paths the asker resolved
// through symbolic links as its own account (protected mode: the broker
// may not read its home; issue 10): a write of hh/.claude/settings.json
// that asks because hh leads to the home reads as the home's settings
// here, not only as written. Each side is the asker's text, shown safely.
// None when the asker sent none.
func askerPathLines(rec queue.ContextRecord, w int, st cards.Styles) []string {
	if rec.AskerPathsOver {
		return []string{st.Ask.Render("the asker sent more resolved paths than ozdesk takes: every guarded write of it asks")}
	}
	if len(rec.AskerPaths) == 0 {
		return nil
	}
	out := []string{st.Ask.Render("written through links, as the asker resolves them:")}
	room := max(w-4, 8)
	for _, p := range slices.Sorted(maps.Keys(rec.AskerPaths)) {
		out = append(out, "  "+cards.SafeLineMiddle(p, room, st),
			st.Muted.Render("  → ")+cards.SafeLineMiddle(rec.AskerPaths[p], room, st))
	}
	return out
}
