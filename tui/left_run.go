package tui

import "fmt"

// leftCount says how many asks left with the one a leaving notice names
// (n in all, read in one go), each counted by one notice only, so that
// the notices of the status log add up (rt39k MEDIUM-1: 45 counted for
// 20 that left): "· 4 more left the queue". Asks that leave together are
// often read in several goes (68 askers killed at once): while the last
// leaving notice is still on screen, the line also says how many left
// since that run of notices began, named or not (rt9c F9: "1 more left
// the queue" when 67 had left), "· 1 more left the queue, 7 in all";
// an ask is never counted as "more" by two notices (rt37k L1).
func (m *Model) leftCount(n int) string {
	now := m.c.Now()
	if now.Sub(m.leftAt) > statusKeep {
		m.leftRun = 0
	}
	m.leftRun += n
	m.leftAt = now
	switch {
	case n <= 1 && m.leftRun > n:
		return fmt.Sprintf("%s%d left the queue in all", m.c.Marks.Dot, m.leftRun)
	case n <= 1:
		return ""
	case m.leftRun > n:
		return fmt.Sprintf("%s%d more left the queue, %d in all", m.c.Marks.Dot, n-1, m.leftRun)
	}
	return fmt.Sprintf("%s%d more left the queue", m.c.Marks.Dot, n-1)
}
