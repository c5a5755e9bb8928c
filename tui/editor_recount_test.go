package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestEditorConfirmRecountsLive (rt14k #9): while "Write this rule?" is
// open, asks the rule matches that arrive (or leave) recount what it
// says it resolves, and the editor under it; the rule written resolves
// what the confirmation said last, the one that arrived marked new.
func TestEditorConfirmRecountsLive(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
			d.ask("claude", "release", "npm publish --tag beta ./packages/core")
			d.reload()
			d.settle()
			d.keys("A", "right", "right", "up")
			d.mustShow("pattern npm publish --tag=beta ./packages/*", "resolves 1 pending ask")
			d.keys("enter", "beta releases", "enter")
			d.mustShow("Write this rule?", "and resolves 1 pending ask it matches")
			late := d.ask("claude", "release", "npm publish --tag beta ./packages/api")
			d.reload()
			d.mustShow("Write this rule?", "and resolves 2 pending asks (1 new) it matches")
			other := d.ask("claude", "release", "npm publish --tag latest ./packages/api")
			d.reload()
			d.mustShow("and resolves 2 pending asks (1 new) it matches")
			d.clock.Add(DefaultGrace) // the operator reads the list (keys wait the grace after an arrival)
			d.keys("right", "enter")
			d.pastUndo()
			d.reload()
			if a := d.askState(late); a.State != store.StateResolved {
				t.Fatalf("the ask that came while the confirmation was open: %s", a.State)
			}
			if a := d.askState(other); a.State != store.StatePending {
				t.Fatalf("an ask the rule does not match: %s", a.State)
			}
			d.mustShow("resolved 2 more")
		})
	}
}
