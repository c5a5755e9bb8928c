package tui

import (
	"fmt"
	"os/exec"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// settle moves the clock past the grace period of the card on screen.
func (d *testDesk) settle() { d.clock.Add(time.Second) }

// pastUndo moves the clock past the undo window of the decisions made,
// and ticks: the desk sends them to the queue.
func (d *testDesk) pastUndo() {
	d.clock.Add(DefaultUndo)
	d.send(tickMsg(d.clock.Now()))
}

// TestDecisionKeys drives the decision keys on the first ask of a queue of
// two and checks the store and the screen.
func TestDecisionKeys(t *testing.T) {
	cases := []struct {
		name   string
		keys   []string
		state  string // the first ask's state after the keys
		reason string // its decision's reason
		screen []string
	}{
		{name: "a approves once", keys: []string{"a"}, state: store.StateApproved,
			screen: []string{"approved ask 1 once", "Queue · 1 waiting"}},
		{name: "d denies with a reason", keys: []string{"d", "not on main, please", "enter"}, state: store.StateDenied,
			reason: "not on main, please", screen: []string{"denied ask 1 once"}},
		{name: "d then enter denies without a reason", keys: []string{"d", "enter"}, state: store.StateDenied},
		{name: "d then esc changes nothing", keys: []string{"d", "esc"}, state: store.StatePending,
			screen: []string{"not denied; ask 1 still waits", "Queue · 2 waiting"}},
		{name: "A opens the editor and decides nothing", keys: []string{"A"}, state: store.StatePending,
			screen: []string{"Always allow · rule from ask 1", "pattern git push --force origin main"}},
		{name: "D opens the editor for a refuse", keys: []string{"D"}, state: store.StatePending,
			screen: []string{"Always refuse · rule from ask 1"}},
		{name: "A then esc leaves the ask waiting", keys: []string{"A", "esc"}, state: store.StatePending,
			screen: []string{"no rule written; ask 1 still waits"}},
		{name: "a on the focused card approves", keys: []string{"enter", "a"}, state: store.StateApproved},
		{name: "q decides nothing", keys: []string{"q"}, state: store.StatePending},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			first := d.ask("claude", "refactor", "git push --force origin main")
			d.ask("codex", "release", "npm publish --tag beta")
			d.reload()
			d.settle()
			d.keys(tc.keys...)
			d.pastUndo()
			d.reload()
			a := d.askState(first)
			if a.State != tc.state {
				t.Fatalf("ask %s is %s, want %s\n%s", first, a.State, tc.state, d.screen())
			}
			if tc.state != store.StatePending {
				if a.Decision == nil || a.Decision.By != "alice" || a.Decision.Reason != tc.reason {
					t.Fatalf("decision %+v, want by alice with reason %q", a.Decision, tc.reason)
				}
			}
			d.mustShow(tc.screen...)
		})
	}
}

// TestGracePeriod: a card that just appeared ignores the decision keys,
// so a keystroke meant for the previous card cannot decide it.
func TestGracePeriod(t *testing.T) {
	d := openDesk(t, 80, 24)
	first := d.ask("claude", "refactor", "git push --force origin main")
	d.reload() // the first ask appears under the cursor
	d.keys("a")
	if got := d.askState(first).State; got != store.StatePending {
		t.Fatalf("a within the grace period decided the new card: %s", got)
	}
	d.mustShow("just arrived: look before deciding", "just arrived: keys wait")
	d.settle()
	d.keys("a")
	d.pastUndo()
	if got := d.askState(first).State; got != store.StateApproved {
		t.Fatalf("a after the grace period: %s, want approved", got)
	}
}

// TestGraceAfterDecision: deciding one ask brings the next under the
// cursor, in its grace period: a second a pressed at once (a bounce, a
// double tap) does not approve it.
func TestGraceAfterDecision(t *testing.T) {
	d := openDesk(t, 80, 24)
	first := d.ask("claude", "refactor", "git push --force origin main")
	second := d.ask("codex", "release", "npm publish --tag beta")
	d.reload()
	d.settle()
	d.keys("a", "a")
	d.pastUndo()
	if got := d.askState(first).State; got != store.StateApproved {
		t.Fatalf("first ask %s, want approved", got)
	}
	if got := d.askState(second).State; got != store.StatePending {
		t.Fatalf("the double tap decided the next ask: %s", got)
	}
	d.settle()
	d.keys("d", "enter")
	d.pastUndo()
	if got := d.askState(second).State; got != store.StateDenied {
		t.Fatalf("second ask %s after its grace, want denied", got)
	}
}

// TestDecidedElsewhere: an ask another operator decided first is not
// decided again; the desk says who did.
func TestDecidedElsewhere(t *testing.T) {
	for _, keys := range [][]string{{"a"}, {"d", "enter"}} {
		t.Run(strings.Join(keys, " "), func(t *testing.T) {
			d := openDesk(t, 80, 24)
			id := d.ask("claude", "refactor", "git push --force origin main")
			d.reload()
			d.settle()
			if _, err := d.svc.Decide(id, decisionBy("bob")); err != nil {
				t.Fatal(err)
			}
			d.keys(keys...) // the desk has not seen bob's decision yet
			d.pastUndo()
			a := d.askState(id)
			if a.Decision.By != "bob" || a.State != store.StateDenied {
				t.Fatalf("decision %+v, state %s: want bob's denial to stand", a.Decision, a.State)
			}
			d.mustShow("ask 1 was already denied by bob", "your decision changed nothing")
		})
	}
}

// TestDecidedAfterAbandoned: approving an ask the sweep abandoned while
// the card was up says who left (its waiting process, with the sweep's
// words), not "abandoned by ozdesk", and that the decision changed
// nothing (rt13f).
func TestDecidedAfterAbandoned(t *testing.T) {
	d := openDesk(t, 120, 24)
	exited := exec.Command("true")
	if err := exited.Run(); err != nil {
		t.Fatal(err)
	}
	ans, err := d.svc.Evaluate(queue.Request{Command: "npm publish --tag beta", Agent: "codex",
		Cwd: d.cwd(), Home: d.home(), Pid: exited.Process.Pid, Wait: time.Hour})
	if err != nil || ans.Ask == nil {
		t.Fatalf("%+v, %v", ans, err)
	}
	d.reload()
	d.settle()
	if _, err := d.svc.Sweep(); err != nil {
		t.Fatal(err)
	}
	d.keys("a") // the desk has not seen the sweep yet
	d.pastUndo()
	if got := d.askState(ans.Ask.ID).State; got != store.StateAbandoned {
		t.Fatalf("ask %s, want it abandoned still", got)
	}
	d.mustShow(fmt.Sprintf("ask 1 abandoned: the waiting process %d is gone", exited.Process.Pid), "your decision changed nothing")
	d.mustNotShow("by ozdesk")
}
