package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestApproveRuleResolvesOnlyListed: the second admin's confirmation of
// a proposed rule lists the asks its approval releases; an ask that
// arrives while it is open is not released by it, though the rule would
// decide it: it stays pending, and the status line says so (rt18k #1).
// Failed before: the approval resolved the late ask too ("resolved 3").
func TestApproveRuleResolvesOnlyListed(t *testing.T) {
	d := openDesk(t, 100, 30)
	set := store.DefaultSettings()
	set.FourEyes = true
	if _, err := d.svc.SetSettings(set, "admin"); err != nil {
		t.Fatal(err)
	}
	const cmd = "npm publish --tag beta ./packages/ui"
	d.ask("claude", "release", cmd)
	second := d.ask("claude", "release", cmd)
	d.reload()
	d.settle()
	d.keys("A", "tab", "beta releases", "enter", "right", "enter")
	d.pastUndo()
	d.reload()

	bob := d.asOperator("bob")
	bob.keys("2", "y")
	bob.mustShow("Approve rule r1?", "and resolves 1 pending ask (after a 2s undo window):", "resolves ask "+queue.ShortID(second))
	late := d.ask("claude", "release", cmd) // while the dialog is open
	bob.keys("right", "enter")
	bob.pastUndo()
	bob.reload()
	if a := d.askState(second); a.State != store.StateResolved {
		t.Errorf("the listed ask %s is %s, want resolved", second, a.State)
	}
	if a := d.askState(late); a.State != store.StatePending {
		t.Errorf("the late ask %s is %s, want pending: the confirmation never listed it", late, a.State)
	}
	bob.mustShow("rule r1 approved", "resolved 1 pending ask", "ask "+queue.ShortID(late)+" arrived after the confirmation and still waits")
}

// TestApproveProposalResolvesOnlyListed: as for a rule, the approval of a
// proposal (retiring an ask rule) releases only the asks its
// confirmation listed; one that arrived while it was open stays pending
// and the status line says so (rt18k #1). Failed before: it was resolved.
func TestApproveProposalResolvesOnlyListed(t *testing.T) {
	d := openDesk(t, 100, 30)
	if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: "make release",
		Reason: "releases are looked at", Author: "admin"}); err != nil {
		t.Fatal(err)
	}
	d.fourEyesOn()
	held := d.ask("claude", "release", "make release")
	d.reload()
	d.keys("2", "x", "right", "enter")
	d.reload()
	d.mustShow("proposed p1: retire rule r1")

	bob := d.asOperator("bob")
	bob.keys("2", "j", "y")
	bob.mustShow("Approve proposal p1?", "it resolves 1 pending ask (after a 2s undo window):", "resolves ask "+queue.ShortID(held))
	late := d.ask("claude", "release", "make release") // while the dialog is open
	bob.keys("right", "enter")
	bob.pastUndo()
	bob.reload()
	if a := d.askState(held); a.State != store.StateResolved {
		t.Errorf("the listed ask %s is %s, want resolved", held, a.State)
	}
	if a := d.askState(late); a.State != store.StatePending {
		t.Errorf("the late ask %s is %s, want pending: the confirmation never listed it", late, a.State)
	}
	bob.mustShow("proposal p1 approved", "ask "+queue.ShortID(late)+" arrived after the", "confirmation and still waits") // the status wraps
}
