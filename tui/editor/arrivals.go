package editor

import (
	"fmt"

	"ozdesk.dev/ozdesk/queue"
)

// seenAtReview keeps the asks the rule resolved when its confirmation
// opened (see review): an ask that joins the list while it is open is
// marked new, and the desk is told (ActArrived), as the rules view's
// approval does (rt22k #12: an agent's ask joined unmarked, and the
// focus stayed on Write rule).
func (m *Model) seenAtReview() {
	m.seen = map[string]bool{}
	m.arrived = map[string]bool{}
	if m.preview != nil {
		for _, id := range m.preview.Resolves {
			m.seen[id] = true
		}
	}
}

// newArrivals takes a fresh preview while the confirmation is open: the
// asks it resolves that were not listed when the confirmation opened,
// and not counted as arrived yet, are marked new; it says how many.
func (m *Model) newArrivals(pv *queue.Preview) int {
	if m.seen == nil || pv == nil {
		return 0
	}
	n := 0
	for _, id := range pv.Resolves {
		if !m.seen[id] && !m.arrived[id] {
			m.arrived[id] = true
			n++
		}
	}
	return n
}

// fresh reports whether ask id joined the confirmation's list after it
// opened.
func (m *Model) fresh(id string) bool { return m.arrived[id] }

// freshCount counts the asks the rule resolves now that joined the
// confirmation's list after it opened.
func (m *Model) freshCount() int {
	if m.preview == nil {
		return 0
	}
	n := 0
	for _, id := range m.preview.Resolves {
		if m.arrived[id] {
			n++
		}
	}
	return n
}

// arrivedWords is what the status line says when n asks arrived that the
// rule under confirmation would resolve.
func arrivedWords(n int) string {
	return fmt.Sprintf("%s arrived that this rule would resolve: listed, marked new", count(n, "ask"))
}
