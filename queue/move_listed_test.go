//go:build !ozdesk_adapters

package queue

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestMoveListed: a move is checked before it is made (a dry run that
// names the asks the new order resolves, and moves nothing), and made it
// resolves only the asks its confirmation listed; an ask that arrived
// since stays pending (rt28k #3: the desk's move released asks its
// confirmation never named). Its "rule.move" entry says from where to
// where.
func TestMoveListed(t *testing.T) {
	for _, tc := range []struct {
		name      string
		listed    func(first string) Listed
		wantFirst bool
	}{
		{"the listed ask", func(first string) Listed { return Listed{first} }, true},
		{"none listed", func(string) Listed { return Listed{} }, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "terraform destroy **"})
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "make **"})
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make deploy ENV=prod"})
			first := mustEvaluate(t, s, Request{Command: "make deploy ENV=prod"}).Ask.ID
			at := store.Place{Before: "r2"}

			checked, err := s.CheckMoveRule("r3", at, "alice")
			if err != nil {
				t.Fatal(err)
			}
			if len(checked) != 1 || checked[0].ID != first {
				t.Fatalf("the dry run names %+v, want ask %s", checked, first)
			}
			if got := ruleOrder(t, s); got != "r1 r2 r3" {
				t.Fatalf("the dry run moved the rule: %s", got)
			}
			if a, _ := s.Get(first); a.State != store.StatePending {
				t.Fatalf("the dry run decided ask %s: %s", first, a.State)
			}
			later := mustEvaluate(t, s, Request{Command: "make deploy ENV=prod"}).Ask.ID

			resolved, err := s.MoveRuleListed("r3", at, "alice", tc.listed(first), InForce{"r1", "r2", "r3"})
			if err != nil {
				t.Fatal(err)
			}
			if got := ruleOrder(t, s); got != "r1 r3 r2" {
				t.Fatalf("moved, the order is %s", got)
			}
			if got := len(resolved) == 1 && resolved[0].ID == first; got != tc.wantFirst {
				t.Errorf("resolved %+v, want ask %s resolved: %v", resolved, first, tc.wantFirst)
			}
			if a, _ := s.Get(later); a.State != store.StatePending {
				t.Errorf("ask %s arrived after the check and was %s, not left pending", later, a.State)
			}
			es, err := s.Audit(0, 0)
			if err != nil {
				t.Fatal(err)
			}
			var text string
			for _, e := range es {
				if e.Kind == store.KindRuleMove {
					text = Summarize(e).Text
				}
			}
			if want := "moved from place 3 to place 2 (before r2)"; !strings.Contains(text, want) {
				t.Errorf("the rule.move entry reads %q, want it to say %q", text, want)
			}
		})
	}
}
