package tui

import (
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

// freshSeen starts the arrival hold of the fresh asks once the queue is
// on screen, and forgets those whose hold is over; called from prepare
// (noteArrivals forgets those that left).
func (m *Model) freshSeen(now time.Time) {
	on := m.queueOnScreen()
	for id, f := range m.arrivedNew {
		switch {
		case f.since.IsZero() && on:
			f.since = now
			m.arrivedNew[id] = f
		case !f.since.IsZero() && !now.Before(f.since.Add(m.c.Grace)):
			delete(m.arrivedNew, id)
		}
	}
}

// justArrived reports whether ask a is still in its arrival hold: it
// arrived and has not been on screen for the hold yet. A bulk mark
// passes over it: only space, on its own row, marks it.
func (m *Model) justArrived(a store.Ask) bool {
	f, ok := m.arrivedNew[a.ID]
	if !ok || f.key != seenKey(a) {
		return false
	}
	return f.since.IsZero() || m.c.Now().Before(f.since.Add(m.c.Grace))
}

// skippedWords says which asks a bulk mark passed over as just arrived,
// and how to mark them: "ask 9 just arrived, not marked: read it, then
// space".
func (m *Model) skippedWords(ids []string) string {
	short := make([]string, len(ids))
	for i, id := range ids {
		short[i] = queue.ShortID(id)
	}
	what, it := "ask "+short[0]+" just arrived", "it"
	if len(ids) > 1 {
		what, it = "asks "+strings.Join(short, ", ")+" just arrived", "each"
	}
	return what + ", not marked: read " + it + ", then " + m.c.Keys.Decide.Mark.Help().Key
}
