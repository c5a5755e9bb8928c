package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestQuitInUndoWindowAsks: q (or ctrl+c) while a decision waits out its
// undo window asks what to do with it (rt9c F8): s sends it and quits, u
// takes it back and quits (the ask still waits), esc stays with the
// window still running; a second ctrl+c sends and quits.
func TestQuitInUndoWindowAsks(t *testing.T) {
	for _, tc := range []struct {
		name  string
		keys  []string
		quit  bool
		state string
	}{
		{"q then s sends", []string{"q", "s"}, true, store.StateApproved},
		{"q then u takes back", []string{"q", "u"}, true, store.StatePending},
		{"q then esc stays", []string{"q", "esc"}, false, store.StatePending},
		{"ctrl+c then ctrl+c sends", []string{"ctrl+c", "ctrl+c"}, true, store.StateApproved},
		{"ctrl+c then esc stays", []string{"ctrl+c", "esc"}, false, store.StatePending},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			id := d.ask("claude", "refactor", "git push --force origin main")
			d.reload()
			d.settle()
			d.keys("a", tc.keys[0])
			if d.quit {
				t.Fatalf("%s in the undo window quit at once", tc.keys[0])
			}
			d.mustShow("1 decision is still in its undo window", "approving ask 1 once (git push --force origin main)",
				"s send it now and quit", "u take it back and quit", "esc stay")
			if got := d.askState(id).State; got != store.StatePending {
				t.Fatalf("ask while the quit question is open: %s, want pending", got)
			}
			d.keys(tc.keys[1:]...)
			if d.quit != tc.quit {
				t.Fatalf("after %v quit=%v, want %v", tc.keys, d.quit, tc.quit)
			}
			if got := d.askState(id).State; got != tc.state {
				t.Fatalf("ask after %v: %s, want %s", tc.keys, got, tc.state)
			}
			if !tc.quit && tc.state == store.StatePending {
				// stayed: the window still runs and ends as it would have
				d.mustShow("approving ask 1 once", "u undoes")
				d.pastUndo()
				if got := d.askState(id).State; got != store.StateApproved {
					t.Fatalf("ask after staying and the window ending: %s, want approved", got)
				}
			}
		})
	}
}

// TestQuitQuestionClosesWhenWindowEnds: a quit question left open until
// the window ends has nothing left to ask; it closes, the decision
// reached the queue, and the desk stays.
func TestQuitQuestionClosesWhenWindowEnds(t *testing.T) {
	d := openDesk(t, 80, 24)
	id := d.ask("claude", "refactor", "git push --force origin main")
	d.reload()
	d.settle()
	d.keys("a", "q")
	d.mustShow("1 decision is still in its undo window")
	d.pastUndo()
	if d.quit {
		t.Fatal("the window ending quit the desk")
	}
	if got := d.askState(id).State; got != store.StateApproved {
		t.Fatalf("ask after the window: %s, want approved", got)
	}
	s := d.screen()
	if contains(s, "still in its undo window") {
		t.Fatalf("quit question still open after the window ended:\n%s", s)
	}
	d.keys("q")
	if !d.quit {
		t.Fatal("q with nothing held did not quit")
	}
}
