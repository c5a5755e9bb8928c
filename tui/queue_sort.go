package tui

// sorted cycles the queue's order and says what it is now; the selection
// stays on its ask.
func (m *Model) sorted() {
	switch by := m.list.CycleSort(); by {
	case "age":
		m.setStatus(statusInfo, "queue by age, oldest first")
	default:
		m.setStatus(statusInfo, "queue grouped by "+by+", each group oldest first")
	}
}
