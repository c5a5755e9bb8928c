package tui

import "ozdesk.dev/ozdesk/store"

// The marked asks, and those the filter hides.

// markedAsks are the marked asks, in the list's order (shown or not).
func (q *queueList) markedAsks() []store.Ask {
	var out []store.Ask
	for _, a := range q.all {
		if q.marked[a.ID] {
			out = append(out, a)
		}
	}
	return out
}

// markedAmong counts the asks of ids that are marked.
func (q *queueList) markedAmong(ids []string) int {
	n := 0
	for _, id := range ids {
		if q.marked[id] {
			n++
		}
	}
	return n
}

// hiddenOf are those of asks that the filter hides ("" when no filter
// is in force, or it hides none of them), by ID in their order.
func (q *queueList) hiddenOf(asks []store.Ask) []string {
	if q.filter == "" {
		return nil
	}
	shown := make(map[string]bool, q.Len())
	for i := range q.Len() {
		shown[q.at(i).ID] = true
	}
	var out []string
	for _, a := range asks {
		if !shown[a.ID] {
			out = append(out, a.ID)
		}
	}
	return out
}
