package tui

import (
	"context"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestUndo: an approval waits out its undo window before it reaches the
// queue; u within the window takes it back for real (the store never sees
// it, and the ask waits as before); past the window u has nothing to take
// back. A deny has no window: TestDenyStandsAgainstLaterApproval.
func TestUndo(t *testing.T) {
	for _, keys := range [][]string{{"a"}, {"r", "tests pass on the branch", "enter"}} {
		t.Run(strings.Join(keys, " "), func(t *testing.T) {
			d := openDesk(t, 80, 24)
			id := d.ask("claude", "refactor", "git push --force origin main")
			d.ask("codex", "release", "npm publish --tag beta")
			d.reload()
			d.settle()
			d.keys(keys...)
			d.mustShow("ask 1 once (git push --force origin main) · u undoes · 2s", " u undo ask 1 · a/d/A/D wait…")
			d.clock.Add(time.Second)
			d.send(tickMsg(d.clock.Now()))
			d.mustShow("u undoes · 1s")
			if a := d.askState(id); a.State != store.StatePending {
				t.Fatalf("within the undo window the store already says %s", a.State)
			}
			d.keys("u")
			d.mustShow("undone: ask 1 not ", "it still waits", "Queue · 2 waiting")
			d.pastUndo()
			d.reload()
			if a := d.askState(id); a.State != store.StatePending {
				t.Fatalf("an undone decision reached the store: %s", a.State)
			}
			d.mustShow("Queue · 2 waiting")
			d.keys("u")
			d.mustShow("nothing to undo")
		})
	}
}

// TestUndoWindowEnds: past the window the decision reaches the queue, and
// u is too late.
func TestUndoWindowEnds(t *testing.T) {
	d := openDesk(t, 80, 24)
	id := d.ask("claude", "refactor", "git push --force origin main")
	d.reload()
	d.settle()
	d.keys("a")
	d.pastUndo()
	if a := d.askState(id); a.State != store.StateApproved {
		t.Fatalf("past the window: %s, want approved", a.State)
	}
	d.keys("u")
	d.mustShow("nothing to undo")
	if a := d.askState(id); a.State != store.StateApproved {
		t.Fatalf("u past the window changed the decision: %s", a.State)
	}
}

// TestQuitSendsHeldDecisions: quitting within the undo window asks, and
// sending from the question sends everything the operator decided (s
// after q, or a second ctrl+c).
func TestQuitSendsHeldDecisions(t *testing.T) {
	for _, k := range []string{"q", "ctrl+c"} {
		t.Run(k, func(t *testing.T) {
			then := "s"
			if k == "ctrl+c" {
				then = k
			}
			d := openDesk(t, 80, 24)
			first := d.ask("claude", "refactor", "git push --force origin main")
			second := d.ask("codex", "release", "npm publish --tag beta")
			d.reload()
			d.settle()
			d.keys("a")
			d.settle()
			d.keys("r", "tests pass", "enter", k)
			d.mustShow("2 decisions are still in their undo window, paused; the newest:", "approving ask 2 once")
			d.keys(then)
			if !d.quit {
				t.Fatalf("%s did not quit", k)
			}
			if a := d.askState(first); a.State != store.StateApproved {
				t.Fatalf("first ask %s after quitting in the window, want approved", a.State)
			}
			if a := d.askState(second); a.State != store.StateApproved {
				t.Fatalf("second ask %s after quitting in the window, want approved", a.State)
			}
		})
	}
}

// TestHostEndDropsHeldDecisions: a desk whose context ends without the
// operator's word (SIGTERM, SIGHUP, an SSH session closing) drops what it
// holds still in its undo window: never applied, the ask still waits
// (rt11 #8); a decision whose window had ended by then is sent, as it
// would have been a moment later. The event loop is gone by then, so the
// desk's own goroutine does it. The real process: TestTmuxHangupDropsHeld.
func TestHostEndDropsHeldDecisions(t *testing.T) {
	for _, tc := range []struct {
		name  string
		past  bool // the window ended before the host did
		state string
	}{
		{"in the window", false, store.StatePending},
		{"window ended", true, store.StateApproved},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			id := d.ask("claude", "refactor", "git push --force origin main")
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			// The desk a host runs (its Init, which waits on the store, is
			// not run: the test reads the store into it by hand).
			m, err := newDesk(Config{Service: d.svc, Operator: "alice", Node: "node-1", Now: d.clock.Now,
				Width: 80, Height: 24, Env: d.env}, ctx)
			must(t, err)
			d.m = m
			d.reload()
			d.settle()
			d.keys("a")
			if a := d.askState(id); a.State != store.StatePending {
				t.Fatalf("within the window: %s", a.State)
			}
			if tc.past {
				d.clock.Add(DefaultUndo) // no tick: the loop has not sent it yet
			}
			cancel() // the host ends: the event loop is gone
			deadline := time.Now().Add(10 * time.Second)
			for m.holds.count() > 0 && time.Now().Before(deadline) {
				time.Sleep(10 * time.Millisecond)
			}
			m.holds.waitSent()
			if a := d.askState(id); a.State != tc.state {
				t.Fatalf("after the host ended: %s, want %s", a.State, tc.state)
			}
			_, dropped := m.holds.closed()
			if want := map[bool]int{false: 1, true: 0}[tc.past]; len(dropped) != want {
				t.Fatalf("%d decisions dropped, want %d", len(dropped), want)
			}
		})
	}
}

