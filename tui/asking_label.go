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
//
// Where the whole label does not fit, its counts give way before the
// rule's ID is cut: "cmd.download-run +1" or "cmd.download-run", never
// "2 parts: cmd.downl…" (rt43k F4).
func rowAskingLabel(a store.Ask, w int, st cards.Styles) string {
	l := askingLabel(a, w, st)
	if a.AskingParts >= 2 && len(a.Asking) > 0 {
		l = cutAskingLabel(a, st)
	}
	id := decidingRule(a)
	if fieldWidth(l, w+1) <= w && strings.Contains(l, id) {
		return l
	}
	if s := shortAskingLabel(a); fieldWidth(s, w+1) <= w {
		return s
	}
	if fieldWidth(id, w+1) <= w {
		return id
	}
	return l
}

// shortAskingLabel is the least a row's rule cell says: the deciding
// rule's ID, and how many more parts ask ("cmd.cloud-delete +2"); the
// rule column keeps room for it (colWidths.ruleID).
func shortAskingLabel(a store.Ask) string {
	id := decidingRule(a)
	if more := a.AskingParts - 1; more > 0 && len(a.Asking) > 0 {
		return fmt.Sprintf("%s +%d", id, more)
	}
	return id
}

// decidingRule is the ID of the gravest rule by which ask a asks.
func decidingRule(a store.Ask) string {
	if len(a.Asking) > 0 {
		return a.Asking[0].Rule
	}
	return a.Rule
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
