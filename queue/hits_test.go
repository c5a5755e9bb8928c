package queue

import (
	"fmt"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// hitsOfRule reads one rule's hits through the service.
func hitsOfRule(t *testing.T, s *Service, id string) uint64 {
	t.Helper()
	rules, err := s.Rules()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rules {
		if r.ID == id {
			return r.Hits
		}
	}
	t.Fatalf("no rule %s", id)
	return 0
}

// TestRuleHitsCountTheAsksItDecides: a rule written from a card that
// decides its ask and resolves five more pending asks shows 6 hits, and
// then one more for each evaluation it decides. Under four eyes the
// proposed rule counts nothing until approved; approved, it counts the
// asks it resolves (its own ask was decided once by its author).
func TestRuleHitsCountTheAsksItDecides(t *testing.T) {
	for _, tc := range []struct {
		name     string
		fourEyes bool
		written  uint64 // hits once written
		approved uint64 // hits once approved (four eyes)
	}{
		{name: "in force", written: 6},
		{name: "four eyes", fourEyes: true, written: 0, approved: 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			set := store.DefaultSettings()
			set.Fallback, set.FourEyes = store.OutcomeAsk, tc.fourEyes
			if _, err := s.SetSettings(set, "alice"); err != nil {
				t.Fatal(err)
			}
			var ids []string
			for i := range 6 {
				ids = append(ids, mustEvaluate(t, s, Request{Command: fmt.Sprintf("make deploy-%d", i)}).Ask.ID)
			}
			other := mustEvaluate(t, s, Request{Command: "make clean"}).Ask.ID
			res := mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make deploy-*", FromAsk: ids[0]})
			id := res.Rule.ID
			if got := hitsOfRule(t, s, id); got != tc.written {
				t.Fatalf("rule %s written: %d hits, want %d", id, got, tc.written)
			}
			want := tc.written
			if tc.fourEyes {
				ok, err := s.ApproveRule(id, "bob")
				if err != nil {
					t.Fatal(err)
				}
				if len(ok.Resolved) != 5 {
					t.Fatalf("approved, it resolved %v", askIDs(ok.Resolved))
				}
				want = tc.approved
				if got := hitsOfRule(t, s, id); got != want {
					t.Fatalf("rule %s approved: %d hits, want %d", id, got, want)
				}
			}
			if a, _ := s.Get(other); !a.Pending() {
				t.Fatalf("ask %s (make clean) was decided by %+v", other, a.Decision)
			}
			mustEvaluate(t, s, Request{Command: "make deploy-9"})
			if got := hitsOfRule(t, s, id); got != want+1 {
				t.Errorf("after one more evaluation it decides: %d hits, want %d", got, want+1)
			}
		})
	}
}
