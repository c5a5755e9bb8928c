package tui

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// askWaiting submits a command whose ask expires after wait.
func (d *testDesk) askWaiting(wait time.Duration, command string) string {
	d.t.Helper()
	ans, err := d.svc.Evaluate(queue.Request{Command: command, Agent: "shortw", Harness: "cli",
		Cwd: fixedCwd, Home: fixedHome, Wait: wait})
	if err != nil || ans.Ask == nil {
		d.t.Fatalf("evaluate %q: %+v, %v", command, ans, err)
	}
	return ans.Ask.ID
}

// TestApprovalBeforeExpiry: an approval whose undo window could not end
// before its ask expires is sent at once (or its window is cut to what is
// left) and the desk says so; with the quit question open the window
// stands still but the approval is sent before the ask expires. The
// store records the operator's approval, never that nobody decided
// (rt16k #3).
func TestApprovalBeforeExpiry(t *testing.T) {
	tests := []struct {
		name string
		wait time.Duration
		keys []string
		// shown right after the keys; after is how long the clock then
		// moves (ticking every second) before the store is read
		shown string
		after time.Duration
		// end is shown once the store says approved
		end string
	}{
		{name: "expires in 1s: at once", wait: 2 * time.Second, keys: []string{"a"},
			shown: "approved ask 1 once, at once: it expires before an undo window could end"},
		{name: "expires in 3s: window cut", wait: 4 * time.Second, keys: []string{"a"},
			shown: "(cut short: it expires soon)", after: 2 * time.Second},
		{name: "quit question open", wait: 8 * time.Second, keys: []string{"a", "q"},
			shown: ": it expires)", after: 6 * time.Second,
			end: "approved ask 1 once (rm -rf /srv/short2)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := openDesk(t, 120, 40)
			id := d.askWaiting(tt.wait, "rm -rf /srv/short2")
			d.reload()
			d.settle()
			d.keys(tt.keys...)
			d.mustShow(tt.shown)
			for range int(tt.after / time.Second) {
				d.clock.Add(time.Second)
				d.send(tickMsg(d.clock.Now()))
			}
			a := d.askState(id)
			if a.State != store.StateApproved {
				t.Fatalf("ask %s is %s; want approved before its deadline %s (now %s)\n%s", id, a.State, a.Deadline, d.clock.Now(), d.screen())
			}
			if !a.Decision.At.Before(a.Deadline) {
				t.Errorf("approved at %s, past its deadline %s", a.Decision.At, a.Deadline)
			}
			if tt.end != "" {
				scr := d.mustShow(tt.end)
				if strings.Contains(scr, "send it now") {
					t.Errorf("the quit question still offers to send a decision sent:\n%s", scr)
				}
				if strings.Contains(scr, "Quit?") && !strings.Contains(scr, "Quit? nothing is held any more") {
					t.Errorf("the quit question still asks about a decision sent:\n%s", scr)
				}
			}
		})
	}
}

// TestQuitQuestionDecidedElsewhere: the quit question's only decision
// is dropped because another operator denied its ask meanwhile. The
// question stays, since the operator asked to quit, but offers to send
// nothing (rt16k #6: s then exited 0 saying nothing): it says nothing is
// held any more and that s, u or enter quits. The key the operator was
// about to press answers it, never the queue under it (rt22k #9: the
// question closed by itself and s re-sorted the queue; u would have
// undone another decision).
func TestQuitQuestionDecidedElsewhere(t *testing.T) {
	for _, sz := range goldenSizes {
		for _, key := range []string{"s", "u", "enter", "esc"} {
			t.Run(sizeName(sz.w, sz.h)+"/"+key, func(t *testing.T) {
				d := openDesk(t, sz.w, sz.h)
				id := d.askFixed("claude", "refactor", "rm -rf /srv/qq2")
				d.reload()
				d.settle()
				d.keys("a", "q")
				d.mustShow("Quit? 1 decision is still in its undo window")
				if _, err := d.svc.Decide(id, decisionBy("carol")); err != nil {
					t.Fatal(err)
				}
				d.reload()
				scr := d.mustShow("your approval was dropped", "Quit? nothing is held any more")
				if strings.Contains(scr, "send it now") || strings.Contains(scr, "take it back") || d.quit {
					t.Fatalf("the quit question still offers to send (or the desk quit) with nothing held:\n%s", scr)
				}
				d.keys(key)
				if want := key != "esc"; d.quit != want {
					t.Fatalf("after %s with nothing held the desk quit=%v, want %v:\n%s", key, d.quit, want, d.screen())
				}
				if key == "esc" {
					if scr := d.screen(); strings.Contains(scr, "Quit?") {
						t.Fatalf("esc did not close the quit question:\n%s", scr)
					}
				}
				if a := d.askState(id); a.State != store.StateDenied {
					t.Fatalf("ask %s is %s, want carol's denial", id, a.State)
				}
			})
		}
	}
}
