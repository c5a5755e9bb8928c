//go:build !ozdesk_adapters

package queue

import (
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestAskHeldToReadStaysHeld: an ask that a change's confirmation did not
// list (it arrived after the confirmation) is held for an operator to
// read; a later change that decides nothing about it (retiring an
// unrelated allow, a settings change, a tightening move) does not release
// it (rt29k #25: the retire of r8 released it, crediting r9); an
// operator's decision on it still does.
func TestAskHeldToReadStaysHeld(t *testing.T) {
	for _, tc := range []struct {
		name  string
		after func(t *testing.T, s *Service)
	}{
		{"retire an unrelated allow", func(t *testing.T, s *Service) {
			if err := s.RetireRule("r2", "bob"); err != nil {
				t.Fatal(err)
			}
		}},
		{"a settings change", func(t *testing.T, s *Service) {
			set := store.DefaultSettings()
			set.FourEyes, set.Fallback = true, store.OutcomeAsk
			if _, err := s.SetSettings(set, "bob"); err != nil {
				t.Fatal(err)
			}
		}},
		{"a move that tightens", func(t *testing.T, s *Service) {
			if _, err := s.MoveRule("r4", store.Place{First: true}, "bob"); err != nil {
				t.Fatal(err)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "make t9"})   // r1
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make t4"}) // r2
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make t9"}) // r3
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "make t7"})   // r4
			fourEyesOn(t, s, store.OutcomeAllow)
			_, err := s.MoveRule("r3", store.Place{First: true}, "alice")
			p := mustPropose(t, err, store.KindRuleMove)
			first := mustEvaluate(t, s, Request{Agent: "A", Command: "make t9"}).Ask
			check, err := s.CheckApproveProposal(p.ID, "carol")
			if err != nil || len(check.Resolved) != 1 {
				t.Fatalf("check: %+v, %v", check, err)
			}
			late := mustEvaluate(t, s, Request{Agent: "B", Command: "make t9"}).Ask
			res, err := s.ApproveProposalListed(p.ID, "carol", Listed{first.ID})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Resolved) != 1 || res.Resolved[0].ID != first.ID || len(res.Unlisted) != 1 || res.Unlisted[0].ID != late.ID {
				t.Fatalf("approved: resolved %+v, unlisted %+v", res.Resolved, res.Unlisted)
			}
			tc.after(t, s)
			if a := mustGetAsk(t, s, late.ID); !a.Pending() {
				t.Fatalf("ask %s, held to be read, was released by an unrelated change: %+v", late.ID, a.Decision)
			}
			a, err := s.Decide(late.ID, Decision{Outcome: patterns.Allow, By: "carol"})
			if err != nil || a.State != store.StateApproved {
				t.Fatalf("an operator's decision on the held ask: %+v, %v", a, err)
			}
		})
	}
}
