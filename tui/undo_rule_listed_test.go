package tui

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestUndoRuleResolvesOnlyListed: a rule from A held in its undo window
// resolves, at the window's end, only the asks its countdown named: an
// ask the rule would match that arrives within the window stays pending
// for an operator to read (rt18k #1: it was resolved with the others,
// never listed).
func TestUndoRuleResolvesOnlyListed(t *testing.T) {
	d := openDesk(t, 140, 30)
	first := d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
	second := d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
	d.reload()
	d.settle()
	d.keys("A", "tab", "beta releases", "enter", "right", "enter")
	d.mustShow("writing allow rule: approving ask 1, resolving 1 more")
	d.clock.Add(time.Second)
	late := d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
	d.reload()
	d.pastUndo()
	d.reload()
	for id, want := range map[string]string{first: store.StateApproved, second: store.StateResolved, late: store.StatePending} {
		if got := d.askState(id).State; got != want {
			t.Errorf("ask %s: %s, want %s", id, got, want)
		}
	}
	d.mustShow("Queue · 1 waiting")
}
