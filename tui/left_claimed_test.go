package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestLeftNamesClaimedOperator: an ask decided elsewhere under a name
// only claimed (direct mode's --operator) is named on the status line
// with its account, marked claimed, as the audit view names it; a claim
// of the desk's own operator's name is not "you elsewhere" (rt21k #10).
func TestLeftNamesClaimedOperator(t *testing.T) {
	cases := []struct{ by, want string }{
		{"security-lead", "approved by security-lead (claimed, uid 1000)"},
		{"alice", "approved by alice (claimed, uid 1000)"},
	}
	for _, c := range cases {
		d := openDesk(t, 120, 40)
		id := d.ask("cl", "", "rm -rf /srv/claim")
		d.reload()
		d.settle()
		other := queue.New(d.st, queue.WithNode("node-1"), queue.WithClock(d.clock.Now),
			queue.WithHome(d.home()), queue.WithAccounts(queue.ClaimedAccounts(1000)))
		if _, err := other.Decide(id, queue.Decision{Outcome: patterns.Allow, By: c.by, Reason: "reviewed"}); err != nil {
			t.Fatal(err)
		}
		d.reload()
		d.settle()
		d.mustShow(c.want)
	}
}
