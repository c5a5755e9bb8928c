package tui

import (
	"context"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// trail is how long the audit trail is and how many rules and proposals
// the store holds: what a rule held in its undo window must not change.
type trail struct{ entries, rules, proposals int }

func (d *testDesk) trail() trail {
	d.t.Helper()
	es, err := d.svc.Audit(0, 0)
	if err != nil {
		d.t.Fatal(err)
	}
	return trail{len(es), len(d.rules()), len(d.proposals())}
}

// waiting submits an ask and waits on it in the background, as its
// agent's harness does: the channel gives its final state once the queue
// releases it.
func (d *testDesk) waiting(agent, command string) (string, <-chan string) {
	d.t.Helper()
	ans := d.submit(agent, "release", command)
	if ans.Ask == nil {
		d.t.Fatalf("%q was not asked: %s", command, ans.Outcome)
	}
	ctx, cancel := context.WithCancel(context.Background())
	out := make(chan string, 1)
	done := make(chan struct{})
	// the wait stops before the test's directory is removed: a read it
	// has under way when cancelled makes the store's directory again, and
	// the removal then finds it not empty
	d.t.Cleanup(func() { cancel(); <-done })
	go func() {
		defer close(done)
		got, err := d.svc.Wait(ctx, ans)
		if err != nil || got.Ask == nil {
			out <- "error"
			return
		}
		out <- got.Ask.State
	}()
	return ans.Ask.ID, out
}

// released says whether an agent's wait has ended, within a moment.
func released(ch <-chan string, within time.Duration) (string, bool) {
	select {
	case s := <-ch:
		return s, true
	case <-time.After(within):
		return "", false
	}
}

// TestUndoRule: A holds the rule for the undo window with the asks it
// decides (D writes at once: TestAlwaysRefuseAtOnce): the countdown shows what the write will do, nothing reaches
// the store or the audit trail, the agents still wait, and u takes it all
// back and opens the draft again. Written again, the window ends and the
// write happens once.
func TestUndoRule(t *testing.T) {
	cases := []struct {
		name, key, reason string
		fourEyes          bool
		countdown, undone string
		state, other      string // the asks' states after the write
		status            string
	}{
		{"A", "A", "beta releases", false,
			"writing allow rule: approving ask 1, resolving 1 more (npm publish --tag=beta ./packages/ui) · u undoes · 2s", "2 asks still wait",
			store.StateApproved, store.StateResolved, "wrote rule r1"},
		{"A under four eyes", "A", "beta releases", true,
			"proposing allow rule: approving ask 1 once (npm publish --tag=beta ./packages/ui) · u undoes · 2s", "ask 1 still waits",
			store.StateApproved, store.StatePending, "proposed rule r1, it waits for a second operator"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 140, 30)
			if tc.fourEyes {
				d.fourEyesOn()
			}
			first, firstDone := d.waiting("claude", "npm publish --tag beta ./packages/ui")
			second, secondDone := d.waiting("claude", "npm publish --tag beta ./packages/ui")
			other := d.ask("claude", "release", "npm publish --tag latest ./packages/ui")
			d.reload()
			d.settle()
			before := d.trail()
			d.keys(tc.key, "tab", tc.reason, "enter", "right", "enter")
			d.mustShow(tc.countdown, "Queue · 3 waiting")
			if d.m.editor() != nil {
				t.Fatal("the editor stayed open while its rule is held")
			}
			d.clock.Add(time.Second)
			d.send(tickMsg(d.clock.Now()))
			d.mustShow("u undoes · 1s")
			if got := d.trail(); got != before {
				t.Fatalf("within the window the store changed: %+v, was %+v", got, before)
			}
			for _, id := range []string{first, second, other} {
				if a := d.askState(id); a.State != store.StatePending {
					t.Fatalf("within the window ask %s is %s", id, a.State)
				}
			}
			if s, ok := released(firstDone, 300*time.Millisecond); ok {
				t.Fatalf("the agent of ask 1 was released within the window: %s", s)
			}
			d.keys("u")
			d.mustShow("undone: rule not written; "+tc.undone+"; the draft is open again", tc.reason)
			if d.m.editor() == nil {
				t.Fatal("u did not open the draft again")
			}
			d.pastUndo()
			d.reload()
			if got := d.trail(); got != before {
				t.Fatalf("an undone rule reached the store: %+v, was %+v", got, before)
			}
			d.mustShow("[1] queue (3)") // the editor, open again, fills the body

			// confirmed again from the same draft: written once, when the
			// window ends
			d.keys("enter", "right", "enter")
			d.mustShow("u undoes · 2s")
			d.pastUndo()
			d.reload()
			d.mustShow(tc.status)
			after := d.trail()
			if after.rules != 1 {
				t.Fatalf("%d rules written, want 1", after.rules)
			}
			if n := len(auditKinds(t, d.svc, store.KindRuleAdd)); n != 1 {
				t.Fatalf("%d rule.add entries, want 1", n)
			}
			for id, want := range map[string]string{first: tc.state, second: tc.other, other: store.StatePending} {
				if a := d.askState(id); a.State != want {
					t.Fatalf("ask %s after the window: %s, want %s", id, a.State, want)
				}
			}
			if s, ok := released(firstDone, 10*time.Second); !ok || s != tc.state {
				t.Fatalf("the agent of ask 1: released %v as %q, want %s", ok, s, tc.state)
			}
			if tc.other == store.StateResolved {
				if s, ok := released(secondDone, 10*time.Second); !ok || s != tc.other {
					t.Fatalf("the agent of ask 2: released %v as %q, want %s", ok, s, tc.other)
				}
			}
			d.keys("u")
			if tc.fourEyes {
				d.mustShow("nothing to undo: proposed rule r1 was written; withdraw it in [2] rules")
			} else {
				d.mustShow("nothing to undo: rule r1 was written when its undo window ended; retire it in [2] rules")
			}
		})
	}
}

