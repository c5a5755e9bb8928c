package tui

import (
	"testing"
	"time"

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

// TestQuitQuestionPausesUndoWindow: the undo window stands still while
// the quit question is open (rt11 #1): left open long past the window, the
// question stays, the decision is not sent, and the answer is honoured:
// u takes it back and quits; esc stays and the window runs on from the
// seconds it had left.
func TestQuitQuestionPausesUndoWindow(t *testing.T) {
	for _, tc := range []struct {
		name  string
		key   string
		quit  bool
		state string
	}{
		{"u takes it back after a long read", "u", true, store.StatePending},
		{"s sends it after a long read", "s", true, store.StateApproved},
		{"esc stays, the window runs on", "esc", false, store.StatePending},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			id := d.ask("claude", "refactor", "git push --force origin main")
			d.reload()
			d.settle()
			d.keys("a", "q")
			for range 5 {
				d.pastUndo()
			}
			if d.quit {
				t.Fatal("the window ending quit the desk")
			}
			if got := d.askState(id).State; got != store.StatePending {
				t.Fatalf("ask while the quit question stood open past the window: %s, want pending", got)
			}
			d.mustShow("Quit? 1 decision is still in its undo window, paused while you answer:",
				"approving ask 1 once (git push --force origin main)", "u undoes · 2s (paused)",
				"s send it now and quit · u take it back and quit · esc stay")
			d.keys(tc.key)
			if d.quit != tc.quit {
				t.Fatalf("after %s quit=%v, want %v", tc.key, d.quit, tc.quit)
			}
			if got := d.askState(id).State; got != tc.state {
				t.Fatalf("ask after %s: %s, want %s", tc.key, got, tc.state)
			}
			if tc.quit {
				return
			}
			// the window had 2 s left when it paused: 1 s on, still held
			d.clock.Add(time.Second)
			d.send(tickMsg(d.clock.Now()))
			d.mustShow("approving ask 1 once", "u undoes · 1s")
			if got := d.askState(id).State; got != store.StatePending {
				t.Fatalf("ask 1 s after staying: %s, want pending", got)
			}
			d.pastUndo()
			if got := d.askState(id).State; got != store.StateApproved {
				t.Fatalf("ask after staying and the window ending: %s, want approved", got)
			}
		})
	}
}
