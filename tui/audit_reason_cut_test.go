package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestAuditReasonGivesWay (rt38k LOW-1): at 80 columns a decision's row
// in the audit view cut its short command ("rm …ee" for rm -rf
// /srv/l1/three, "rm -rf…rv/qq" for rm -rf /srv/qq), or cut across the
// reason's close so that the command read as the reason. The reason
// gives way first, inside its parentheses: a short command is whole,
// and where the reason shows its close "): " stands before the command.
func TestAuditReasonGivesWay(t *testing.T) {
	cases := []struct{ command, reason string }{
		{"rm -rf /srv/l1/three", "nope"},
		{"rm -rf /srv/qq", "not today: the backup of /srv has not run yet"},
		{"rm -rf /srv/l1/two-with-a-longer-name", "wait for the migration window on friday"},
	}
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			var ids []string
			for _, tc := range cases {
				ids = append(ids, d.askFixed("l4", "", tc.command))
			}
			for i, tc := range cases {
				if _, err := d.svc.Decide(ids[i], queue.Decision{Outcome: patterns.Refuse, By: "carol", Reason: tc.reason}); err != nil {
					t.Fatal(err)
				}
			}
			d.reload()
			d.settle()
			d.keys("3")
			scr := d.mustShow("ask 3 denied")
			for i, tc := range cases {
				row := strings.TrimRight(lineHolding(scr, "ask "+itoa(i+1)+" denied"), " ")
				if len(tc.command) <= 24 && !strings.HasSuffix(row, ": "+tc.command) {
					t.Errorf("the row of ask %d does not end in its whole command:\n%s", i+1, scr)
				}
				if strings.Contains(row, "(reason:") && !strings.Contains(row, "): rm -rf /s") {
					t.Errorf("the row of ask %d cuts across the reason's close:\n%s", i+1, scr)
				}
			}
			d.requireScreen(t)
		})
	}
}
