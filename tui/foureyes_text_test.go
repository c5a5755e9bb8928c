package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestFourEyesEditorPromisesNoResolving: under four eyes a rule written
// at the desk is proposed and resolves nothing until a second operator
// approves it, so the editor's matches, the asks it lists and its
// confirmation say "once approved", never that it resolves them now; and
// indeed the other ask still waits after the write. Without four eyes the
// same screens say it resolves them.
func TestFourEyesEditorPromisesNoResolving(t *testing.T) {
	for _, size := range [][2]int{{120, 40}, {80, 24}} {
		d := openDesk(t, size[0], size[1])
		d.fourEyesOn()
		first := d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
		second := d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
		d.reload()
		d.settle()
		d.keys("A")
		d.mustShow("once approved: would resolve 1 pending ask",
			"four eyes: proposed, it resolves nothing until a second operator approves it")
		d.mustNotShow("· resolves 1 pending ask")
		if size[0] == 120 {
			d.mustShow("once approved: ask 2")
		}
		d.keys("tab", "beta releases", "enter")
		d.mustShow("Write this rule?", "decides ask 1 once; proposed: it resolves nothing until approved")
		d.mustNotShow("and resolves 1 pending ask it matches")
		d.keys("right", "enter")
		d.reload()
		d.pastUndo()
		d.reload()
		if a := d.askState(first); a.State != store.StateApproved {
			t.Fatalf("%v: the ask the rule came from: %s, want approved once", size, a.State)
		}
		if a := d.askState(second); a.State != store.StatePending {
			t.Fatalf("%v: the proposed rule resolved ask 2: %s", size, a.State)
		}
		d.mustShow("proposed rule r1, it waits for a second operator", "Queue · 1 waiting")

		// without four eyes the editor says it resolves them now
		o := openDesk(t, size[0], size[1])
		o.ask("claude", "release", "npm publish --tag beta ./packages/ui")
		o.ask("claude", "release", "npm publish --tag beta ./packages/ui")
		o.reload()
		o.settle()
		o.keys("A")
		o.mustShow("resolves 1 pending ask")
		o.mustNotShow("once approved")
		o.keys("tab", "beta releases", "enter")
		o.mustShow("decides ask 1 and resolves 1 pending ask it matches")
	}
}
