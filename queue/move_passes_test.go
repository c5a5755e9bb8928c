//go:build !ozdesk_adapters

package queue

import (
	"errors"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestMoveProposalStaleWhenItWouldPassMore: a move proposal records the
// rules it was proposed to pass; approved after the order changed so that
// it would pass others too, it is refused as stale and moves nothing
// (rt29k #2: p1 "move r1 after r2" also lifted r3, which its author had
// moved alone in between, and released an ask nobody reviewed).
func TestMoveProposalStaleWhenItWouldPassMore(t *testing.T) {
	for _, tc := range []struct {
		name      string
		between   bool // move r3 between r1 and r2 before the approval
		wantStale bool
	}{
		{"order unchanged", false, false},
		{"an allow moved in between", true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "git push **"})
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "git push origin aaa"})
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "git push origin bbb"})
			fourEyesOn(t, s, store.OutcomeAllow)
			_, err := s.MoveRule("r1", store.Place{After: "r2"}, "alice")
			p := mustPropose(t, err, store.KindRuleMove)
			want := "r2 r1 r3"
			if tc.between {
				if _, err := s.MoveRule("r3", store.Place{Before: "r2"}, "alice"); err != nil {
					t.Fatalf("a move that passes no ask: %v", err)
				}
				want = "r1 r3 r2"
			}
			bbb := mustEvaluate(t, s, Request{Command: "git push origin bbb"}).Ask
			_, err = s.ApproveProposal(p.ID, "bob")
			if !tc.wantStale {
				if err != nil {
					t.Fatalf("approve %s: %v", p.ID, err)
				}
				if got := ruleOrder(t, s); got != want {
					t.Errorf("order %s, want %s", got, want)
				}
				return
			}
			if !errors.Is(err, ErrStale) || !strings.Contains(err.Error(), "r3") || !strings.Contains(err.Error(), "propose it again") {
				t.Fatalf("approve %s after r3 moved in between: %v, want stale naming r3", p.ID, err)
			}
			if got := ruleOrder(t, s); got != want {
				t.Errorf("a stale approval moved rules: %s, want %s", got, want)
			}
			if a := mustGetAsk(t, s, bbb.ID); !a.Pending() {
				t.Errorf("a stale approval released ask %s: %+v", a.ID, a.Decision)
			}
		})
	}
}

// TestMoveAskBelowProposedAllowIsProposed: under four eyes, moving an ask
// below an allow that is only proposed loosens the policy once the allow
// is approved; it is proposed, not made (rt29k #14: alice alone moved r1
// under her own proposed r7, and bob's approval of r7 then released asks
// the r7 he reviewed, placed under r1, never reached).
func TestMoveAskBelowProposedAllowIsProposed(t *testing.T) {
	s := newService(t)
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "make **"})
	fourEyesOn(t, s, store.OutcomeAllow)
	ask := mustEvaluate(t, s, Request{Command: "make test"}).Ask
	if res := mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make test"}); !res.Proposed {
		t.Fatalf("four eyes wrote the allow in force: %+v", res)
	}
	rs, err := s.Rules()
	if err != nil || len(rs) != 2 || rs[1].Status != store.StatusProposed {
		t.Fatalf("rules %+v, %v: want r2 proposed under r1", rs, err)
	}
	_, err = s.MoveRule("r1", store.Place{After: "r2"}, "alice")
	p := mustPropose(t, err, store.KindRuleMove)
	if got := ruleOrder(t, s); got != "r1 r2" {
		t.Fatalf("the ask was moved below the proposed allow alone: %s", got)
	}
	res, err := s.ApproveRule("r2", "bob")
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Resolved) != 0 {
		t.Errorf("approving r2 (under r1) released %+v", res.Resolved)
	}
	if a := mustGetAsk(t, s, ask.ID); !a.Pending() {
		t.Errorf("ask %s released", ask.ID)
	}
	// The move, reviewed on its own, still passes r2 only: approved.
	if _, err := s.ApproveProposal(p.ID, "bob"); err != nil {
		t.Fatalf("approve %s: %v", p.ID, err)
	}
	if got := ruleOrder(t, s); got != "r2 r1" {
		t.Errorf("order %s", got)
	}
}

// mustGetAsk reads an ask.
func mustGetAsk(t testing.TB, s *Service, id string) store.Ask {
	t.Helper()
	a, err := s.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	return a
}
