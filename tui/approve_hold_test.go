package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestApproveRuleListsAndHolds: under four eyes the second admin's
// confirmation of a proposed rule lists the pending asks its approval
// releases, and the approval waits out the undo window as every other
// decision does: u takes it back (the rule stays proposed, the asks
// wait), and approved again it lands when the window ends (rt17k #4).
// Failed before: the confirmation named no ask, and enter approved at
// once.
func TestApproveRuleListsAndHolds(t *testing.T) {
	d, bob, asks := openRuleProposed(t, 3)
	second, third := asks[1], asks[2]
	bob.mustShow("Approve rule r1?", "and resolves 2 pending asks (after a 2s undo window):",
		"resolves ask 2", "resolves ask 3", "▸[ Cancel ]")
	bob.keys("right", "enter")
	bob.mustShow("approving rule r1: resolving 2 asks", "u undoes")
	still := func(status string) {
		t.Helper()
		if rs := d.rules(); rs[0].Status != status {
			t.Fatalf("rule r1 is %s, want %s", rs[0].Status, status)
		}
		want := store.StatePending
		if status == store.StatusActive {
			want = store.StateResolved
		}
		for _, id := range []string{second, third} {
			if a := d.askState(id); a.State != want {
				t.Fatalf("ask %s is %s, want %s", id, a.State, want)
			}
		}
	}
	still(store.StatusProposed) // inside the window nothing reached the store
	bob.keys("u")
	bob.mustShow("undone: rule r1 not approved, it is still proposed; 2 asks still wait")
	bob.pastUndo()
	still(store.StatusProposed)

	bob.keys("2", "y", "right", "enter")
	bob.pastUndo()
	bob.reload()
	still(store.StatusActive)
	bob.mustShow("rule r1 approved", "resolved 2 pending asks")
}
