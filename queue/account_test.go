package queue

import (
	"errors"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestFourEyesAccounts: in direct mode four eyes counts OS accounts as
// well as names. Two services share one store, each its process's
// account (ClaimedAccounts): the author's account may not approve under
// another name; another account may. The accounts are recorded on the
// rule, the proposal and the operators' audit entries, claimed.
func TestFourEyesAccounts(t *testing.T) {
	path := storePath(t)
	mine := New(store.New(path), WithAccounts(ClaimedAccounts(1000)))
	twin := New(store.New(path), WithAccounts(ClaimedAccounts(1000)))
	other := New(store.New(path), WithAccounts(ClaimedAccounts(1001)))
	set := store.DefaultSettings()
	set.FourEyes, set.Fallback = true, store.OutcomeAsk
	if _, err := mine.SetSettings(set, "alice"); err != nil {
		t.Fatal(err)
	}
	res := mustAddRule(t, mine, RuleSpec{Outcome: patterns.Allow, Pattern: "make deploy", Reason: "ships", Author: "alice"})
	if a := res.Rule.AuthorAccount; a == nil || a.UID != 1000 || !a.Claimed {
		t.Fatalf("the rule's author account: %+v", a)
	}
	_, err := twin.ApproveRule(res.Rule.ID, "bob")
	if !errors.Is(err, ErrSameOperator) {
		t.Fatalf("bob approved alice's rule from her account: %v", err)
	}
	ok, err := other.ApproveRule(res.Rule.ID, "bob")
	if err != nil {
		t.Fatal(err)
	}
	if a := ok.Rule.ApproverAccount; ok.Rule.Approver != "bob" || a == nil || a.UID != 1001 || !a.Claimed {
		t.Fatalf("approved by %s from %+v", ok.Rule.Approver, a)
	}
	// A proposal likewise: four eyes off loosens, so it is proposed.
	set.FourEyes = false
	_, err = mine.SetSettings(set, "alice")
	var pe *ProposedError
	if !errors.As(err, &pe) {
		t.Fatalf("turning four eyes off: %v, want a proposal", err)
	}
	if a := pe.Proposal.ByAccount; a == nil || a.UID != 1000 {
		t.Fatalf("the proposal's account: %+v", a)
	}
	if _, err := twin.ApproveProposal(pe.Proposal.ID, "carol"); !errors.Is(err, ErrSameOperator) {
		t.Fatalf("carol approved alice's proposal from her account: %v", err)
	}
	if _, err := other.ApproveProposal(pe.Proposal.ID, "carol"); err != nil {
		t.Fatal(err)
	}
	for _, e := range auditOf(t, mine) {
		want := operatorKinds[e.Kind]
		if got := e.Account != nil; got != want {
			t.Errorf("entry %d (%s by %s): account %+v, want one: %v", e.Seq, e.Kind, e.Actor, e.Account, want)
		}
		if e.Kind == store.KindRuleApprove && e.Account.Name(e.Actor) != "bob (claimed, uid 1001)" {
			t.Errorf("the approval reads %q", e.Account.Name(e.Actor))
		}
	}
	if v, err := mine.VerifyAudit(); err != nil || len(v.Ignored) != 0 {
		t.Fatalf("the trail with accounts does not verify: %+v %v", v, err)
	}
}
