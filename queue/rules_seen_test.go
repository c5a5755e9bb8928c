package queue

import (
	"errors"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestAddRuleSeen: a rule written from an ask with what the operator saw
// of it (RuleSpec.Seen) is written only while the ask is that one; seen
// of another command, or of another store, the write fails with a
// *ChangedError, dry run or not, and writes nothing.
func TestAddRuleSeen(t *testing.T) {
	s := newService(t)
	setPolicy(t, s, nil, store.OutcomeAsk)
	id := mustEvaluate(t, s, Request{Command: "make deploy"}).Ask.ID
	a, err := s.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	wrong := a
	wrong.Command = "make destroy"
	otherStore := StoreMark{Made: a.Created.Add(-1), Origin: "elsewhere"}
	for _, tc := range []struct {
		name string
		seen *Seen
	}{
		{"another command", SeenOf(wrong, StoreMark{})},
		{"another store", SeenOf(a, otherStore)},
	} {
		for _, dry := range []bool{true, false} {
			_, err := s.AddRule(RuleSpec{Outcome: patterns.Allow, Pattern: "make deploy", Author: "alice",
				FromAsk: id, Seen: tc.seen, DryRun: dry})
			var ch *ChangedError
			if !errors.As(err, &ch) {
				t.Fatalf("%s (dry run %v): %v, want a ChangedError", tc.name, dry, err)
			}
		}
	}
	if rs, _ := s.Rules(); len(rs) != 0 {
		t.Fatalf("%d rules written", len(rs))
	}
	res := mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make deploy", FromAsk: id, Seen: SeenOf(a, StoreMark{})})
	if res.Decided == nil || res.Decided.State != store.StateApproved {
		t.Fatalf("the ask seen as it is: %+v", res.Decided)
	}
}
