package tui

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestApproveReleasesOnlyItsOwn: an ask left pending after rule r1's
// approval (it arrived while r1's confirmation was open, so r1 left it
// for an operator) is not swept up by the approval of another rule r2
// that cannot match it: r2's `y` confirmation lists only the asks r2
// decides, and its approval leaves the other pending (rt19k #3). Failed
// before: r2's dialog listed "resolves ask 2 · npm publish --tag late ./packages/ui" as its own,
// and its approval released it as "resolved by rule r1".
func TestApproveReleasesOnlyItsOwn(t *testing.T) {
	d := openDesk(t, 100, 30)
	d.fourEyesOn()
	end := d.clock.Now().Add(24 * time.Hour)
	if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Allow, Pattern: "npm publish --tag late ./packages/ui", Reason: "late builds",
		Author: "alice", End: end}); err != nil {
		t.Fatal(err)
	}
	left := d.ask("claude", "build", "npm publish --tag late ./packages/ui")
	// r1 approved with a confirmation that never listed the ask: it
	// stays pending, for an operator to read
	if res, err := d.svc.ApproveRuleListed("r1", "bob", queue.Listed{}); err != nil || len(res.Unlisted) != 1 {
		t.Fatalf("approving r1 listing nothing: %+v, %v; want ask %s left pending", res, err, left)
	}
	if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Allow, Pattern: "npm publish --tag beta ./packages/ui", Reason: "targets",
		Author: "alice", End: end}); err != nil {
		t.Fatal(err)
	}
	mine := d.ask("claude", "build", "npm publish --tag beta ./packages/ui")
	d.reload()

	bob := d.asOperator("bob")
	bob.keys("2", "G", "y")
	scr := bob.mustShow("Approve rule r2?", "and resolves 1 pending ask", "resolves ask "+queue.ShortID(mine)+" ")
	if strings.Contains(scr, "resolves ask "+queue.ShortID(left)+" ") {
		t.Fatalf("r2's confirmation lists ask %s, which r1 decides, as r2's:\n%s", left, scr)
	}
	bob.keys("right", "enter")
	bob.pastUndo()
	bob.reload()
	if a := d.askState(mine); a.State != store.StateResolved {
		t.Errorf("r2's ask %s is %s, want resolved", mine, a.State)
	}
	if a := d.askState(left); a.State != store.StatePending {
		t.Errorf("ask %s, left for an operator, is %s (%+v), want pending: r2 does not decide it", left, a.State, a.Decision)
	}
}
