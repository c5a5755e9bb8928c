package tui

import (
	"errors"
	"os/exec"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// another opens a second desk, for operator op, on the same store and
// clock as d: two desks of two operators on one queue.
func (d *testDesk) another(op string) *testDesk {
	d.t.Helper()
	o := *d
	o.held, o.hold, o.raw, o.quit = nil, nil, nil, false
	m, err := NewModel(Config{Service: d.api, Operator: op, Node: "node-1", Now: d.clock.Now,
		Width: d.w, Height: d.h, Env: d.env})
	if err != nil {
		d.t.Fatal(err)
	}
	o.m = m
	o.run(m.Init())
	return &o
}

// TestDenyStandsAgainstLaterApproval: a deny made at the desk is the
// first decision its operator committed to, and it stands: an approval
// made a moment later, within what would have been its undo window, at
// another desk or on the command line, is told the ask was denied, and
// changes nothing (rt13k #2). Held for the window, the deny lost to it
// and the agent ran what the operator refused.
func TestDenyStandsAgainstLaterApproval(t *testing.T) {
	// D (always refuse) writes its refuse rule at once: the deny of
	// its ask is in the same transaction, and stands as d's does (rt13k
	// #2 again, desk9c: held for the window, it lost to bob's approval).
	alwaysRefuse := []string{"D", "tab", "no prod deletes", "enter", "right", "enter"}
	cases := []struct {
		name    string
		keys    []string
		approve func(t *testing.T, d, bob *testDesk, id string) string // bob approves; what he is told
		said    string                                                 // alice's status line, past the window
		undo    string                                                 // what u says then
	}{
		{name: "another desk", keys: []string{"d", "enter"}, approve: func(t *testing.T, d, bob *testDesk, id string) string {
			bob.keys("a") // bob's desk has not seen alice's deny yet
			bob.pastUndo()
			return bob.screen()
		}},
		{name: "the command line", keys: []string{"d", "not on main", "enter"}, approve: func(t *testing.T, d, bob *testDesk, id string) string {
			_, err := d.svc.Decide(id, queue.Decision{Outcome: patterns.Allow, By: "bob"})
			var lost *queue.DecidedError
			if !errors.As(err, &lost) {
				t.Fatalf("bob's approval on the command line: %v, want a DecidedError", err)
			}
			return err.Error()
		}},
		{name: "a bulk deny, another desk", keys: []string{"space", "d", "enter", "right", "enter"}, approve: func(t *testing.T, d, bob *testDesk, id string) string {
			bob.keys("a")
			bob.pastUndo()
			return bob.screen()
		}},
		{name: "always refuse (D), another desk", keys: alwaysRefuse, approve: func(t *testing.T, d, bob *testDesk, id string) string {
			bob.keys("a")
			bob.pastUndo()
			return bob.screen()
		}, said: "denied ask 1 · wrote rule r1 (refuse", undo: "nothing to undo: D writes its refuse rule at once; retire r1 in [2] rules"},
		{name: "always refuse (D), the command line", keys: alwaysRefuse, approve: func(t *testing.T, d, bob *testDesk, id string) string {
			_, err := d.svc.Decide(id, queue.Decision{Outcome: patterns.Allow, By: "bob"})
			var lost *queue.DecidedError
			if !errors.As(err, &lost) {
				t.Fatalf("bob's approval on the command line: %v, want a DecidedError", err)
			}
			return err.Error()
		}, said: "denied ask 1 · wrote rule r1 (refuse", undo: "nothing to undo: D writes its refuse rule at once; retire r1 in [2] rules"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			id := d.ask("claude", "prod", "kubectl --context prod delete ns api")
			d.reload()
			bob := d.another("bob")
			d.settle()
			d.keys(tc.keys...)
			// within what was the undo window
			said := tc.approve(t, d, bob, id)
			if !strings.Contains(said, "ask 1 was already denied by alice") {
				t.Fatalf("bob is told %q, want that alice denied it", said)
			}
			d.pastUndo()
			d.reload()
			a := d.askState(id)
			if a.State != store.StateDenied || a.Decision == nil || a.Decision.By != "alice" {
				t.Fatalf("ask is %s, decision %+v: want alice's deny to stand", a.State, a.Decision)
			}
			if tc.said == "" {
				tc.said, tc.undo = "denied ask 1 once", "nothing to undo: a deny reaches the queue at once"
			}
			d.mustShow(tc.said)
			d.keys("u")
			d.mustShow(tc.undo)
		})
	}
}

// TestDenyStandsAgainstTheCLI is TestDenyStandsAgainstLaterApproval with
// the real ozdesk command: `ozdesk queue approve` run within what was the
// deny's undo window is refused, and the ask stays denied.
func TestDenyStandsAgainstTheCLI(t *testing.T) {
	for _, keys := range [][]string{{"d", "enter"}, {"D", "tab", "no prod deletes", "enter", "right", "enter"}} {
		t.Run(keys[0], func(t *testing.T) { denyStandsAgainstTheCLI(t, keys) })
	}
}

func denyStandsAgainstTheCLI(t *testing.T, keys []string) {
	if testing.Short() {
		t.Skip("builds and runs the ozdesk command")
	}
	o := findOzdesk(t)
	if !o.real {
		t.Skip("no cmd/ozdesk in this tree")
	}
	d := openDesk(t, 80, 24)
	id := d.ask("claude", "prod", "kubectl --context prod delete ns api")
	d.reload()
	d.settle()
	d.keys(keys...)
	out, err := exec.Command(o.bin, "--db", d.st.Path(), "queue", "approve", queue.ShortID(id), "--operator", "bob").CombinedOutput()
	if err == nil || !strings.Contains(string(out), "already denied by alice") {
		t.Fatalf("ozdesk queue approve within the window: %v\n%s", err, out)
	}
	d.pastUndo()
	if a := d.askState(id); a.State != store.StateDenied || a.Decision.By != "alice" {
		t.Fatalf("ask is %s, decision %+v: want alice's deny to stand", a.State, a.Decision)
	}
}
