package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestQuitSaysHeldDecisionsWereApplied: q in an undo window, answered
// s, applies the decision (the operator made it) and says so once the desk is gone; a
// quit with nothing held says nothing.
func TestQuitSaysHeldDecisionsWereApplied(t *testing.T) {
	d := openDesk(t, 100, 30)
	id := d.ask("claude", "refactor", "git push --force origin main")
	d.reload()
	d.settle()
	d.keys("a", "q", "s")
	if !d.quit {
		t.Fatal("q did not quit")
	}
	if got := d.askState(id).State; got != store.StateApproved {
		t.Fatalf("ask after a then q: %s, want approved", got)
	}
	say := d.m.quitNotice()
	if !strings.Contains(say, "1 decision still in its undo window was applied as the desk closed: approving ask 1 once (git push --force origin main)") {
		t.Fatalf("quit notice %q", say)
	}

	d = openDesk(t, 100, 30)
	d.ask("claude", "refactor", "git push --force origin main")
	d.reload()
	d.settle()
	d.keys("a")
	d.pastUndo()
	d.keys("q")
	if say := d.m.quitNotice(); say != "" {
		t.Fatalf("quit after the window ended says %q", say)
	}
}
