package queue

import (
	"errors"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestFourEyesAccounts: four eyes counts the accounts the broker vouched
// for as well as the names; in direct mode, where every account is claimed
// (the store is one account's), it counts the names alone. Services share
// one store, each with its process's account: a vouched author's account
// may not approve under another name; a claimed one may, recorded as
// claimed. The accounts are recorded on the rule, the proposal and the
// operators' audit entries.
func TestFourEyesAccounts(t *testing.T) {
	vouched := func(uid int) Accounts {
		return func(string) *store.Account { return &store.Account{UID: uid} }
	}
	for _, tt := range []struct {
		name        string
		author, app Accounts
		refused     bool
	}{
		{name: "vouched, one account, two names", author: vouched(1000), app: vouched(1000), refused: true},
		{name: "vouched, two accounts", author: vouched(1000), app: vouched(1001)},
		{name: "claimed, one account, two names", author: ClaimedAccounts(1000), app: ClaimedAccounts(1000)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			path := storePath(t)
			mine := New(store.New(path), WithAccounts(tt.author))
			theirs := New(store.New(path), WithAccounts(tt.app))
			set := store.DefaultSettings()
			set.FourEyes = true
			if _, err := mine.SetSettings(set, "alice"); err != nil {
				t.Fatal(err)
			}
			res := mustAddRule(t, mine, RuleSpec{Outcome: patterns.Allow, Pattern: "make deploy", Reason: "ships", Author: "alice"})
			if a := res.Rule.AuthorAccount; a == nil || a.UID != 1000 {
				t.Fatalf("the rule's author account: %+v", a)
			}
			_, err := theirs.ApproveRule(res.Rule.ID, "bob")
			if refused := errors.Is(err, ErrSameOperator); refused != tt.refused || !refused && err != nil {
				t.Fatalf("bob approving alice's rule: %v, want refused: %v", err, tt.refused)
			}
			if _, err := mine.ApproveRule(res.Rule.ID, "alice"); !tt.refused && err == nil {
				t.Fatalf("alice approved her own rule")
			}
		})
	}

	// Two claimed accounts: the accounts are recorded, claimed.
	path := storePath(t)
	mine := New(store.New(path), WithAccounts(ClaimedAccounts(1000)))
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
	if _, err := mine.ApproveProposal(pe.Proposal.ID, "alice"); !errors.Is(err, ErrSameOperator) {
		t.Fatalf("alice approved her own proposal: %v", err)
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
