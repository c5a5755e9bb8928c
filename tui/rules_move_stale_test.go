package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestMoveConfirmationFollowsStore: the m confirmation of a move follows
// the rules as another process changes them while it is open: a rule
// retired there, or an order changed there, makes it say so, and its
// enter moves nothing (rt48k F-move-stale: it moved rule r18, retired
// meanwhile, "above r16" in an order that no longer held, said "moved",
// and the trail recorded the move of a retired rule).
func TestMoveConfirmationFollowsStore(t *testing.T) {
	for _, tc := range []struct {
		name  string
		other func(svc *queue.Service) error
		says  string
		order string
	}{
		{"retired elsewhere", func(svc *queue.Service) error { return svc.RetireRule("r3", "bob") },
			"rule r3 is retired now: nothing to move", "r1 r2 r3"},
		{"order changed elsewhere", func(svc *queue.Service) error {
			_, err := svc.MoveRule("r2", store.Place{Before: "r1"}, "bob")
			return err
		}, "the rules in force changed elsewhere: nothing moved; m places r3 again", "r2 r1 r3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 120, 40)
			for _, spec := range []queue.RuleSpec{
				{Outcome: patterns.Ask, Pattern: "make **", Reason: "builds are looked at", Author: "admin"},
				{Outcome: patterns.Refuse, Pattern: "make clean-all", Reason: "wipes the caches", Author: "admin"},
				{Outcome: patterns.Ask, Pattern: "make lint", Reason: "lint is looked at", Author: "admin"},
			} {
				if _, err := d.svc.AddRule(spec); err != nil {
					t.Fatal(err)
				}
			}
			d.reload()
			d.settle()
			d.keys("2", "j", "j", "m", "k", "k", "enter")
			d.mustShow("Move rule r3 above r1?", "now read before r1", "now read before r2")
			// another process, on the same store
			if err := tc.other(queue.New(store.New(d.st.Path()))); err != nil {
				t.Fatal(err)
			}
			d.reload()
			d.mustShow("Move rule r3 above r1?", tc.says)
			d.keys("right", "enter")
			d.mustNotShow("Move rule r3 above r1?")
			d.mustShow(tc.says)
			d.pastUndo()
			d.reload()
			if got := d.ruleOrder(); got != tc.order {
				t.Fatalf("the order is %s, want %s (as the other process left it)", got, tc.order)
			}
			if moves := auditKinds(t, d.svc, store.KindRuleMove); len(moves) != map[bool]int{true: 1}[tc.name == "order changed elsewhere"] {
				t.Fatalf("%d rule.move entries: the desk moved the rule", len(moves))
			}
		})
	}
}

// TestMoveHeldFollowsStore: a move confirmed waits out its undo window;
// a rule retired by another process within it makes the move go nowhere
// when the window ends, and the status line says why.
func TestMoveHeldFollowsStore(t *testing.T) {
	d := openDesk(t, 120, 40)
	for _, spec := range []queue.RuleSpec{
		{Outcome: patterns.Ask, Pattern: "make **", Reason: "builds are looked at", Author: "admin"},
		{Outcome: patterns.Ask, Pattern: "make lint", Reason: "lint is looked at", Author: "admin"},
	} {
		if _, err := d.svc.AddRule(spec); err != nil {
			t.Fatal(err)
		}
	}
	d.reload()
	d.settle()
	d.keys("2", "j", "m", "k", "enter")
	d.mustShow("Move rule r2 above r1?")
	d.keys("right", "enter")
	d.mustShow("u undoes")
	if err := queue.New(store.New(d.st.Path())).RetireRule("r2", "bob"); err != nil {
		t.Fatal(err)
	}
	d.pastUndo()
	d.reload()
	d.mustShow("rule r2 is retired now: nothing to move")
	if got := d.ruleOrder(); got != "r1 r2" {
		t.Fatalf("the order is %s, want r1 r2", got)
	}
	if moves := auditKinds(t, d.svc, store.KindRuleMove); len(moves) != 0 {
		t.Fatalf("%d rule.move entries: the retired rule was moved", len(moves))
	}
}

// TestMoveRaceRefusedByQueue: another process retires the rule in the
// gap between the desk's last read of the rules and its move (an enter
// pressed in the milliseconds before the desk sees that commit): the
// move carries the rules in force it was confirmed against, the queue
// refuses it in the move's own transaction, and the desk says so
// plainly; nothing moves, nothing is written (issue 9: the move was
// made, of a retired rule).
func TestMoveRaceRefusedByQueue(t *testing.T) {
	d := openDesk(t, 120, 40)
	for _, spec := range []queue.RuleSpec{
		{Outcome: patterns.Ask, Pattern: "make **", Reason: "builds are looked at", Author: "admin"},
		{Outcome: patterns.Ask, Pattern: "make lint", Reason: "lint is looked at", Author: "admin"},
	} {
		if _, err := d.svc.AddRule(spec); err != nil {
			t.Fatal(err)
		}
	}
	d.reload()
	d.settle()
	d.keys("2", "j", "m", "k", "enter")
	d.mustShow("Move rule r2 above r1?")
	d.keys("right", "enter")
	d.mustShow("u undoes")
	other := queue.New(store.New(d.st.Path()))
	d.api.beforeMove = func() {
		// after the desk's last read, before its move
		if err := other.RetireRule("r2", "bob"); err != nil {
			t.Error(err)
		}
	}
	d.pastUndo()
	d.reload()
	d.mustShow("rule r2: the rules changed since you confirmed: nothing moved (rule r2 is retired now)")
	if got := d.ruleOrder(); got != "r1 r2" {
		t.Fatalf("the order is %s, want r1 r2", got)
	}
	if moves := auditKinds(t, d.svc, store.KindRuleMove); len(moves) != 0 {
		t.Fatalf("%d rule.move entries: the retired rule was moved", len(moves))
	}
}
