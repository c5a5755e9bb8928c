package tui

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestMoveCountdownScreen draws, at each golden size, a move held in its
// undo window: the countdown names the move and the asks it resolves
// (rt28k #3).
func TestMoveCountdownScreen(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			for _, spec := range []queue.RuleSpec{
				{Outcome: patterns.Ask, Pattern: "make **", Reason: "builds are looked at", Author: "admin"},
				{Outcome: patterns.Allow, Pattern: "make deploy ENV=prod", Reason: "deploy test ok", Author: "admin",
					End: d.clock.Now().Add(24 * time.Hour)},
			} {
				if _, err := d.svc.AddRule(spec); err != nil {
					t.Fatal(err)
				}
			}
			d.askFixed("van", "release", "make deploy ENV=prod")
			d.reload()
			d.settle()
			d.keys("2", "j", "m", "k", "enter", "right", "enter")
			d.mustShow("moving rule r2 above r1: resolving 1 ask", "u undoes")
			d.requireScreen(t)
		})
	}
}
