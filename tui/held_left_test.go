package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestHeldAskLeavesInItsWindow: an ask decided by another hand while this
// desk's approval of it waits out its undo window says so at once, and
// the approval is dropped: the countdown stops counting it (rt14k #8:
// "approving … u undoes" stood for the whole window over a row gone).
// Of a bulk approval, the others still wait out their window.
func TestHeldAskLeavesInItsWindow(t *testing.T) {
	t.Run("one", func(t *testing.T) {
		d := openDesk(t, 120, 40)
		id := d.askFixed("agentC", "cd", "kubectl delete namespace clideny-1")
		d.askFixed("agentC", "cd", "kubectl delete namespace clideny-2")
		d.reload()
		d.settle()
		d.keys("a")
		d.mustShow("approving ask 1 once")
		must(t, decideElsewhere(d, id, decisionBy("bob")))
		d.reload()
		d.mustShow("ask 1 denied by bob", "your approval was dropped")
		d.mustNotShow("u undoes", "approving…")
		d.pastUndo()
		d.reload()
		d.mustNotShow("changed nothing")
		if got := d.askState(id).State; got != store.StateDenied {
			t.Fatalf("ask 1: %s, want denied", got)
		}
	})
	t.Run("one of a bulk", func(t *testing.T) {
		d, ids := threeAsks(t, 120, 40)
		d.keys("space")
		d.settle()
		d.keys("space", "a", "right", "enter")
		d.mustShow("approving 2 asks once")
		if _, err := d.svc.Decide(ids[0], queue.Decision{Outcome: patterns.Allow, By: "bob"}); err != nil {
			t.Fatal(err)
		}
		d.reload()
		d.mustShow("ask 1 approved by bob", "was dropped", "approving ask 2 once")
		d.pastUndo()
		d.reload()
		d.mustShow("approved ask 2 once")
		if got := d.askState(ids[1]).State; got != store.StateApproved {
			t.Fatalf("ask 2: %s, want approved", got)
		}
	})
}
