//go:build !ozdesk_adapters

package queue

import (
	"errors"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// fourEyesSpellings are ways to write an approver's name: the author's
// own name spelled another way (which four eyes must take for the author,
// or refuse as a name), and another operator's (which may approve).
var fourEyesSpellings = []struct {
	approver string
	want     error // nil: approved
}{
	{"alice", ErrSameOperator},
	{"ALICE", ErrSameOperator},
	{"Alice", ErrSameOperator},
	{"ａｌｉｃｅ", ErrSameOperator}, // fullwidth: NFKC folds it
	{"alice ", store.ErrOperatorName},
	{" alice", store.ErrOperatorName},
	{"alice\u200b", store.ErrOperatorName}, // zero-width space
	{"al\u00adice", store.ErrOperatorName}, // soft hyphen
	{"alice\x1b[2K", store.ErrOperatorName},
	{"alice\t", store.ErrOperatorName},
	{"\u0430lice", store.ErrOperatorName}, // Cyrillic а among Latin letters
	{"", ErrNoAuthor},
	{"bob", nil},
	{"alice2", nil},
	{"Zoë", nil},
}

// TestFourEyesNameSpellings: under four eyes the author of a proposed
// rule, and of a proposal, cannot approve it by spelling their name
// another way (rt29k #1): a name that differs only in case or in
// compatibility form is the author's, and one with spaces around it,
// invisible or control characters, or mixed scripts is refused. Another
// operator's name approves.
func TestFourEyesNameSpellings(t *testing.T) {
	for _, tc := range fourEyesSpellings {
		t.Run("rule/"+tc.approver, func(t *testing.T) {
			s := newService(t)
			fourEyesOn(t, s, store.OutcomeAsk)
			res := mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make deploy", Reason: "ok", Author: "alice"})
			_, err := s.ApproveRule(res.Rule.ID, tc.approver)
			checkApproval(t, s, err, tc.want, store.KindRuleApprove)
		})
		t.Run("proposal/"+tc.approver, func(t *testing.T) {
			s := newService(t)
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "make deploy"})
			fourEyesOn(t, s, store.OutcomeAllow)
			p := mustPropose(t, s.RetireRule("r1", "alice"), store.KindRuleRetire)
			_, err := s.ApproveProposal(p.ID, tc.approver)
			checkApproval(t, s, err, tc.want, store.KindProposalApprove)
		})
	}
}

// checkApproval wants err to be want (nil: approved, with one audit
// entry of kind), and nothing approved otherwise.
func checkApproval(t *testing.T, s *Service, err, want error, kind string) {
	t.Helper()
	n := len(auditOf(t, s, kind))
	switch {
	case want == nil && err != nil:
		t.Fatalf("approval refused: %v", err)
	case want == nil && n != 1:
		t.Fatalf("approved, with %d %s entries", n, kind)
	case want != nil && !errors.Is(err, want):
		t.Fatalf("got %v, want %v", err, want)
	case want != nil && n != 0:
		t.Fatalf("refused (%v), yet %d %s entries", err, n, kind)
	}
}
