package tui

import (
	"fmt"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// replacedHold is how long the card under the cursor ignores decision
// keys after the desk found another store in the file's place: its ask
// may carry the ID of the one read, and be another command.
const replacedHold = swapHold

// storeReplaced reports whether the read ch is of another store than
// the one the desk read before (a store restored from a copy, or another
// store renamed over the file): its mark (made time, audit origin)
// differs. It keeps the mark of a store read for the first time.
func (m *Model) storeReplaced(ch *queue.Changes) bool {
	if ch.Fresh || ch.Store.IsZero() {
		return false
	}
	was := m.storeMark
	m.storeMark = ch.Store
	return m.read && !was.IsZero() && !was.Same(ch.Store)
}

// replaced says, loudly, that the store the desk read was replaced by
// another (what says by what: anotherWords; for an older copy of itself,
// how its audit trail went back, storeWentBack): every ask, rule and audit entry is read afresh (the asks of
// the one read are not in it, though IDs may repeat), the decisions that
// waited out their undo window here are dropped (the queue would refuse
// them: they name what was read), the cards built are thrown away, and
// the card under the cursor waits before it can be decided.
func (m *Model) replaced(what string) {
	dropped := 0
	for d := m.holds.undo(); d != nil; d = m.holds.undo() {
		for _, a := range d.asks {
			delete(m.list.busy, a.ID)
		}
		dropped += max(len(d.asks), 1)
	}
	clear(m.list.marked)
	clear(m.cards)
	m.swapRead = true
	m.building, m.pinned = "", nil
	text := "store replaced: "
	if dropped > 0 {
		text += fmt.Sprintf("%s in the undo window dropped, not sent; ", plural(dropped, "decision"))
	}
	text += what + ", read afresh: an ask's ID may name another command" + m.c.Marks.Dash + "look before deciding"
	switch {
	case m.madeAgain:
		// a store made again where the one read was deleted: the
		// queue refuses this desk's decisions, which matters most
		text = m.behindWords()
	case m.wentBack:
		// so does an older copy put back: said here, not only when a
		// decision fails (rt35k HIGH-1)
		// first, where a cut status line keeps it; the header names
		// the store
		text = "store replaced by an older copy of itself: restart the desk to decide here; decisions refused; " + what + ", read afresh"
	}
	m.setStatus(statusErr, text)
	if id := m.list.selectedID(); id != "" {
		now := m.c.Now()
		m.grace = grace{id: id, since: now, until: now.Add(replacedHold), unbidden: true, replaced: true}
	}
}

// anotherWords says what is in the file's place when it is another
// store: when it was made.
func (m *Model) anotherWords() string {
	return fmt.Sprintf("%s now holds another store (made %s)", cards.Escape(m.storePath), stamp(m.storeMark.Made, m.c.Now()))
}

// seenKey tells an ask read in one store from another under its ID: its
// time and queue.SeenSum.
func seenKey(a store.Ask) string {
	return a.Created.String() + " " + queue.SeenSum(a)
}
