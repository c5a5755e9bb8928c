package tui

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// moveFixture writes r1, an ask for every make, and r2, an allow for one
// make release written below it, so that r2 never decides: the desk's
// editor says "move or retire r1 in [2] rules" (rt22k #4). An agent's make
// release waits, asked by r1.
func moveFixture(t *testing.T, w, h int) (*testDesk, string) {
	t.Helper()
	d := openDesk(t, w, h)
	if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: "make **",
		Reason: "builds are looked at", Author: "admin"}); err != nil {
		t.Fatal(err)
	}
	if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Allow, Pattern: "make release VERSION=1.2.3",
		Reason: "release agreed", Author: "admin", End: d.clock.Now().Add(24 * time.Hour)}); err != nil {
		t.Fatal(err)
	}
	id := d.askFixed("van", "release", "make release VERSION=1.2.3")
	d.reload()
	d.settle()
	return d, id
}

// ruleOrder is the store's order of the operators' rules.
func (d *testDesk) ruleOrder() string {
	d.t.Helper()
	rules, err := d.svc.Rules()
	if err != nil {
		d.t.Fatal(err)
	}
	var ids []string
	for _, r := range rules {
		ids = append(ids, r.ID)
	}
	return strings.Join(ids, " ")
}

// TestRulesMove: in the rules view m picks up the selected rule, k and j
// place it, enter asks to move it there, saying what the new order does
// (which rules it is now read before), with Cancel focused; confirmed, the
// queue moves it in one transaction and resolves the pending asks the new
// order decides. The key is in the footer and the help (rt22k #4: the
// desk advised "move r1 in [2] rules" and had no key to do it).
func TestRulesMove(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d, id := moveFixture(t, sz.w, sz.h)
			d.keys("2")
			d.mustShow("r1", "r2", "m move")
			d.keys("j", "m")
			d.mustShow("moving r2", "enter", "esc")
			// esc leaves it where it was
			d.keys("k", "esc")
			if got := d.ruleOrder(); got != "r1 r2" {
				t.Fatalf("order after esc: %s, want r1 r2", got)
			}
			d.keys("m", "k", "enter")
			scr := d.mustShow("Move rule r2 above r1?", "now read before r1", "[ Cancel ]")
			if !strings.Contains(scr, "▸[ Cancel ]") {
				t.Fatalf("the move's confirmation does not focus Cancel:\n%s", scr)
			}
			d.keys("enter") // Cancel
			if got := d.ruleOrder(); got != "r1 r2" {
				t.Fatalf("order after Cancel: %s, want r1 r2", got)
			}
			d.keys("m", "k", "enter", "right", "enter")
			// held for the undo window as every approval (rt28k #3)
			d.pastUndo()
			// what moved, then what the new order resolved (fx28k #2:
			// the change feed's "ask 1 allowed by rule r2" alone)
			d.mustShow("rule r2 moved above r1", "resolved ask 1: allowed by r2")
			d.reload()
			if got := d.ruleOrder(); got != "r2 r1" {
				t.Fatalf("order after the move: %s, want r2 r1\n%s", got, d.screen())
			}
			d.mustShow("rule r2 moved above r1", "resolved ask 1: allowed by r2")
			if a := d.askState(id); a.State != store.StateResolved || a.Decision.Outcome != store.OutcomeAllow {
				t.Fatalf("ask %s is %s (%+v) after r2 moved above r1, want resolved, allowed by r2", id, a.State, a.Decision)
			}
			d.keys("?", "/", "move")
			d.mustShow("move rule", "Move a rule", "place it higher", "leave it")
		})
	}
}

// TestRulesMoveFourEyes: under four eyes a move that lets an allow be
// read before an ask loosens the policy: the desk proposes it, as it
// proposes a retirement (fx28k #1: it refused it outright); the queue
// holds the proposal, the order stays until a second operator approves
// it, and then the move resolves the ask.
func TestRulesMoveFourEyes(t *testing.T) {
	d, id := moveFixture(t, 120, 40)
	d.fourEyesOn()
	d.reload()
	d.keys("2", "j", "m", "k", "enter")
	d.mustShow("Propose moving rule r2 above r1?", "four eyes", "a second operator")
	d.keys("right", "enter")
	d.mustShow("proposed p1: move rule r2 before r1")
	if got := d.ruleOrder(); got != "r1 r2" {
		t.Fatalf("order: %s, want r1 r2", got)
	}
	if a := d.askState(id); a.State != store.StatePending {
		t.Fatalf("ask %s is %s, want still pending", id, a.State)
	}
	if _, err := d.svc.ApproveProposal("p1", "second-operator"); err != nil {
		t.Fatal(err)
	}
	if got := d.ruleOrder(); got != "r2 r1" {
		t.Fatalf("approved, the order is %s, want r2 r1", got)
	}
	if a := d.askState(id); a.State != store.StateResolved {
		t.Fatalf("ask %s is %s after the approval, want resolved", id, a.State)
	}
}

// TestRulesMoveRefusesDefaultsAndFilter: m moves only a rule in force,
// in the whole list (not a filtered one).
func TestRulesMoveRefusesFilter(t *testing.T) {
	d, _ := moveFixture(t, 120, 40)
	d.keys("2", "/", "release", "enter", "m")
	d.mustShow("clear the filter")
	d.mustNotShow("moving r2")
}

// TestRulesMoveScreens draws, at each golden size, a rule being placed
// (its place on screen and the keys that place it) and the confirmation
// that names the rules it will now be read before.
func TestRulesMoveScreens(t *testing.T) {
	for _, sc := range []struct {
		name string
		keys []string
		want string
	}{
		{"placing", []string{"2", "j", "m", "k"}, "moving r2: place 1 of 2, above r1"},
		{"confirmation", []string{"2", "j", "m", "k", "enter"}, "Move rule r2 above r1?"},
	} {
		t.Run(sc.name, func(t *testing.T) {
			for _, sz := range goldenSizes {
				t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
					d, _ := moveFixture(t, sz.w, sz.h)
					d.keys(sc.keys...)
					d.mustShow(sc.want)
					d.requireScreen(t)
				})
			}
		})
	}
}
