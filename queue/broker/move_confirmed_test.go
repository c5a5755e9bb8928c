package broker

import (
	"errors"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestMoveConfirmedOverTheWire: through a real broker, a move carries the
// rules in force its confirmation was drawn against (an empty list is
// one too), and one the store no longer holds is refused as
// queue.ErrRulesChanged, nothing moved (issue 9); with none (the CLI) the
// move is made as before.
func TestMoveConfirmedOverTheWire(t *testing.T) {
	r := newRig(t, operatorsFor(t, RoleAdmin))
	for _, p := range []string{"make **", "make lint"} {
		_, err := r.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: p, Author: "alice"})
		must(t, err)
	}
	must(t, r.svc.RetireRule("r2", "bob"))
	order := func() string {
		rs, err := r.svc.Rules()
		must(t, err)
		out := ""
		for _, x := range rs {
			out += x.ID + " "
		}
		return out
	}
	for _, confirmed := range []queue.InForce{{"r1", "r2"}, {}} {
		if _, err := r.cl.MoveRuleListed("r2", store.Place{First: true}, "", nil, confirmed); !errors.Is(err, queue.ErrRulesChanged) {
			t.Fatalf("confirmed %q: the move of a retired rule gave %v, want %v", confirmed, err, queue.ErrRulesChanged)
		}
	}
	if got := order(); got != "r1 r2 " {
		t.Fatalf("refused, the order is %s", got)
	}
	if _, err := r.cl.MoveRuleListed("r2", store.Place{First: true}, "", nil, nil); err != nil {
		t.Fatalf("unconfirmed: %v", err)
	}
	if got := order(); got != "r2 r1 " {
		t.Fatalf("unconfirmed, the order is %s", got)
	}
}
