package tui

import (
	"time"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
)

// The tag that ends a row: a decision on its way, a harness gone, a
// deadline near, a host not in ASCII.

// tag is the word at the end of a row: a decision on its way, a harness
// gone, a deadline near.
func (q *queueList) tag(a *store.Ask, now time.Time) (string, bool) {
	switch {
	case q.busy[a.ID] != "":
		return q.busy[a.ID], false
	case q.gone[a.ID]:
		return "gone", true
	case q.stopped[a.ID]:
		// its harness receives nothing until continued (rt47k 5)
		return "stopped", true
	case nearDeadline(*a, now):
		// The deadline's one word, as on the card: "expires in 30s".
		return "expires in " + ago(a.Deadline.Sub(now)), false
	case q.foreign[a.ID]:
		// get.k3ѕ.io (a Cyrillic ѕ) reads as get.k3s.io: the card names
		// it by its punycode
		return foreignHostTag, false
	}
	return "", false
}

// foreignHostTag ends the row of an ask whose command names a host with
// letters outside ASCII.
const foreignHostTag = "host not ASCII"

// foreignHostCacheMax bounds the cache of which asks name such a host.
const foreignHostCacheMax = 4096

// readForeign notes, for the asks on screen not read yet, whether their
// command names a host with letters outside ASCII (from Update: View
// only reads the notes).
func (q *queueList) readForeign() {
	end := min(q.top+q.rows(), q.lineCount())
	for i := q.top; i < end; i++ {
		pos, _, ok := q.lineAt(i)
		if !ok {
			continue
		}
		a := q.at(pos)
		if _, read := q.foreign[a.ID]; read {
			continue
		}
		if q.foreign == nil || len(q.foreign) >= foreignHostCacheMax {
			q.foreign = map[string]bool{}
		}
		q.foreign[a.ID] = len(cards.ForeignHosts(a.Command)) > 0
	}
}
