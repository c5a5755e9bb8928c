package tui

import (
	"fmt"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/queue"
)

// cardOnScreen reports whether the card of the selected ask is drawn: the
// queue view, nothing in place of the body (the whole command, the
// editor), a terminal large enough to decide in, and a card pane with
// room for a line of the card under its title, in a tmux pane that a
// client can see (not covered, not in a mode).
func (m *Model) cardOnScreen() bool {
	if m.view != viewQueue || m.tooSmall() || len(m.dialogs.in(placeBody)) > 0 || m.pane.hidden() != "" {
		return false
	}
	return m.card.h >= 2
}

// cameOnScreen starts the hold on the decision keys when the card under
// the cursor is drawn again after it was off screen (the rules, the
// audit trail, help, the whole command, a terminal too small): the hold
// counts from the moment the card can be read, not from its ask's
// arrival, so that an ask that arrived or took the place of another
// while the operator looked elsewhere is not decided by `1 a` (rt18k
// #10). A hold the card already had starts again whole.
func (m *Model) cameOnScreen() tea.Cmd {
	on, was := m.cardOnScreen(), m.cardShown
	m.cardShown = on
	id := m.list.selectedID()
	if !on || was || id == "" || !m.read {
		return nil
	}
	d := min(moveHold, m.c.Grace)
	g := grace{id: id, moved: true, shown: true}
	if m.grace.id == id {
		// the hold it had, whole; marks need not wait on it: the
		// operator brought the card back on screen
		g = m.grace
		g.unbidden = false
		d = max(d, m.grace.until.Sub(m.grace.since))
	}
	now := m.c.Now()
	g.since, g.until = now, now.Add(d)
	m.grace = g
	return graceEnd(id, d, m.live)
}

// shownWords says why a decision key waits on a card just drawn again.
func shownWords(id, verb string) string {
	return fmt.Sprintf("ask %s just came on screen: look before %s (keys wait %s after the card is drawn)",
		queue.ShortID(id), verb, moveHold)
}
