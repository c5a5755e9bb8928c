//go:build !ozdesk_adapters

package queue

import (
	"errors"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestMoveToWhereItStands: moving a rule to the place it already holds
// is [ErrUnmoved] and writes nothing, no rule.move entry (rt29k #18);
// with or without four eyes. A move that does change the order is made.
func TestMoveToWhereItStands(t *testing.T) {
	for _, tc := range []struct {
		name     string
		fourEyes bool
		id       string
		at       store.Place
		unmoved  bool
	}{
		{"first, first", false, "r1", store.Place{First: true}, true},
		{"after the one before", false, "r2", store.Place{After: "r1"}, true},
		{"before the one after", false, "r1", store.Place{Before: "r2"}, true},
		{"last, after the one before", false, "r3", store.Place{After: "r2"}, true},
		{"under four eyes", true, "r2", store.Place{After: "r1"}, true},
		{"second to first", false, "r2", store.Place{First: true}, false},
		{"first to last", false, "r1", store.Place{After: "r3"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make a", Reason: "a"})
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make b", Reason: "b"})
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "make c"})
			if tc.fourEyes {
				fourEyesOn(t, s, store.OutcomeAsk)
			}
			before := len(auditOf(t, s))
			_, err := s.MoveRule(tc.id, tc.at, "alice")
			moves := len(auditOf(t, s, store.KindRuleMove))
			switch {
			case tc.unmoved && !errors.Is(err, ErrUnmoved):
				t.Fatalf("got %v, want ErrUnmoved", err)
			case tc.unmoved && len(auditOf(t, s)) != before:
				t.Fatalf("an unmoved rule wrote %d audit entries", len(auditOf(t, s))-before)
			case !tc.unmoved && (err != nil || moves != 1):
				t.Fatalf("moved: %v, %d rule.move entries", err, moves)
			}
		})
	}
}
