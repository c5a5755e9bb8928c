package tui

import (
	"sort"

	"ozdesk.dev/ozdesk/store"
)

// The asks arriving and leaving, and the selection following its ask.

// SetAsks replaces the asks (oldest first, as the store gives them) and
// keeps the selection on its ask; when that ask has left, the selection
// moves to the next one. It reports the selected ask's ID before and after.
func (q *queueList) SetAsks(asks []store.Ask) (before, after string) {
	key, before := q.selectedAt()
	q.shared = interner{}
	q.shared.asks(asks, len(asks))
	q.all = asks
	q.measure()
	return before, q.settle(key, before)
}

// Apply adds the asks that became pending and takes out those that left,
// keeping the selection as SetAsks does. The list is never changed in
// place: a slice handed out before stays as it was.
func (q *queueList) Apply(added []store.Ask, left []string) (before, after string) {
	key, before := q.selectedAt()
	q.shared.asks(added, len(q.all)+len(added))
	gone := map[string]bool{}
	for _, id := range left {
		gone[id] = true
	}
	all := make([]store.Ask, 0, len(q.all)+len(added))
	for _, a := range q.all {
		if !gone[a.ID] {
			all = append(all, a)
		}
	}
	for _, a := range added {
		if !gone[a.ID] {
			all = append(all, a)
		}
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].ID < all[j].ID })
	q.all = all
	if len(left) == 0 {
		q.measureAdded(added)
	} else {
		q.measure()
	}
	return before, q.settle(key, before)
}

// settle drops what no longer applies after the asks changed and puts the
// selection back on (or after) the ask that had it, where it sorted.
func (q *queueList) settle(key, sel string) string {
	for id := range q.busy {
		if q.index(id) < 0 {
			delete(q.busy, id)
		}
	}
	for id := range q.gone {
		if q.index(id) < 0 {
			delete(q.gone, id)
		}
	}
	for id := range q.stopped {
		if q.index(id) < 0 {
			delete(q.stopped, id)
		}
	}
	for id := range q.marked {
		if q.index(id) < 0 {
			delete(q.marked, id)
		}
	}
	if q.sortBy == byNode && !q.cols.nodes {
		q.sortBy = byAge // one node left: nothing to group
	}
	q.rebuild()
	q.selectNear(key, sel)
	return q.selectedID()
}

// Remove takes an ask out of the list (it was decided here), moving the
// selection to the next ask when it was selected.
func (q *queueList) Remove(id string) {
	i := q.index(id)
	if i < 0 {
		return
	}
	key, sel := q.selectedAt()
	q.all = append(q.all[:i:i], q.all[i+1:]...)
	delete(q.busy, id)
	delete(q.marked, id)
	q.letGo()
	q.measure()
	q.rebuild()
	q.selectNear(key, sel)
}

// index finds an ask by ID; IDs increase with age, so the list is sorted.
func (q *queueList) index(id string) int {
	i := sort.Search(len(q.all), func(i int) bool { return q.all[i].ID >= id })
	if i < len(q.all) && q.all[i].ID == id {
		return i
	}
	return -1
}

// selectNear selects the ask with the ID (sorting under key), or else
// the next one after it in the order, or else the last.
func (q *queueList) selectNear(key, id string) {
	n := q.Len()
	if n == 0 || id == "" {
		q.sel = 0
		q.scroll()
		return
	}
	q.sel = min(sort.Search(n, func(i int) bool { return q.after(i, key, id) }), n-1)
	q.scroll()
}

// selectNextWaiting moves the selection off an ask a decision is on its
// way for, to the next shown ask none is (else the one before); it
// reports whether the selection moved.
func (q *queueList) selectNextWaiting() bool {
	n := q.Len()
	if n == 0 || q.busy[q.at(q.sel).ID] == "" {
		return false
	}
	for i := q.sel + 1; i < n; i++ {
		if q.busy[q.at(i).ID] == "" {
			q.sel = i
			q.scroll()
			return true
		}
	}
	for i := q.sel - 1; i >= 0; i-- {
		if q.busy[q.at(i).ID] == "" {
			q.sel = i
			q.scroll()
			return true
		}
	}
	return false
}

// selectID selects the ask with the ID where it sorts now (or the next
// one, when it is not shown).
func (q *queueList) selectID(id string) {
	key := ""
	if i := q.index(id); i >= 0 {
		key = q.sortBy.key(&q.all[i])
	}
	q.selectNear(key, id)
}
