package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestApproveDialogSeesWithdrawn: the second operator's `y` confirmation
// of a proposal follows its own subject: once the proposal is withdrawn
// while it is open, the dialog says "proposal p1 withdrawn" at once and
// offers no Approve; enter closes it at once, with nothing held for an
// undo window and nothing changed (rt19k #7). Failed before: the dialog
// stood unchanged, and Approve waited out its window to fail.
func TestApproveDialogSeesWithdrawn(t *testing.T) {
	d, bob, held := openRetireProposed(t)
	bob.mustShow("Approve proposal p1?", "[ Approve ]")
	bob.keys("right") // on Approve
	if _, err := d.svc.WithdrawProposal("p1", "admin"); err != nil {
		t.Fatal(err)
	}
	bob.reload()
	scr := bob.mustShow("proposal p1 withdrawn", "p1 was withdrawn by admin", "[ Close ]")
	if strings.Contains(scr, "[ Approve") {
		t.Fatalf("the dialog still offers Approve on a withdrawn proposal:\n%s", scr)
	}
	bob.keys("enter")
	if strings.Contains(bob.screen(), "approving") || bob.m.holds.count() > 0 {
		t.Fatalf("a withdrawn proposal's approval is held for its undo window:\n%s", bob.screen())
	}
	bob.pastUndo()
	bob.reload()
	bob.mustNotShow("Approve proposal p1?")
	if a := d.askState(held); a.State != store.StatePending {
		t.Errorf("ask %s is %s, want pending: nothing was approved", held, a.State)
	}
}
