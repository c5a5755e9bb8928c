package queue

import (
	"errors"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestAddRuleDryRun: a dry run answers what the write would do (the
// rails' refusal, four eyes' proposal, the ask it decides, the asks it
// resolves) and writes nothing: no rule, no audit entry, every ask still
// pending; the write after it does what the dry run said.
func TestAddRuleDryRun(t *testing.T) {
	end := testStart.Add(24 * time.Hour)
	cases := []struct {
		name     string
		fourEyes bool
		spec     RuleSpec
		rails    bool // the rails refuse it
		proposed bool
		resolved int // asks resolved besides the one it comes from
	}{
		{"an allow that resolves", false, RuleSpec{Outcome: patterns.Allow, Pattern: "make deploy", Reason: "ships", End: end}, false, false, 1},
		{"a refuse", false, RuleSpec{Outcome: patterns.Refuse, Pattern: "make deploy", Reason: "not today"}, false, false, 1},
		{"under four eyes", true, RuleSpec{Outcome: patterns.Allow, Pattern: "make deploy", Reason: "ships", End: end}, false, true, 0},
		{"refused by the rails", false, RuleSpec{Outcome: patterns.Allow, Pattern: "make **", Reason: "all of make", End: end}, true, false, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t, WithClock(newTestClock().Now))
			set := store.DefaultSettings()
			set.Fallback, set.FourEyes = store.OutcomeAsk, tc.fourEyes
			if _, err := s.SetSettings(set, "alice"); err != nil {
				t.Fatal(err)
			}
			from := mustEvaluate(t, s, Request{Command: "make deploy"}).Ask.ID
			other := mustEvaluate(t, s, Request{Command: "make deploy"}).Ask.ID
			head, err := s.Head()
			if err != nil {
				t.Fatal(err)
			}
			entries := len(auditOf(t, s))
			spec := tc.spec
			spec.Author, spec.FromAsk, spec.DryRun = "alice", from, true
			res, err := s.AddRule(spec)
			var re *RailsError
			if tc.rails != errors.As(err, &re) || (!tc.rails && err != nil) {
				t.Fatalf("dry run: %v, want rails refusal %v", err, tc.rails)
			}
			after, err2 := s.Head()
			if err2 != nil {
				t.Fatal(err2)
			}
			if rules, _ := s.Rules(); len(rules) != 0 || len(auditOf(t, s)) != entries || after != head {
				t.Fatalf("a dry run wrote: rules %+v, audit %d→%d, head %d→%d", rules, entries, len(auditOf(t, s)), head, after)
			}
			for _, id := range []string{from, other} {
				if a, _ := s.Get(id); !a.Pending() {
					t.Fatalf("a dry run decided ask %s: %s", id, a.State)
				}
			}
			if tc.rails {
				return
			}
			if res.Proposed != tc.proposed || len(res.Resolved) != tc.resolved || res.Decided == nil || res.Decided.ID != from {
				t.Fatalf("dry run said %+v", res)
			}
			spec.DryRun = false
			real := mustAddRule(t, s, spec)
			if real.Proposed != res.Proposed || len(real.Resolved) != len(res.Resolved) || real.Rule.ID != res.Rule.ID {
				t.Fatalf("the write did %+v; the dry run said %+v", real, res)
			}
			if n := len(auditOf(t, s, store.KindRuleAdd)); n != 1 {
				t.Errorf("%d rule.add entries after the write", n)
			}
		})
	}
}
