package tui

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestAuditRetireIsNoAllow: the audit view draws a retired allow rule's
// entry as a retirement that names the rule's outcome ("allow rule r1"),
// without the "✓ allow" mark an allow's entry carries; the entry that
// wrote the rule keeps it.
func TestAuditRetireIsNoAllow(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Allow, Pattern: "npm publish", Author: "alice",
				Reason: "releases", End: d.clock.Now().Add(24 * time.Hour)}); err != nil {
				t.Fatal(err)
			}
			if err := d.svc.RetireRule("r1", "alice"); err != nil {
				t.Fatal(err)
			}
			d.reload()
			d.settle()
			d.keys("3")
			scr := d.screen()
			var added, retired string
			for l := range strings.SplitSeq(scr, "\n") {
				switch {
				case strings.Contains(l, "rule.add"):
					added = l
				case strings.Contains(l, "rule.retire"):
					retired = l
				}
			}
			if !strings.Contains(added, "✓ allow rule r1") {
				t.Errorf("the rule.add entry reads %q, want ✓ allow", added)
			}
			if strings.Contains(retired, "✓") || !strings.Contains(retired, "allow rule r1: npm publish") {
				t.Errorf("the rule.retire entry reads %q, want \"allow rule r1: npm publish\" and no ✓:\n%s", retired, scr)
			}
		})
	}
}
