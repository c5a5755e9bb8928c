//go:build !ozdesk_adapters

package queue

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestProposedMoveCarriesInForce (fx53e): a move held by four eyes keeps
// the rules in force or proposed it was proposed among (Standing), as a
// move made at once keeps what its confirmation showed (InForce):
// approved after they changed (a rule added, one retired) it is stale, nothing moves and the
// ask it would release stays pending; with the rules as proposed it
// moves. A propose-only move confirmed against rules that no longer
// hold proposes nothing. A proposal whose kept rules were stripped
// around ozdesk is not approved. Failed before: the proposal kept
// nothing, and its approval moved the rule against rules its author
// never saw, as long as the move passed the same rules.
func TestProposedMoveCarriesInForce(t *testing.T) {
	for _, tc := range []struct {
		name    string
		change  func(t *testing.T, s *Service) // after the proposal
		stale   string                         // the staleness said, or "" when it moves
		forged  bool
		confirm InForce // propose-only, confirmed against this
	}{
		{name: "unchanged"},
		{name: "a rule added since", stale: "the rules in force or proposed read r1 r2 r3 r4 r5 now, r1 r2 r3 r4 when proposed",
			change: func(t *testing.T, s *Service) {
				// under four eyes a rule is proposed: a second operator puts it in force
				mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "make boom2"}) // r5
				if _, err := s.ApproveRule("r5", "bob"); err != nil {
					t.Fatal(err)
				}
			}},
		{name: "a rule retired since", stale: "the rules in force or proposed read r1 r2 r3 now, r1 r2 r3 r4 when proposed",
			change: func(t *testing.T, s *Service) {
				// an allow retired loosens nothing: done at once
				if err := s.RetireRule("r4", "carol"); err != nil {
					t.Fatal(err)
				}
			}},
		{name: "propose-only, confirmed as the store holds them", confirm: InForce{"r1", "r2", "r3", "r4"}},
		{name: "propose-only, confirmed against other rules", confirm: InForce{"r1", "r2"}},
		{name: "kept rules stripped around ozdesk", forged: true,
			change: func(t *testing.T, s *Service) {
				if err := s.st.Update(func(tx *store.Tx) error {
					ps, err := tx.Proposals()
					if err != nil {
						return err
					}
					for _, p := range ps {
						p.Standing = nil
						if err := tx.PutProposal(p); err != nil {
							return err
						}
					}
					return nil
				}); err != nil {
					t.Fatal(err)
				}
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "make **"})      // r1
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make test"})  // r2
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "make boom"}) // r3
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make lint"})  // r4
			fourEyesOn(t, s, store.OutcomeAllow)
			ask := mustEvaluate(t, s, Request{Command: "make test"}).Ask
			var err error
			if tc.confirm != nil {
				_, err = s.ProposeMoveRule("r2", store.Place{First: true}, "alice", tc.confirm)
				if !slices.Equal(tc.confirm, InForce{"r1", "r2", "r3", "r4"}) {
					if !errors.Is(err, ErrRulesChanged) {
						t.Fatalf("a proposal confirmed against rules that changed: %v, want ErrRulesChanged", err)
					}
					if ps, err := s.Proposals(); err != nil || len(ps) != 0 {
						t.Fatalf("proposals after a refused proposal: %+v, %v", ps, err)
					}
					return
				}
			} else {
				_, err = s.MoveRule("r2", store.Place{First: true}, "alice")
			}
			p := mustPropose(t, err, store.KindRuleMove)
			if !slices.Equal(p.Standing, []string{"r1", "r2", "r3", "r4"}) {
				t.Fatalf("the proposal keeps standing %v, want r1 r2 r3 r4", p.Standing)
			}
			if tc.change != nil {
				tc.change(t, s)
			}
			before := ruleOrder(t, s)
			_, err = s.ApproveProposal(p.ID, "bob")
			switch {
			case tc.forged:
				if !errors.Is(err, ErrProposalForged) {
					t.Fatalf("approving a proposal stripped of its rules in force: %v, want forged", err)
				}
			case tc.stale != "":
				if !errors.Is(err, ErrStale) || !strings.Contains(err.Error(), tc.stale) {
					t.Fatalf("approving a move proposed against other rules: %v, want stale saying %q", err, tc.stale)
				}
			default:
				if err != nil {
					t.Fatalf("approving a move against the rules proposed: %v", err)
				}
				if got := ruleOrder(t, s); !strings.HasPrefix(got, "r2 ") {
					t.Errorf("approved, the order is %s", got)
				}
				return
			}
			if got := ruleOrder(t, s); got != before {
				t.Errorf("a refused approval moved the rule: %s, was %s", got, before)
			}
			if a := mustGetAsk(t, s, ask.ID); !a.Pending() {
				t.Errorf("a refused approval released ask %s: %s", ask.ID, a.State)
			}
		})
	}
}