// auditKinds are the audit entries of the kinds given.
func auditKinds(t *testing.T, svc *queue.Service, kinds ...string) []store.AuditEntry {
	t.Helper()
	es, err := svc.AuditRange(time.Time{}, time.Now().Add(24*365*time.Hour), kinds...)
	if err != nil {
		t.Fatal(err)
	}
	return es
}

// TestUndoAfterAlwaysWithNoWindow: with the undo window off, A writes
// the rule at once; u then says so and how to take the rule back.
func TestUndoAfterAlwaysWithNoWindow(t *testing.T) {
	d := openDesk(t, 100, 30)
	id := d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
	m, err := NewModel(Config{Service: d.api, Operator: "alice", Node: "node-1", Now: d.clock.Now,
		Width: 100, Height: 30, Env: d.env, Undo: -1})
	must(t, err)
	d.m = m
	d.run(m.Init())
	d.settle()
	d.keys("A", "tab", "beta releases", "enter")
	d.mustShow("Write this rule?")
	d.keys("right", "enter")
	d.reload()
	d.mustShow("wrote rule r1")
	if a := d.askState(id); a.State != store.StateApproved {
		t.Fatalf("ask after A: %s, want approved", a.State)
	}
	d.keys("u")
	d.mustShow("nothing to undo: with no undo window A and D take effect at once; retire rule r1 in [2] rules")
}

// TestUndoRuleRails: the guard rails' refusal of a held rule shows before
// its window starts (the queue checks the rule first), never after it
// silently: here the host the rule's download is pinned to leaves the
// egress list behind the desk's back, before the confirmation or within
// the window. Either way nothing is written, the status line names the
// rail and the draft is open. In direct mode and over the broker.
func TestUndoRuleRails(t *testing.T) {
	for _, mode := range []string{"direct", "broker"} {
		for _, when := range []string{"before the window", "within the window"} {
			t.Run(mode+"/"+when, func(t *testing.T) {
				d := openDesk(t, 100, 30)
				if mode == "broker" {
					d.overBroker()
				}
				id := d.ask("claude", "setup", download)
				d.reload()
				d.settle()
				d.keys("A", "ctrl+o", "right", "enter")
				d.mustShow("added dl.example.com to the egress list", "guard rails: pass")
				d.keys("tab", "the k3s installer", "enter")
				d.mustShow("Write this rule?")
				before := d.trail()
				drop := func() {
					if _, err := d.svc.RemoveEgress("dl.example.com", "bob"); err != nil {
						t.Fatal(err)
					}
					before = d.trail()
				}
				if when == "before the window" {
					drop()
				}
				d.keys("right", "enter")
				if when == "before the window" {
					d.mustShow("the guard rails refused the rule (unpinned-download)", "nothing written; the draft is still open")
					d.mustNotShow("u undoes")
					if d.m.holds.count() != 0 {
						t.Fatal("a rule the rails refuse was held")
					}
				} else {
					// the rule does not decide the command (cmd.guard-tamper
					// still asks of ~/.bashrc): it leaves the ask waiting (rt18k #7)
					d.mustShow("writing allow rule: ask 1 keeps waiting · u undoes · 2s", "   curl")
					drop()
					d.pastUndo()
					d.mustShow("the guard rails refused the rule (unpinned-download)", "nothing written; the draft is still open")
				}
				if d.m.editor() == nil {
					t.Fatal("the draft is not open after the rails refused the rule")
				}
				d.mustShow("the k3s installer")
				if got := d.trail(); got != before || got.rules != 0 {
					t.Fatalf("a refused rule changed the store: %+v, was %+v", got, before)
				}
				if a := d.askState(id); a.State != store.StatePending {
					t.Fatalf("the ask after the refusal: %s", a.State)
				}
			})
		}
	}
}

