package tui

import (
	"encoding/json"
	"fmt"

	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// An asker refused because the store's lock stayed busy past its wait
// (a burst of asks, or a process holding the store open) queued nothing:
// the desk showed nothing of it (issue 9, rt46k M3). It is noted beside
// the store, and a later ask's write folds the notes into the trail
// ("ask.unreached"). The desk counts both, the notes each read finds
// (queue.Changes.Unreached) and the entries folded since it started, and
// says the count under the header and in the message log (@) whenever
// it grows.

// unreachedSeen is what the desk has counted of those refusals.
type unreachedSeen struct {
	waiting int    // noted beside the store, not in the trail yet
	folded  int    // in the trail, folded since the desk started
	err     string // why the notes could not be read, escaped
}

// total is every refusal counted.
func (u unreachedSeen) total() int { return u.waiting + u.folded }

// unreachedFolded counts the refusals the "ask.unreached" entries after
// seq stand for: one each, and for an entry that counts those only
// counted, the rest of them.
func unreachedFolded(entries []store.AuditEntry, seq uint64) int {
	n := 0
	for _, e := range entries {
		if e.Seq <= seq || e.Kind != store.KindUnreached {
			continue
		}
		var c struct{ Refused, Described int }
		if json.Unmarshal(e.Data, &c) == nil && c.Refused > 0 {
			n += max(c.Refused-c.Described, 0)
			continue
		}
		n++
	}
	return n
}

// words says the count: where the refusals are to be read.
func (u unreachedSeen) words() string {
	if u.total() == 0 {
		return "the note of asks that could not reach the store could not be read: " + u.err
	}
	where := "ozdesk audit shows them (ask.unreached)"
	if u.waiting > 0 {
		where = "the next ask written puts them in the audit trail (ozdesk audit, ask.unreached)"
	}
	were := "were"
	if u.total() == 1 {
		were = "was"
	}
	return fmt.Sprintf("%s could not reach the store (its lock stayed busy) and %s refused unqueued: %s",
		plural(u.total(), "ask"), were, where)
}

// noteUnreached counts the refusals a read brings and, when the count
// grew (or the notes could not be read, for another reason than last
// time), says it under the header and on the status line. Entries
// folded before the desk's first read are history, not news; notes not
// folded yet are news at any read.
func (m *Model) noteUnreached(ch *queue.Changes) {
	was := m.unreached
	now := unreachedSeen{waiting: ch.Unreached, folded: was.folded, err: safetext.Escape(ch.UnreachedErr)}
	if m.read && m.auditSeq != 0 {
		now.folded += unreachedFolded(ch.Audit, m.auditSeq)
	}
	m.unreached = now
	if now.total() <= was.total() && (now.err == "" || now.err == was.err || now.total() > 0) {
		if w := &m.warns.unreached; w.text != "" && now.total() > 0 {
			w.text = now.words() // folded since: where to read them changed
		}
		return
	}
	words := now.words()
	m.warns.unreached = stickyWarn{text: words, at: m.c.Now()}
	m.setStatus(statusWarn, words)
}
