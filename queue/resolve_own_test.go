package queue

import (
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestResolveOnlyItsOwn: a rule written or approved resolves the pending
// asks it decides under the policy's order, and no other: an ask rule r1
// decides, left pending because r1's approval did not list it (an
// operator is to read it), is neither resolved nor listed by a later
// rule that cannot match it (rt19k #3). Failed before: the later rule's
// approval (and its dry run) returned it, "resolved by rule r1".
func TestResolveOnlyItsOwn(t *testing.T) {
	for _, how := range []string{"approved", "written"} {
		t.Run(how, func(t *testing.T) {
			s := newService(t)
			set := store.DefaultSettings()
			set.FourEyes, set.Fallback = how == "approved", store.OutcomeAsk
			if _, err := s.SetSettings(set, "admin"); err != nil {
				t.Fatal(err)
			}
			left := mustEvaluate(t, s, Request{Command: "make late-1", Agent: "ag"}).Ask.ID
			r1 := RuleSpec{Outcome: patterns.Allow, Pattern: "make late-*", Reason: "late", Author: "alice", ResolveNone: true}
			if id := mustAddRule(t, s, r1).Rule.ID; how == "approved" {
				if _, err := s.ApproveRuleListed(id, "bob", Listed{}); err != nil {
					t.Fatal(err)
				}
			}
			mine := mustEvaluate(t, s, Request{Command: "make target-1", Agent: "ag"}).Ask.ID
			var resolved []store.Ask
			if how == "approved" {
				r2 := mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make target-*", Reason: "targets", Author: "alice"}).Rule.ID
				check, err := s.CheckApproveRule(r2, "bob")
				if err != nil {
					t.Fatal(err)
				}
				if got := askIDs(check.Resolved); len(got) != 1 || got[0] != mine {
					t.Errorf("the dry run of r2's approval lists %v, want [%s]", got, mine)
				}
				res, err := s.ApproveRule(r2, "bob")
				if err != nil {
					t.Fatal(err)
				}
				resolved = res.Resolved
			} else {
				resolved = mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "make target-*", Reason: "no targets", Author: "alice"}).Resolved
			}
			if got := askIDs(resolved); len(got) != 1 || got[0] != mine {
				t.Errorf("the later rule resolved %v, want [%s] only", got, mine)
			}
			if a, err := s.Get(left); err != nil || !a.Pending() {
				t.Errorf("ask %s, r1's and left to be read: %s (%+v), %v; want pending", left, a.State, a.Decision, err)
			}
		})
	}
}
