package tui

import (
	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// bulkHeld are the marked asks a bulk decision leaves out, each with
// why. Whatever the decision, an ask still in its arrival hold or never
// drawn, however it came to be marked: listed as new, never decided
// unseen (rt37k HIGH-1). An approval also holds what a single approval
// holds (decideKey): a command the desk was given only in part, and one
// longer than its card shows that the pager has not shown whole (rt19k
// #4); denying needs no reading of the whole.
func (m *Model) bulkHeld(asks []store.Ask, outcome patterns.Outcome) map[string]string {
	held := map[string]string{}
	key := m.c.Keys.Card.Whole.Help().Key
	for _, a := range asks {
		// the queue's rows hold a huge command's head and tail only
		// (Clipped); its card reads it whole, if it can
		switch {
		case m.justArrived(a):
			held[a.ID] = "new, not yet on screen long enough to read: read it, then decide it"
		case outcome != patterns.Allow:
		case m.clipOf(a) != "":
			held[a.ID] = "its command is too large to show whole (" + m.clipOf(a) + "): deny it, or ask the agent to split it"
		case m.card.readWhole(a.ID):
		case a.Clipped > 0 || !m.commandFits(a):
			held[a.ID] = "its command is longer than its card shows (" + cards.FormatBytes(len(a.Command)+a.Clipped) + "): read it whole (" + key +
				" on its card, page to its last line) first"
		}
	}
	return held
}

// commandFits says whether ask a's command fits its card whole at the
// card pane's width, as the card on screen would draw it.
func (m *Model) commandFits(a store.Ask) bool {
	if d := m.cards[a.ID]; d != nil && d.cmd != nil && d.eval != nil {
		return cards.CommandWhole(cards.Card{Command: d.cmd, Report: d.eval.Report, Verdict: d.now}, max(m.card.w-1, 1), m.c.Styles)
	}
	return cards.CommandWhole(cards.Card{Command: patterns.Read(a.Command)}, max(m.card.w-1, 1), m.c.Styles)
}

// heldLines are the preview's lines for the marked asks a bulk approval
// holds that are still in the queue: "held: ask 3, why".
func (m *Model) heldLines(held map[string]string, asks []store.Ask, w int) []string {
	st := m.c.Styles
	var out []string
	for _, a := range asks {
		why, ok := held[a.ID]
		if !ok || m.list.index(a.ID) < 0 {
			continue
		}
		line := " " + st.Ask.Render(st.Glyphs.Unreadable) + st.Text.Render(" held: ask "+queue.ShortID(a.ID)+", ")
		out = append(out, line+cards.WordsLine(why, max(w-common.Width(line), 4), st))
	}
	return out
}
