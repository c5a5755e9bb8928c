package tui

import (
	"fmt"
	"time"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// swapHold is the least time a card that came under the cursor because
// the selected ask left ignores decision keys, when the operator does not
// move: long enough to cover a key already on its way for the ask that
// left (an agent chooses when its own ask leaves).
const swapHold = 2500 * time.Millisecond

// pinnedCard is an ask that left the queue while its full-screen card
// was open: the card stays on it, says why it left, and decides nothing.
type pinnedCard struct {
	ask  store.Ask
	data *cardData
	why  string
}

// startSwap gives the card of ask id, which took the place of the ask
// took that left the queue, a hold on the decision keys, and says so.
func (m *Model) startSwap(id, took string) tea.Cmd {
	d := max(m.c.Grace, swapHold)
	now := m.c.Now()
	m.grace = grace{id: id, since: now, until: now.Add(d), took: took, unbidden: true}
	m.grace.tookSaid = m.swapWords("ask " + queue.ShortID(took) + " left the queue")
	m.setStatus(statusWarn, m.grace.tookSaid)
	return graceEnd(id, d, m.live)
}

// swapWords says that the selection moved because an ask left: why is
// what happened to it.
func (m *Model) swapWords(why string) string {
	return fmt.Sprintf("%s; now on ask %s%slook before deciding", why, queue.ShortID(m.grace.id), m.c.Marks.Dash)
}

// holdWords says why a decision key (or a mark: verb) waits on ask id.
func (m *Model) holdWords(id, verb string) string {
	if m.grace.took != "" && m.grace.tookWhy != "" {
		// why it left stays said when a key lands in the hold (rt35k
		// MEDIUM-4)
		return fmt.Sprintf("%s; ask %s took its place: look before %s (move, or wait a moment)",
			m.grace.tookWhy, queue.ShortID(id), verb)
	}
	if m.grace.took != "" {
		return fmt.Sprintf("ask %s took the place of ask %s, which left the queue: look before %s (move, or wait a moment)",
			queue.ShortID(id), queue.ShortID(m.grace.took), verb)
	}
	if m.grace.pointer {
		return pointerWords(id, verb)
	}
	if m.grace.replaced && m.wentBack {
		// the store put back is this one as it was, not another (rt35k
		// HIGH-1), and it refuses what this desk decides
		return fmt.Sprintf("ask %s is from an older copy of the store, put back: look before %s; this desk's decisions are refused until it restarts", queue.ShortID(id), verb)
	}
	if m.grace.replaced {
		return fmt.Sprintf("ask %s is from another store (store replaced): look before %s (keys wait a moment)", queue.ShortID(id), verb)
	}
	if m.grace.pane != "" {
		return paneWords(id, m.grace.pane, verb)
	}
	if m.grace.shown {
		return shownWords(id, verb)
	}
	if m.grace.moved {
		return fmt.Sprintf("ask %s just came under the cursor: look before %s (keys wait %s after a move)",
			queue.ShortID(id), verb, moveHold)
	}
	came := m.cameWords(id)
	if m.inBurst(id) {
		// the advice first, within 80 columns: a status cut at the
		// end hid it ("(it came while keys w…", rt37k L7)
		return fmt.Sprintf("ask %s %s: look before %s; keys wait a %s pause", queue.ShortID(id), came, verb, burstGap)
	}
	return fmt.Sprintf("ask %s %s: look before %s (keys wait a moment)", queue.ShortID(id), came, verb)
}

// cameWords says how ask id came under the cursor: "just arrived" only
// when it did, else "just came under the cursor" (an ask that waited and
// came under it as a move or a decision moved it on: rt14k #11, rt16k #9
// "just arrived" for an ask 10 minutes old).
func (m *Model) cameWords(id string) string {
	if i := m.list.index(id); i >= 0 && m.c.Now().Sub(m.list.all[i].Created) > arrivedWithin {
		return "just came under the cursor"
	}
	return "just arrived"
}

// arrivedWithin is how old an ask is said to have "just arrived".
const arrivedWithin = 3 * time.Second

// looked ends a hold that waits for the operator to move: they pressed a
// navigation key, so what is under the cursor is what they chose.
func (m *Model) looked() {
	if m.grace.took != "" {
		m.grace = grace{}
	}
}

// selectionLeft handles the selected ask leaving the queue without a
// decision made here: the full-screen card stays on it, and the ask that
// takes its place holds the decision keys.
func (m *Model) selectionLeft(old store.Ask, after string) tea.Cmd {
	if m.focusCard {
		m.pinned = &pinnedCard{ask: old, data: m.cards[old.ID], why: "ask " + queue.ShortID(old.ID) + " left the queue"}
	}
	if after == "" {
		return nil
	}
	return m.startSwap(after, old.ID)
}

// swapLeft updates the full-screen card's and the status line's words
// (text, about ask a) once it is read why a left.
func (m *Model) swapLeft(a leftAsk, text string) string {
	if m.pinned != nil && m.pinned.ask.ID == a.id {
		m.pinned.why = whyLeft(a, m.c.Operator, m.c.Styles.Glyphs.Quote)
	}
	if m.grace.took == a.id {
		m.grace.tookWhy = whyLeft(a, m.c.Operator, m.c.Styles.Glyphs.Quote)
		return m.swapWords(text)
	}
	return text
}
