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

// TestQuitNoticeSaysRefused: a rule held in its undo window, sent at the
// quit question after its ask was decided elsewhere, is refused by the
// queue: the notice says refused, and why, never applied.
func TestQuitNoticeSaysRefused(t *testing.T) {
	d := openDesk(t, 140, 30)
	id := d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
	d.reload()
	d.settle()
	d.keys("A", "tab", "beta releases", "enter", "right", "enter")
	d.mustShow("writing allow rule", "u undoes")
	if _, err := d.svc.Decide(id, decisionBy("bob")); err != nil {
		t.Fatal(err)
	}
	d.keys("q", "s")
	if !d.quit {
		t.Fatal("q then s did not quit")
	}
	say := d.m.quitNotice()
	if strings.Contains(say, "applied") ||
		!strings.Contains(say, "1 decision sent from its undo window as the desk closed was refused, nothing changed: writing allow rule: approving ask 1") ||
		!strings.Contains(say, "ask 1 was already denied by bob") {
		t.Fatalf("quit notice %q", say)
	}
}

// TestQuitNoticeSaysDropped: a desk whose context ends (a signal, a lost
// terminal) while a decision is in its undo window drops it: the ask
// stays pending and the notice says so (the real process:
// TestTmuxHangupDropsHeld).
func TestQuitNoticeSaysDropped(t *testing.T) {
	d := openDesk(t, 100, 30)
	id := d.ask("claude", "refactor", "git push --force origin main")
	d.reload()
	d.settle()
	d.keys("a")
	d.mustShow("u undoes")
	d.m.holds.drop(d.svc, "alice", d.clock.Now())
	if got := d.askState(id).State; got != store.StatePending {
		t.Fatalf("ask after the desk ended in its window: %s, want pending", got)
	}
	say := d.m.quitNotice()
	want := "ozdesk: the desk ended without your word (a signal or a lost terminal) while 1 decision was in its undo window: it was not applied, its ask still waits: approving ask 1 once (git push --force origin main)\n"
	if say != want {
		t.Fatalf("quit notice\n%q\nwant\n%q", say, want)
	}
}
