package tui

import (
	"fmt"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// freshAsk is an ask that arrived while the desk ran: key is its
// seenKey (an ID a restored store reuses is another ask), since when the
// queue was first on screen with it (zero: not yet).
type freshAsk struct {
	key   string
	since time.Time
}

// noteArrivals, called once a read is applied to the list, keeps, of
// the asks it brought (read), those the desk
// did not hold before (had: ID to seenKey), as fresh: bulk marks pass
// over them until they have been on screen for the arrival hold
// (rt35k HIGH-2: ctrl+a then a approved an ask that came 0.3 s before,
// never drawn, hidden below the confirmation's fold). all says every ask
// read is new to the operator (another store in the file's place). The
// desk's first read brings nothing fresh: nothing arrived under the
// operator's eyes.
func (m *Model) noteArrivals(had map[string]string, read []store.Ask, all bool) {
	if m.arrivedNew == nil {
		m.arrivedNew = map[string]freshAsk{}
	}
	in := make(map[string]bool, len(m.list.all))
	for _, a := range m.list.all {
		in[a.ID] = true
	}
	for id := range m.arrivedNew {
		if !in[id] {
			delete(m.arrivedNew, id)
		}
	}
	for _, a := range read {
		k := seenKey(a)
		if k0, ok := had[a.ID]; (ok && k0 == k && !all) || (!m.read && !all) {
			continue
		}
		m.arrivedNew[a.ID] = freshAsk{key: k}
	}
}

// keysOf reads the seenKeys of the asks of before whose IDs read holds,
// by ID, before the read changes them: only those, so that a read of a
// few asks hashes no more than them, whatever the queue's length.
func keysOf(before, read []store.Ask) map[string]string {
	ids := make(map[string]bool, len(read))
	for _, a := range read {
		ids[a.ID] = true
	}
	out := make(map[string]string, len(read))
	for _, a := range before {
		if ids[a.ID] {
			out[a.ID] = seenKey(a)
		}
	}
	return out
}

// queueOnScreen reports whether the queue's rows are drawn: its view,
// nothing in place of the body, a terminal large enough to read in.
func (m *Model) queueOnScreen() bool {
	return m.view == viewQueue && !m.tooSmall() && len(m.dialogs.in(placeBody)) == 0 && m.list.h > 1
}

// freshSeen starts the arrival hold of each fresh ask once it is drawn
// (its row on screen, or its card), starts it again when the ask leaves
// the screen before it is over, and forgets those whose hold is over;
// called from prepare, after the rows are drawn (noteArrivals forgets
// those that left). An ask that arrived below the fold is not drawn
// until the operator scrolls to it: its hold has not started, and bulk
// marks pass over it however long it waits (rt37k HIGH-1: the queue on
// screen started the hold of every arrival, and ctrl+a marked ask 50,
// which the pane, showing rows 2–5, had never drawn). It looks at the
// rows on screen and the holds running, not at every arrival.
func (m *Model) freshSeen(now time.Time) {
	if len(m.arrivedNew) == 0 {
		return
	}
	if m.arrivedHeld == nil {
		m.arrivedHeld = map[string]bool{}
	}
	for id := range m.arrivedHeld {
		f, ok := m.arrivedNew[id]
		switch {
		case ok && !f.since.IsZero() && !now.Before(f.since.Add(m.c.Grace)):
			delete(m.arrivedNew, id)
			delete(m.arrivedHeld, id)
		case !ok || f.since.IsZero() || !m.drawnNow(id):
			// left, read anew, or off screen before its hold was over
			if ok {
				f.since = time.Time{}
				m.arrivedNew[id] = f
			}
			delete(m.arrivedHeld, id)
		}
	}
	if !m.queueOnScreen() {
		return
	}
	start := func(id string) {
		if f, ok := m.arrivedNew[id]; ok && f.since.IsZero() {
			f.since = now
			m.arrivedNew[id] = f
			m.arrivedHeld[id] = true
		}
	}
	for id := range m.list.drawn {
		start(id)
	}
	if m.cardOnScreen() {
		start(m.list.selectedID())
	}
}

// drawnNow reports whether ask id is on screen now, once prepare has
// drawn the rows: its row among the queue's lines on screen, or its card.
func (m *Model) drawnNow(id string) bool {
	if !m.queueOnScreen() {
		return false
	}
	if _, ok := m.list.drawn[id]; ok {
		return true
	}
	return m.cardOnScreen() && m.list.selectedID() == id
}

// justArrived reports whether ask a is still in its arrival hold: it
// arrived while the desk ran and has not been on screen for the hold
// yet (or never been drawn). A bulk mark passes over it: only space, on
// its own row, marks it.
func (m *Model) justArrived(a store.Ask) bool {
	f, ok := m.arrivedNew[a.ID]
	if !ok || f.key != seenKey(a) {
		return false
	}
	return f.since.IsZero() || m.c.Now().Before(f.since.Add(m.c.Grace))
}

// skippedShown is how many asks passed over a status line names before
// it counts the rest.
const skippedShown = 3

// skippedWords says which asks a bulk mark passed over, and how to mark
// them: "ask 9 just arrived, not marked: read it, then space", or, for
// asks that arrived off screen and were never drawn, "ask 50 arrived off
// screen, not marked: …" (a few named, the rest counted).
func (m *Model) skippedWords(ids []string) string {
	var held, unseen []string
	for _, id := range ids {
		if f, ok := m.arrivedNew[id]; ok && f.since.IsZero() {
			unseen = append(unseen, id)
		} else {
			held = append(held, id)
		}
	}
	var parts []string
	if len(held) > 0 {
		parts = append(parts, asksWords(held)+" just arrived")
	}
	if len(unseen) > 0 {
		parts = append(parts, asksWords(unseen)+" arrived off screen")
	}
	it := "it"
	if len(ids) > 1 {
		it = "each"
	}
	return strings.Join(parts, ", ") + ", not marked: read " + it + ", then " + m.c.Keys.Decide.Mark.Help().Key
}

// asksWords names asks by their short IDs: "ask 9", "asks 9, 10", "asks
// 9, 10, 11 and 4 more".
func asksWords(ids []string) string {
	if len(ids) == 1 {
		return "ask " + queue.ShortID(ids[0])
	}
	short := make([]string, 0, skippedShown)
	for _, id := range ids[:min(len(ids), skippedShown)] {
		short = append(short, queue.ShortID(id))
	}
	out := "asks " + strings.Join(short, ", ")
	if len(ids) > skippedShown {
		out += fmt.Sprintf(" and %d more", len(ids)-skippedShown)
	}
	return out
}
