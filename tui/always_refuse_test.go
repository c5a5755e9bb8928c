package tui

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestAlwaysRefuseAtOnce: D writes its refuse rule when it is confirmed,
// with no undo window: the ask it comes from is denied and the asks the
// rule decides are resolved in that one write, their agents released at
// once, as a deny with d is (a refuse held for the window lost to an
// approval made meanwhile elsewhere: TestDenyStandsAgainstLaterApproval).
// The confirmation says so before the operator commits, no countdown
// follows, and u says what it cannot take back and where the rule is
// retired. Under four eyes the rule is proposed, and the deny of its ask
// still goes at once.
func TestAlwaysRefuseAtOnce(t *testing.T) {
	cases := []struct {
		name     string
		fourEyes bool
		other    string // the twin ask's state after the write
		said     string
		undo     string
	}{
		{name: "in force", other: store.StateResolved,
			said: "denied ask 1 · resolved 1 more · wrote rule r1 (refuse",
			undo: "nothing to undo: D writes its refuse rule at once; retire r1 in [2] rules"},
		{name: "under four eyes", fourEyes: true, other: store.StatePending,
			said: "denied ask 1 · proposed rule r1",
			undo: "nothing to undo: the deny went at once; withdraw proposed r1 in [2] rules"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			if tc.fourEyes {
				d.fourEyesOn()
			}
			first, firstDone := d.waiting("claude", "npm publish --tag beta ./packages/ui")
			twin, twinDone := d.waiting("claude", "npm publish --tag beta ./packages/ui")
			d.reload()
			d.settle()
			d.keys("D", "tab", "no publishing from agents", "enter")
			if tc.fourEyes {
				// the rule is proposed: only the deny is at once (rt18k #9a)
				d.mustShow("Write this rule?", "the deny is sent at once, no undo window; the rule is proposed")
				d.mustNotShow("written at once")
			} else {
				d.mustShow("Write this rule?", "written at once, no undo window (a deny stands)")
			}
			d.keys("right", "enter")
			// no tick, no clock moved: the write is done
			d.mustNotShow("u undoes")
			if d.m.holds.count() != 0 {
				t.Fatal("D's rule is held for an undo window")
			}
			if n := len(d.rules()); n != 1 {
				t.Fatalf("%d rules written, want 1", n)
			}
			if a := d.askState(first); a.State != store.StateDenied || a.Decision == nil || a.Decision.By != "alice" {
				t.Fatalf("ask 1 is %s, decision %+v: want denied by alice", a.State, a.Decision)
			}
			if a := d.askState(twin); a.State != tc.other {
				t.Fatalf("ask 2 is %s, want %s", a.State, tc.other)
			}
			if s, ok := released(firstDone, 10*time.Second); !ok || s != store.StateDenied {
				t.Fatalf("the agent of ask 1: released %v as %q, want denied", ok, s)
			}
			if tc.other == store.StateResolved {
				if s, ok := released(twinDone, 10*time.Second); !ok || s != tc.other {
					t.Fatalf("the agent of ask 2: released %v as %q, want %s", ok, s, tc.other)
				}
			}
			d.mustShow(tc.said)
			d.keys("u")
			d.mustShow(tc.undo)
			if n := len(d.rules()); n != 1 {
				t.Fatalf("u changed the rules: %d, want 1", n)
			}
		})
	}
}