// TestHeldAskDecidedElsewhere: an ask another operator decides while this
// desk's decision waits out its window keeps the other's decision, and
// the desk says so.
func TestHeldAskDecidedElsewhere(t *testing.T) {
	d := openDesk(t, 80, 24)
	id := d.ask("claude", "refactor", "git push --force origin main")
	d.reload()
	d.settle()
	d.keys("a")
	must(t, decideElsewhere(d, id, decisionBy("bob")))
	d.pastUndo()
	d.mustShow("ask 1 was already denied by bob", "your decision changed nothing")
	if a := d.askState(id); a.Decision.By != "bob" {
		t.Fatalf("bob's decision was overwritten: %+v", a.Decision)
	}
}

// TestNoUndoWindow: with the window off, a decision goes at once.
func TestNoUndoWindow(t *testing.T) {
	d := openDesk(t, 80, 24)
	id := d.ask("claude", "refactor", "git push --force origin main")
	m, err := NewModel(Config{Service: d.api, Operator: "alice", Node: "node-1", Now: d.clock.Now,
		Width: 80, Height: 24, Env: d.env, Undo: -1})
	must(t, err)
	d.m = m
	d.run(m.Init())
	d.settle()
	d.keys("a")
	if a := d.askState(id); a.State != store.StateApproved {
		t.Fatalf("with no undo window: %s, want approved at once", a.State)
	}
}

// TestApproveWithReason: r asks why the ask may run; the reason is
// required, and reaches the decision and the audit trail (its view is
// wide enough here to show the whole entry).
func TestApproveWithReason(t *testing.T) {
	d := openDesk(t, 160, 30)
	id := d.ask("claude", "refactor", "git push --force origin main")
	d.reload()
	d.settle()
	d.keys("r")
	d.mustShow("Approve ask 1 once: git push --force origin main", "reason:", "enter approve")
	d.keys("enter")
	d.mustShow("give the reason", "Approve ask 1 once")
	d.keys("hotfix agreed with the team", "enter")
	d.pastUndo()
	a := d.askState(id)
	if a.State != store.StateApproved || a.Decision.Reason != "hotfix agreed with the team" {
		t.Fatalf("%s %+v", a.State, a.Decision)
	}
	d.reload()
	d.keys("3")
	d.mustShow("hotfix agreed with the team")
}

// TestUndoAfterTheAskLeft: u on a decision whose ask has left the queue
// meanwhile does not claim the ask still waits.
func TestUndoAfterTheAskLeft(t *testing.T) {
	d := openDesk(t, 80, 24)
	id := d.ask("claude", "refactor", "git push --force origin main")
	d.reload()
	d.settle()
	d.keys("a")
	must(t, d.svc.Withdraw(id, ""))
	d.reload()
	d.keys("u")
	scr := d.mustShow("nothing to undo: 1 ask left the queue meanwhile")
	if strings.Contains(scr, "still waits") {
		t.Fatalf("undo says a gone ask still waits:\n%s", scr)
	}
}
