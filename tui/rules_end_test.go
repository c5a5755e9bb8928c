package tui

import (
	"testing"
	"time"
)

// TestRuleEndSaysWhatIsLeft (rt38k LOW-7): a rule with 7h59m left read
// "ends in 7h", rounded down by an hour; its end now says both units.
func TestRuleEndSaysWhatIsLeft(t *testing.T) {
	now := time.Date(2026, 12, 5, 4, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		left time.Duration
		want string
	}{
		{7*time.Hour + 59*time.Minute, "in 7h 59m"},
		{30 * time.Second, "in 30s"},
		{3*24*time.Hour + 4*time.Hour, "in 3d 4h"},
		{-time.Minute, "ended"},
	} {
		if got := endText(now.Add(c.left), now); got != c.want {
			t.Errorf("endText(%v left) = %q, want %q", c.left, got, c.want)
		}
	}
	if got := endText(time.Time{}, now); got != "never" {
		t.Errorf("endText(zero) = %q, want never", got)
	}
}
