package tui

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestApproveRuleShowsScopeEndAndReason: the second operator's y on a
// proposed rule names what they approve besides its pattern: whom it
// holds for, when it ends, and why, wrapped at 80x24. Before (rt19k #2)
// it showed the pattern only.
func TestApproveRuleShowsScopeEndAndReason(t *testing.T) {
	for _, sz := range []struct{ w, h int }{{80, 24}, {120, 40}} {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			set := store.DefaultSettings()
			set.FourEyes = true
			if _, err := d.svc.SetSettings(set, "admin"); err != nil {
				t.Fatal(err)
			}
			if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Allow, Pattern: "make deploy-*",
				Reason: "deploys", Author: "alice", End: d.clock.Now().Add(30 * 24 * time.Hour)}); err != nil {
				t.Fatal(err)
			}
			d.reload()
			d.settle()
			bob := d.asOperator("bob")
			bob.keys("2", "y")
			bob.mustShow("Approve rule r1?", "make deploy-*", "for agents", "every agent", "every node", "every workdir",
				"ends", "(in 29d 23h)", "reason", "deploys", "written by alice")
		})
	}
}
