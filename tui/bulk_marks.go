package tui

import (
	"fmt"

	"ozdesk.dev/ozdesk/queue"
)

// sayMarked says how many asks are marked and which keys decide them,
// after what (took) the mark did besides.
func (m *Model) sayMarked(took string) {
	n := len(m.list.marked)
	if n == 0 {
		m.setStatus(statusInfo, took+"no ask marked")
		return
	}
	k := m.c.Keys.Decide
	m.setStatus(statusInfo, fmt.Sprintf("%s%s marked%s%s, %s or %s decides them all; %s unmarks",
		took, plural(n, "ask"), m.c.Marks.Dot, k.Approve.Help().Key, k.ApproveWhy.Help().Key, k.Deny.Help().Key, k.Mark.Help().Key))
}

// markAllKey marks every ask the queue shows (with a filter, every ask
// it matches), or unmarks them all when every one is marked already: a
// flood from one runaway agent is filtered and marked in two keys, not
// one space an ask (rt20k #8). Asks whose decision is on its way stay
// out. A mark decides nothing: the bulk confirmation lists every ask, and
// a bulk approval still holds the ones not read whole (bulkHeld).
func (m *Model) markAllKey() {
	var free []string
	all := true
	for i := range m.list.Len() {
		a := m.list.at(i)
		if m.list.busy[a.ID] != "" {
			continue
		}
		free = append(free, a.ID)
		all = all && m.list.marked[a.ID]
	}
	switch {
	case len(free) == 0:
		m.setStatus(statusInfo, "no ask to mark")
		return
	case all:
		for _, id := range free {
			delete(m.list.marked, id)
		}
		m.list.anchor = ""
		m.sayMarked(fmt.Sprintf("%s unmarked%s", plural(len(free), "shown ask"), m.c.Marks.Dot))
		return
	}
	for _, id := range free {
		m.list.marked[id] = true
	}
	m.sayMarked("")
}

// markRangeKey marks every ask shown from the ask marked last (space or
// a range before) to the one under the cursor, both included, as lazygit's
// and k9s's range marks do.
func (m *Model) markRangeKey() {
	cur := m.list.Selected()
	from := -1 // the anchor's row among those shown
	for i := range m.list.Len() {
		if m.list.at(i).ID == m.list.anchor {
			from = i
		}
	}
	if cur == nil {
		m.setStatus(statusInfo, "no ask to mark")
		return
	}
	if from < 0 || !m.list.marked[m.list.anchor] {
		m.setStatus(statusInfo, fmt.Sprintf("no mark to start a range from: mark its first ask with %s, then %s on its last",
			m.c.Keys.Decide.Mark.Help().Key, m.c.Keys.Decide.MarkRange.Help().Key))
		return
	}
	lo, hi := min(from, m.list.sel), max(from, m.list.sel)
	for i := lo; i <= hi; i++ {
		if a := m.list.at(i); m.list.busy[a.ID] == "" {
			m.list.marked[a.ID] = true
		}
	}
	m.list.anchor = cur.ID
	m.sayMarked(fmt.Sprintf("asks %s to %s marked%s", queue.ShortID(m.list.at(lo).ID), queue.ShortID(m.list.at(hi).ID), m.c.Marks.Dot))
}
