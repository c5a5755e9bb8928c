package tui

import (
	"fmt"
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
// out, and so do asks still in their arrival hold (justArrived): a mark
// is the operator's look at its ask, and an ask that came a moment ago,
// perhaps never drawn, has had none (rt35k HIGH-2); the status line
// names them. A mark decides nothing: the bulk confirmation lists every
// ask, and a bulk approval still holds the ones not read whole
// (bulkHeld).
func (m *Model) markAllKey() {
	var free, skipped []string
	all := true
	for i := range m.list.Len() {
		a := m.list.at(i)
		switch {
		case m.list.busy[a.ID] != "":
			continue
		case m.justArrived(*a) && !m.list.marked[a.ID]:
			skipped = append(skipped, a.ID)
			continue
		}
		free = append(free, a.ID)
		all = all && m.list.marked[a.ID]
	}
	switch {
	case len(free) == 0 && len(skipped) > 0:
		m.setStatus(statusInfo, m.skippedWords(skipped))
		return
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
	m.sayMarked(m.skippedTook(skipped))
}

// skippedTook is skippedWords as the start of what sayMarked says, ""
// for none.
func (m *Model) skippedTook(skipped []string) string {
	if len(skipped) == 0 {
		return ""
	}
	return m.skippedWords(skipped) + m.c.Marks.Dot
}

// markRangeKey marks every ask shown from the ask marked last (space or
// a range before) to the one under the cursor, both included, as lazygit's
// and k9s's range marks do; an ask still in its arrival hold is passed
// over, as ctrl+a passes over it (rt35k L17: a sort by agent put one that
// had just arrived inside the range).
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
	var skipped []string
	for i := lo; i <= hi; i++ {
		a := m.list.at(i)
		switch {
		case m.list.busy[a.ID] != "", m.list.marked[a.ID]:
		case m.justArrived(*a):
			skipped = append(skipped, a.ID)
		default:
			m.list.marked[a.ID] = true
		}
	}
	if !m.list.marked[cur.ID] {
		// the range ends at an ask it passed over: the next range
		// starts where the marks do
		cur = m.list.at(from)
	}
	m.list.anchor = cur.ID
	span := make([]string, 0, hi-lo+1)
	for i := lo; i <= hi; i++ {
		span = append(span, m.list.at(i).ID)
	}
	m.sayMarked(m.skippedTook(skipped) + rangeWords(span) + " marked" + m.c.Marks.Dot)
}
