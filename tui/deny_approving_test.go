package tui

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestDenyOnApprovingRowNotHeld (rt35k MEDIUM-6): a approves ask 1 (the
// cursor moves on), k goes back to it, and d 50 ms later, inside the
// 250 ms hold of a move, takes the approval back and opens the deny
// prompt: a deny only tightens, so no hold stands before it. Failed
// before: d was held, and the approval went through.
func TestDenyOnApprovingRowNotHeld(t *testing.T) {
	d := openDesk(t, 80, 24)
	first := d.ask("same", "", "rm -rf /srv/one")
	d.ask("same", "", "rm -rf /srv/two")
	d.reload()
	d.settle()
	d.keys("a")
	d.mustShow("approving ask 1 once")
	d.clock.Add(300 * time.Millisecond)
	d.keys("k")
	d.clock.Add(50 * time.Millisecond)
	d.keys("d")
	d.mustShow("Deny ask 1", "reason")
	d.mustNotShow("look before deciding")
	d.keys("enter")
	d.mustShow("denied ask 1 once")
	d.pastUndo()
	d.reload()
	if got := d.askState(first).State; got != store.StateDenied {
		t.Fatalf("ask 1: %s, want denied", got)
	}
}
