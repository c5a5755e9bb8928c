package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestRuleDetailKeys: a rule's detail offers y only on a proposed rule
// (rt28k #12b: "y approve proposed" stood on a rule in force).
func TestRuleDetailKeys(t *testing.T) {
	for _, tc := range []struct {
		name     string
		fourEyes bool
		want     bool
	}{
		{"in force", false, false},
		{"proposed", true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 120, 40)
			if tc.fourEyes {
				d.fourEyesOn()
			}
			if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Allow, Pattern: "make test",
				Reason: "tests run", Author: "admin", End: d.clock.Now().Add(48 * 3600e9)}); err != nil {
				t.Fatal(err)
			}
			d.reload()
			d.settle()
			d.keys("2", "enter")
			d.mustShow("Rule r1", "x retire")
			if got := contains(d.screen(), "y approve"); got != tc.want {
				t.Fatalf("the detail of a rule %s offers y: %v, want %v\n%s", tc.name, got, tc.want, d.screen())
			}
		})
	}
}
