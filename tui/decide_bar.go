package tui

import (
	"charm.land/bubbles/v2/key"

	"ozdesk.dev/ozdesk/store"
)

// keyBar is why a decision key pressed now on the ask under the cursor
// would decide nothing, barNone when it would go ahead. decideKey refuses
// by it and the footer offers keys by it, so that the footer never says
// "a approve" where a is refused (rt41k F11: at 40x8 the card showed "no
// lines shown of 68", the footer "a approve", and a was refused).
type keyBar int

const (
	barNone keyBar = iota
	// barOffScreen: neither its row nor its card is on screen.
	barOffScreen
	// barPinned: the card shows an ask that left the queue.
	barPinned
	// barNoAsk: no ask is selected.
	barNoAsk
	// barGrace: the card's hold (an arrival, a move) stands.
	barGrace
	// barLoading: the card is not drawn yet.
	barLoading
	// barUnseen: the command has not been on screen, first line and
	// last.
	barUnseen
	// barClipped: an approval of a command the desk holds only in part.
	barClipped
	// barPartial: an approval of a command longer than its card, not
	// yet read whole in the pager.
	barPartial
	// barBusy: a decision of it waits out its undo window.
	barBusy
)

// keyBar says what bars a decision key now on ask a (the selected one);
// approve says the key approves (a, r, A).
func (m *Model) keyBar(a *store.Ask, approve bool) keyBar {
	switch {
	case a != nil && m.pinned == nil && !m.cardOnScreen() && !m.selectedRowShown():
		return barOffScreen
	case m.pinned != nil:
		return barPinned
	case a == nil:
		return barNoAsk
	case m.inGrace(a.ID):
		return barGrace
	case m.cards[a.ID] == nil:
		return barLoading
	case approve && !m.card.commandShown(a.ID) && m.card.approvable(a.ID):
		// a deny needs no reading, d and D deny at once (rt45k #5: d
		// on a 1 MB ask waited for its card to be scrolled); approving
		// a command longer than its card is barPartial's
		return barUnseen
	case approve && m.clipOf(*a) != "":
		return barClipped
	case approve && !m.card.approvable(a.ID):
		return barPartial
	case m.list.busy[a.ID] != "":
		return barBusy
	}
	return barNone
}

// waits reports whether a key under bar b is pressed in vain until
// something changes on its own or by scrolling: the footer shows such
// keys as "a/d/A/D wait…".
func (b keyBar) waits() bool {
	switch b {
	case barOffScreen, barGrace, barLoading, barUnseen:
		return true
	}
	return false
}

// approves reports whether binding b approves (a, r, A).
func (m *Model) approves(b key.Binding) bool {
	k := m.c.Keys.Decide
	return b.Help() == k.Approve.Help() || b.Help() == k.ApproveWhy.Help() || b.Help() == k.AlwaysAllow.Help()
}

// barredKeys are the footer's decision keys for ask a, each as keyBar
// bars it: those that wait, as one "a/d/A/D wait…" in the place of the
// first; an approval refused until the command is read whole, as "v read
// whole" in a's place (rt39k LOW-3); an approval nothing here can show
// whole, none; the rest as they are.
func (m *Model) barredKeys(a *store.Ask, decide []key.Binding) []key.Binding {
	out := make([]key.Binding, 0, len(decide))
	var waiting []key.Binding
	at := -1
	k := m.c.Keys.Decide
	bulk := len(m.list.marked) > 0 && m.pinned == nil
	for _, b := range decide {
		bar := m.keyBar(a, m.approves(b))
		if bulk && (bar == barUnseen || bar == barOffScreen) && (b.Help() == k.Approve.Help() || b.Help() == k.ApproveWhy.Help() || b.Help() == k.Deny.Help()) {
			// with asks marked, a, r and d decide the marked ones,
			// each under bulkKey's own rules
			bar = barNone
		}
		switch {
		case bar.waits():
			if at < 0 {
				at = len(out)
			}
			waiting = append(waiting, b)
		case bar == barClipped:
		case bar == barPartial:
			if b.Help() == k.Approve.Help() {
				w := m.c.Keys.Card.Whole
				out = append(out, key.NewBinding(key.WithKeys(w.Keys()...), key.WithHelp(w.Help().Key, "read whole")))
			}
		default:
			out = append(out, b)
		}
	}
	if at < 0 {
		return out
	}
	return append(out[:at:at], append(m.waitKeys(waiting), out[at:]...)...)
}
