package tui

import (
	"errors"
	"strings"
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

// TestRulesMoveProposeCarriesInForce (fx53e): "Propose" chosen on a
// move's confirmation carries the rules in force the confirmation was
// drawn against, as a move made at once does: a rule put in force by
// another operator while the dialog was open refuses the proposal, the
// desk says the rules changed, and nothing is proposed; proposed with
// the rules as shown, the proposal keeps them. Failed before: the move
// was proposed against rules its author never saw.
func TestRulesMoveProposeCarriesInForce(t *testing.T) {
	for _, changed := range []bool{true, false} {
		t.Run(map[bool]string{true: "rules changed", false: "rules as shown"}[changed], func(t *testing.T) {
			d, _ := moveFixture(t, 120, 40)
			d.fourEyesOn()
			d.reload()
			d.keys("2", "j", "m", "k", "enter")
			d.mustShow("Propose moving rule r2 above r1?")
			if changed {
				// under four eyes a rule is proposed; a second operator
				// puts it in force
				if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Refuse, Pattern: "make boom",
					Reason: "no", Author: "admin"}); err != nil {
					t.Fatal(err)
				}
				if _, err := d.svc.ApproveRule("r3", "second-operator"); err != nil {
					t.Fatal(err)
				}
			}
			d.keys("right", "enter") // Propose
			ps, err := d.svc.Proposals()
			if err != nil {
				t.Fatal(err)
			}
			if changed {
				d.mustShow("the rules changed since you confirmed")
				if len(ps) != 0 {
					t.Fatalf("proposed against rules that changed: %+v", ps)
				}
				return
			}
			d.mustShow("proposed p1: move rule r2")
			if len(ps) != 1 || strings.Join(ps[0].Standing, " ") != "r1 r2" {
				t.Fatalf("proposals %+v, want one keeping r1 r2 in force", ps)
			}
		})
	}
}
