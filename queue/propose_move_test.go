//go:build !ozdesk_adapters

package queue

import (
	"errors"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// ruleOrder lists the operators' rules' IDs in order.
func ruleOrder(t testing.TB, s *Service) string {
	t.Helper()
	rs, err := s.Rules()
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, r := range rs {
		ids = append(ids, r.ID)
	}
	return strings.Join(ids, " ")
}

// TestProposeMove: under four eyes, moving an allow above an ask it was
// read after (or an ask below an allow) loosens the policy: it is a
// proposal that moves nothing (fx28k #1: it was refused outright); its
// author cannot approve it; another operator's approval moves the rule,
// audited as one change, and resolves the ask the new order allows. A
// move that tightens is made at once, and says what it resolved.
func TestProposeMove(t *testing.T) {
	for _, tc := range []struct {
		name string
		id   string
		at   store.Place
	}{
		{"an allow moved up", "r2", store.Place{Before: "r1"}},
		{"an ask moved down", "r1", store.Place{After: "r2"}},
		{"an allow moved first", "r2", store.Place{First: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "make **"})
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make test"})
			fourEyesOn(t, s, store.OutcomeAllow)
			ask := mustEvaluate(t, s, Request{Command: "make test"}).Ask.ID

			_, err := s.MoveRule(tc.id, tc.at, "alice")
			p := mustPropose(t, err, store.KindRuleMove)
			if p.Rule != tc.id || p.Place == nil || *p.Place != tc.at {
				t.Fatalf("proposal %+v", p)
			}
			if got := ruleOrder(t, s); got != "r1 r2" {
				t.Fatalf("a proposal moved the rule: %s", got)
			}
			if !strings.Contains(ProposalText(p), "move rule "+tc.id) {
				t.Errorf("proposal text %q", ProposalText(p))
			}
			if _, err := s.MoveRule(tc.id, tc.at, "carol"); !errors.Is(err, ErrProposedAlready) {
				t.Errorf("the same move proposed twice: %v", err)
			}
			if _, err := s.ApproveProposal(p.ID, "alice"); !errors.Is(err, ErrSameOperator) {
				t.Fatalf("its author approved it: %v", err)
			}
			res, err := s.ApproveProposal(p.ID, "bob")
			if err != nil {
				t.Fatal(err)
			}
			if got := ruleOrder(t, s); got != "r2 r1" {
				t.Errorf("approved, the order is %s", got)
			}
			if len(res.Resolved) != 1 || res.Resolved[0].ID != ask || res.Resolved[0].State != store.StateResolved {
				t.Errorf("approved, resolved %+v, want ask %s", res.Resolved, ask)
			}
		})
	}
	t.Run("a move that tightens", func(t *testing.T) {
		s := newService(t)
		mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make test"})
		mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "make deploy"})
		mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "make **"})
		fourEyesOn(t, s, store.OutcomeAllow)
		resolved, err := s.MoveRule("r3", store.Place{First: true}, "alice")
		if err != nil {
			t.Fatalf("a tightening move: %v", err)
		}
		if got := ruleOrder(t, s); got != "r3 r1 r2" {
			t.Errorf("order %s", got)
		}
		if len(resolved) != 0 {
			t.Errorf("resolved %+v", resolved)
		}
	})
}

// TestMoveSaysWhatItResolved: a move returns the pending asks the new
// order decided (fx28k #2: the desk could only say what the change feed
// saw leave).
func TestMoveSaysWhatItResolved(t *testing.T) {
	s := newService(t)
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "make **"})
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make test"})
	ask := mustEvaluate(t, s, Request{Command: "make test"}).Ask.ID
	resolved, err := s.MoveRule("r2", store.Place{First: true}, "alice")
	if err != nil {
		t.Fatal(err)
	}
	if len(resolved) != 1 || resolved[0].ID != ask || resolved[0].Decision == nil || resolved[0].Decision.By != "r2" {
		t.Errorf("resolved %+v, want ask %s by r2", resolved, ask)
	}
}

// TestProposeMoveChecksThePlace: under four eyes a move to a place that
// does not exist is refused as it is without four eyes, never proposed.
func TestProposeMoveChecksThePlace(t *testing.T) {
	s := newService(t)
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "make **"})
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make test"})
	fourEyesOn(t, s, store.OutcomeAllow)
	for _, at := range []store.Place{{Before: "r9"}, {After: "r2"}, {First: true, Before: "r1"}} {
		if _, err := s.MoveRule("r2", at, "alice"); err == nil || errors.Is(err, ErrProposed) {
			t.Errorf("move r2 to %+v: %v, want refused", at, err)
		}
	}
	if ids := proposalIDs(t, s); len(ids) != 0 {
		t.Errorf("proposed %v", ids)
	}
}
