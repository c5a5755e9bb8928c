package tui

import (
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// nearDue is how close to its deadline an ask is marked due: the last
// fifth of its wait, or the last minute, whichever is longer.
const nearDueMin = time.Minute

// ago writes a duration as a person reads an age: 5s, 12m, 3h, 2d.
func ago(d time.Duration) string {
	switch {
	case d < 0:
		return "0s"
	case d < time.Minute:
		return fmt.Sprintf("%ds", int(d/time.Second))
	case d < time.Hour:
		return fmt.Sprintf("%dm", int(d/time.Minute))
	case d < 48*time.Hour:
		return fmt.Sprintf("%dh", int(d/time.Hour))
	}
	return fmt.Sprintf("%dd", int(d/(24*time.Hour)))
}

// nearDeadline reports whether an ask is in the last stretch of its wait.
func nearDeadline(a store.Ask, now time.Time) bool {
	if a.Deadline.IsZero() {
		return false
	}
	left := a.Deadline.Sub(now)
	near := max(a.Deadline.Sub(a.Created)/5, nearDueMin)
	return left <= near
}

// cellWidth is the number of cells a drawn string takes.
func cellWidth(s string) int { return common.Width(s) }
