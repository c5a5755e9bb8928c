package tui

import "testing"

// TestUndoWithNothingDecided (rt9c F13): u before any decision was made
// here says nothing was decided, not that a decision's window ended.
func TestUndoWithNothingDecided(t *testing.T) {
	for _, size := range [][2]int{{120, 40}, {80, 24}} {
		d := openDesk(t, size[0], size[1])
		d.ask("claude", "job", "npm publish --tag beta")
		d.reload()
		d.settle()
		d.keys("u")
		d.mustShow("nothing to undo: no decision was made at this desk")
		d.mustNotShow("undo window ends")
	}
}
