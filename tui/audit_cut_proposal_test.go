package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestAuditCutProposedAtDesk: under four eyes a cut made at the command
// line waits as a proposal, shown with the policy proposals (the range
// and the export's head); its author's y is refused; a second operator's
// y cuts the trail.
func TestAuditCutProposedAtDesk(t *testing.T) {
	d := openDesk(t, 140, 30)
	d.fourEyesOn()
	v, err := d.svc.VerifyAudit()
	if err != nil {
		t.Fatal(err)
	}
	_, err = d.svc.CutAudit(queue.AuditCutRequest{Through: v.Head.Seq, Exported: v.Head.Hash, By: "alice"})
	if p := d.proposals(); len(p) != 1 || p[0].Kind != store.KindAuditCut || err == nil {
		t.Fatalf("the cut under four eyes: %v; proposals %+v", err, p)
	}
	d.reload()
	d.keys("2")
	d.mustShow("Proposed · 1", "p1  cut the audit trail: entries 1 to", "proposed by you, for another operator")
	d.keys("j", "y")
	d.mustShow("you proposed p1: another operator must approve it (four eyes)")

	bob := d.asOperator("bob")
	bob.keys("2", "j", "y", "right", "enter")
	bob.pastUndo() // the approval waits out its undo window
	bob.reload()
	bob.mustShow("proposal p1 approved: cut the audit trail")
	after, err := d.svc.VerifyAudit()
	if err != nil || after.Base != v.Head {
		t.Fatalf("after bob's approval the trail starts after %+v (%v), want %+v", after.Base, err, v.Head)
	}
}