// TestQuitWithRuleHeld: q within a rule's window asks, naming the rule;
// u takes it back and quits (nothing written), s writes it and quits.
func TestQuitWithRuleHeld(t *testing.T) {
	for _, tc := range []struct {
		then  string
		rules int
		state string
	}{
		{"u", 0, store.StatePending},
		{"s", 1, store.StateApproved},
	} {
		t.Run(tc.then, func(t *testing.T) {
			d := openDesk(t, 100, 30)
			id := d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
			d.reload()
			d.settle()
			before := d.trail()
			d.keys("A", "tab", "beta releases", "enter", "right", "enter", "q")
			d.mustShow("1 decision is still in its undo window", "writing allow rule: approving ask 1 (npm publish --tag=beta ./packages/ui)")
			if got := d.trail(); got != before {
				t.Fatalf("the quit question wrote: %+v, was %+v", got, before)
			}
			d.keys(tc.then)
			if !d.quit {
				t.Fatalf("%s did not quit", tc.then)
			}
			if got := d.trail(); got.rules != tc.rules {
				t.Fatalf("%d rules after %s, want %d", got.rules, tc.then, tc.rules)
			}
			if tc.then == "u" && d.trail() != before {
				t.Fatalf("taken back, yet the store changed: %+v, was %+v", d.trail(), before)
			}
			if a := d.askState(id); a.State != tc.state {
				t.Fatalf("ask after %s: %s, want %s", tc.then, a.State, tc.state)
			}
		})
	}
}

// TestUndoRuleWithMarks: a rule written while asks are marked holds the
// marked asks it resolves with it (their marks taken while it is held);
// u puts those marks back, and the asks it does not decide keep theirs.
func TestUndoRuleWithMarks(t *testing.T) {
	d := openDesk(t, 140, 30)
	first := d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
	twin := d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
	other := d.ask("claude", "release", "npm publish --tag latest ./packages/ui")
	d.reload()
	d.settle()
	d.keys("j", "space")
	d.settle()
	d.keys("space", "k", "k")
	d.settle()
	marked := func() map[string]bool {
		got := map[string]bool{}
		for id := range d.m.list.marked {
			got[id] = true
		}
		return got
	}
	if m := marked(); !m[twin] || !m[other] || len(m) != 2 {
		t.Fatalf("marked %v, want %s and %s", m, twin, other)
	}
	d.keys("A", "tab", "beta releases", "enter", "right", "enter")
	d.mustShow("approving ask 1, resolving 1 more (npm publish")
	if m := marked(); m[twin] || !m[other] {
		t.Fatalf("held: marked %v, want only %s", m, other)
	}
	d.keys("u")
	if m := marked(); !m[twin] || !m[other] || len(m) != 2 {
		t.Fatalf("undone: marked %v, want %s and %s again", m, twin, other)
	}
	d.keys("enter", "right", "enter")
	d.pastUndo()
	d.reload()
	for id, want := range map[string]string{first: store.StateApproved, twin: store.StateResolved, other: store.StatePending} {
		if a := d.askState(id); a.State != want {
			t.Fatalf("ask %s: %s, want %s", id, a.State, want)
		}
	}
	if m := marked(); !m[other] || len(m) != 1 {
		t.Fatalf("written: marked %v, want only %s", m, other)
	}
	d.mustShow("Queue · 1 waiting")
}

// TestUndoRuleScreen: the countdown of a rule held in its undo window
// (A's; D has none), at both golden sizes: the queue is back, the asks the
// rule decides say so on their rows, and the status line says what the
// write will do and how long u can take it back.
func TestUndoRuleScreen(t *testing.T) {
	for _, k := range []string{"A"} {
		for _, sz := range goldenSizes {
			t.Run(k+"/"+sizeName(sz.w, sz.h), func(t *testing.T) {
				d := openDesk(t, sz.w, sz.h)
				d.askFixed("claude", "release", "npm publish --tag beta ./packages/ui")
				d.askFixed("claude", "release", "npm publish --tag beta ./packages/ui")
				d.askFixed("codex", "refactor", "git push --force origin main")
				d.reload()
				d.settle()
				d.keys(k, "tab", "beta releases only", "enter", "right", "enter")
				d.clock.Add(time.Second)
				d.send(tickMsg(d.clock.Now()))
				d.mustShow("u undoes · 1s")
				d.requireScreen(t)
			})
		}
	}
}
