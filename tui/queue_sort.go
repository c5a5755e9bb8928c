package tui

import "ozdesk.dev/ozdesk/cards"

// sorted cycles the queue's order and says what it is now; the selection
// stays on its ask. While every ask comes from one node the node order
// is passed, and the status line says why (rt28k #12f).
func (m *Model) sorted() {
	switch by := m.list.CycleSort(); by {
	case "age":
		m.setStatus(statusInfo, "queue by age, oldest first")
	default:
		text := "queue grouped by " + by + ", each group oldest first"
		if by == byRule.name() && !m.list.cols.nodes && len(m.list.all) > 0 {
			text += "; every ask comes from " + cards.Escape(m.list.all[0].Node) + ": no node groups"
		}
		m.setStatus(statusInfo, text)
	}
}
