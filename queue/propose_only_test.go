//go:build !ozdesk_adapters

package queue

import (
	"errors"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestProposeMoveRuleOnlyProposes: a move asked for as a proposal is
// proposed, or refused with nothing changed: never made at once (rt29k
// #20: the desk's "Propose", chosen after four eyes was turned off,
// moved the rule and released an ask).
func TestProposeMoveRuleOnlyProposes(t *testing.T) {
	for _, tc := range []struct {
		name     string
		fourEyes bool
		id       string
		at       store.Place
		propose  bool // a proposal is made; else ErrNothingToPropose
	}{
		{"loosens under four eyes", true, "r2", store.Place{First: true}, true},
		{"four eyes off", false, "r2", store.Place{First: true}, false},
		{"an ask lowered under four eyes", true, "r1", store.Place{After: "r2"}, true},
		{"passes nothing under four eyes", true, "r3", store.Place{First: true}, false},
		{"a retired allow under four eyes", true, "r4", store.Place{First: true}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "make **"})      // r1
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make test"})  // r2
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "make boom"}) // r3
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make test"})  // r4
			if err := s.RetireRule("r4", "alice"); err != nil {
				t.Fatal(err)
			}
			if tc.fourEyes {
				fourEyesOn(t, s, store.OutcomeAllow)
			}
			ask := mustEvaluate(t, s, Request{Command: "make test"}).Ask
			resolved, err := s.ProposeMoveRule(tc.id, tc.at, "alice", nil)
			if tc.propose {
				mustPropose(t, err, store.KindRuleMove)
			} else if !errors.Is(err, ErrNothingToPropose) {
				t.Fatalf("propose-only move: %v, want ErrNothingToPropose", err)
			}
			if got := ruleOrder(t, s); got != "r1 r2 r3 r4" || len(resolved) != 0 {
				t.Errorf("a propose-only move changed the policy: order %s, resolved %+v", got, resolved)
			}
			if a := mustGetAsk(t, s, ask.ID); !a.Pending() {
				t.Errorf("ask %s released", ask.ID)
			}
		})
	}
}
