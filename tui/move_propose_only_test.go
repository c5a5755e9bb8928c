package tui

import (
	"errors"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestRulesMoveProposeNeverMoves: "Propose" chosen on a move's
// confirmation only ever proposes: when four eyes was turned off while the
// dialog was open, the rule stays where it stood and the ask waits, and
// the desk says why (rt29k #20: it moved the rule at once and released
// the ask).
func TestRulesMoveProposeNeverMoves(t *testing.T) {
	d, id := moveFixture(t, 120, 40)
	d.fourEyesOn()
	d.reload()
	d.keys("2", "j", "m", "k", "enter")
	d.mustShow("Propose moving rule r2 above r1?")
	set, err := d.svc.Settings()
	if err != nil {
		t.Fatal(err)
	}
	set.FourEyes = false
	if _, err := d.svc.SetSettings(set, "admin"); err != nil && !errors.Is(err, queue.ErrProposed) {
		t.Fatal(err)
	}
	// four eyes off is itself held: a second operator approves it
	if ps, err := d.svc.Proposals(); err == nil && len(ps) == 1 {
		if _, err := d.svc.ApproveProposal(ps[0].ID, "second-operator"); err != nil {
			t.Fatal(err)
		}
	}
	if set, _ := d.svc.Settings(); set.FourEyes {
		t.Fatal("four eyes is still on")
	}
	d.keys("right", "enter") // Propose
	d.mustShow("nothing to propose", "four eyes is off")
	if got := d.ruleOrder(); got != "r1 r2" {
		t.Fatalf("Propose moved the rule: order %s, want r1 r2", got)
	}
	if a := d.askState(id); a.State != store.StatePending {
		t.Fatalf("Propose released ask %s: %s", id, a.State)
	}
}

// TestRulesMoveAskBelowProposedAllow: under four eyes, moving an ask
// below an allow that is only proposed is proposed, and the confirmation
// says which allow (rt29k #14: it moved at once).
func TestRulesMoveAskBelowProposedAllow(t *testing.T) {
	d := openDesk(t, 120, 40)
	if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: "make **",
		Reason: "builds are looked at", Author: "admin"}); err != nil {
		t.Fatal(err)
	}
	d.fourEyesOn()
	if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Allow, Pattern: "make test",
		Reason: "tests run", Author: "admin", End: d.clock.Now().Add(24 * time.Hour)}); err != nil {
		t.Fatal(err)
	}
	d.reload()
	d.settle()
	d.keys("2", "m", "j", "enter")
	d.mustShow("Propose moving rule r1", "an ask read after the proposed allow r2")
	d.keys("right", "enter")
	d.mustShow("proposed p1: move rule r1 after r2")
	if got := d.ruleOrder(); got != "r1 r2" {
		t.Fatalf("order %s, want r1 r2", got)
	}
}
