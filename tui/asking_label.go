package tui

import (
	"fmt"
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// askingLabel is queue.AskingLabel drawn with the desk's glyphs: the "×"
// of "cmd.download-run ×2" is an x in an ASCII locale, as wide.
func askingLabel(a store.Ask, w int, st cards.Styles) string {
	l := queue.AskingLabel(a, w)
	if st.Glyphs.Times != "" && st.Glyphs.Times != "×" {
		l = strings.ReplaceAll(l, "×", st.Glyphs.Times)
	}
	return l
}

// rowAskingLabel is the rule cell of a queue's row: for an ask of one
// part askingLabel; for one of several parts, at every width, how many
// parts ask, then the gravest rule (cutAskingLabel): the cut may hide every other asking part (rt37k
// L4), and one ask read "2 parts ask: cmd.force…" at 80 columns,
// "cmd.force-push +1 more" at 120 and "cmd.delete-outside ×2" for two
// parts under one rule (rt38k LOW-3).
func rowAskingLabel(a store.Ask, w int, st cards.Styles) string {
	if a.AskingParts < 2 || len(a.Asking) == 0 {
		return askingLabel(a, w, st)
	}
	return cutAskingLabel(a, st)
}

// cutAskingLabel is the label of a row of several asking parts: how many
// parts ask, then the gravest rule ("2 parts: cmd.force-push"; the
// column says what asks, and "2 parts ask: " took four cells more from
// the command, rt41k); the card names the others.
func cutAskingLabel(a store.Ask, st cards.Styles) string {
	if len(a.Asking) == 0 {
		return askingLabel(a, 1<<10, st)
	}
	return fmt.Sprintf("%d parts: %s", a.AskingParts, a.Asking[0].Rule)
}
