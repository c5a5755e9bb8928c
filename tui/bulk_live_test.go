package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestBulkConfirmCountsLive: a marked ask that leaves the queue while the
// bulk confirmation is open (rt13k: its agent withdrew it) drops out of
// the count, the list and the yes button, and the confirmation says it
// left; yes then decides the asks still waiting, and the one that left
// keeps its own end.
func TestBulkConfirmCountsLive(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d, ids := threeAsks(t, sz.w, sz.h)
			d.keys("space", "space", "space")
			d.settle()
			d.keys("a")
			d.mustShow("Approve 3 marked asks once?", "[ Approve 3 ]")
			must(t, d.svc.Withdraw(ids[1], "codex"))
			d.reload()
			scr := d.mustShow("Approve 2 marked asks once?", "[ Approve 2 ]",
				"1 marked ask left the queue since: ask 2 (not decided here)")
			if contains(scr, "Approve 3") {
				t.Fatalf("the confirmation still counts the ask that left:\n%s", scr)
			}
			d.requireScreen(t)
			d.keys("right", "enter")
			d.pastUndo()
			d.reload()
			d.mustShow("approved 2 asks once")
			for i, want := range []string{store.StateApproved, store.StateWithdrawn, store.StateApproved} {
				if got := d.askState(ids[i]).State; got != want {
					t.Errorf("ask %d: %s, want %s", i+1, got, want)
				}
			}
		})
	}
}

// TestBulkConfirmAllLeft: when every marked ask leaves under the reason
// prompt and its confirmation, yes decides nothing and says why; the
// prompt under it closes too.
func TestBulkConfirmAllLeft(t *testing.T) {
	d, ids := threeAsks(t, 80, 24)
	d.keys("space", "space")
	d.settle()
	d.keys("d")
	d.mustShow("Deny 2 marked asks")
	must(t, d.svc.Withdraw(ids[0], "claude"))
	d.reload()
	d.mustShow("Deny 1 marked ask once", "(1 left the queue)")
	d.keys("enter")
	must(t, d.svc.Withdraw(ids[1], "codex"))
	d.reload()
	d.mustShow("Every marked ask left the queue: nothing is left to deny", "[ Deny none ]")
	d.keys("right", "enter")
	d.mustShow("nothing decided: every marked ask left the queue")
	d.mustNotShow("Deny 1 marked ask", "reason")
	if got := d.askState(ids[2]).State; got != store.StatePending {
		t.Fatalf("ask 3: %s, want pending", got)
	}
}
