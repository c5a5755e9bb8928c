package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestApproveRuleResolvesOnlyListed: the second admin's confirmation of
// a proposed rule lists the asks its approval releases; an ask that
// arrives while it is open is not released by it, though the rule would
// decide it: it stays pending, and the status line says so (rt18k #1).
// Failed before: the approval resolved the late ask too ("resolved 3").
func TestApproveRuleResolvesOnlyListed(t *testing.T) {
	d, bob, asks := openRuleProposed(t, 2)
	second := asks[1]
	bob.mustShow("Approve rule r1?", "and resolves 1 pending ask (after a 2s undo window):", "resolves ask "+queue.ShortID(second))
	late := d.ask("claude", "release", publishCmd) // while the dialog is open
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
	d, bob, held := openRetireProposed(t)
	bob.mustShow("Approve proposal p1?", "it resolves 1 pending ask (after a 2s undo window):", "resolves ask "+queue.ShortID(held))
	late := d.ask("claude", "release", "make docs") // while the dialog is open
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
