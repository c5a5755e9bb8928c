package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestUndoAfterAlwaysSaysTheTruth: always allow decides at once; u then
// says it cannot be undone and how to take the rule back, not that an
// undo window ended.
func TestUndoAfterAlwaysSaysTheTruth(t *testing.T) {
	d := openDesk(t, 100, 30)
	id := d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
	d.reload()
	d.settle()
	d.keys("A", "tab", "beta releases", "enter")
	d.mustShow("Write this rule?")
	d.keys("right", "enter")
	d.reload()
	d.mustShow("wrote rule r1")
	d.keys("u")
	d.mustShow("A and D take effect at once, they cannot be undone; retire rule r1 in 2:rules")
	if a := d.askState(id); a.State != store.StateApproved {
		t.Fatalf("ask after A: %s, want approved", a.State)
	}
	// a once-decision held since makes u take that back instead
	d.ask("codex", "release", "npm publish --tag beta")
	d.reload()
	d.settle()
	d.keys("a")
	d.pastUndo()
	d.keys("u")
	d.mustShow("nothing to undo: a decision reaches the queue once its undo window ends")
}
