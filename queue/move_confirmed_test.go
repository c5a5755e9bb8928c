//go:build !ozdesk_adapters

package queue

import (
	"errors"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestMoveConfirmedRefusesChanged: a move carries the rules in force its
// confirmation was drawn against, and the queue refuses it, in the move's
// own transaction, when another process changed them since: a rule
// retired there, or the order changed there, moves nothing and writes
// nothing (issue 9: MoveRuleListed moved a retired rule, against any
// order). Unchanged, the same move is made; with no confirmation (nil, as
// the CLI moves) nothing is checked.
func TestMoveConfirmedRefusesChanged(t *testing.T) {
	for _, tc := range []struct {
		name      string
		other     func(o *Service) error
		confirmed InForce
		order     string // after the move, or as the other left it
		says      string // in the refusal; "" for a move made
	}{
		{"nothing changed", func(*Service) error { return nil }, InForce{"r1", "r2", "r3"}, "r3 r1 r2", ""},
		{"retired elsewhere", func(o *Service) error { return o.RetireRule("r3", "bob") },
			InForce{"r1", "r2", "r3"}, "r1 r2 r3", "rule r3 is retired now"},
		{"order changed elsewhere", func(o *Service) error {
			_, err := o.MoveRule("r2", store.Place{First: true}, "bob")
			return err
		}, InForce{"r1", "r2", "r3"}, "r2 r1 r3", "the rules in force read r2 r1 r3 now, r1 r2 r3 when confirmed"},
		{"another rule retired elsewhere", func(o *Service) error { return o.RetireRule("r2", "bob") },
			InForce{"r1", "r2", "r3"}, "r1 r2 r3", "the rules in force read r1 r3 now"},
		{"unconfirmed (the CLI)", func(o *Service) error { return o.RetireRule("r2", "bob") },
			nil, "r3 r1 r2", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "make **"})
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "make clean-all", Reason: "wipes"})
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "make lint"})
			at := store.Place{First: true}
			if _, err := s.CheckMoveRule("r3", at, "alice"); err != nil {
				t.Fatal(err) // the confirmation's dry run
			}
			// another process, on the same file
			if err := tc.other(New(store.New(s.StorePath()), WithNode("node-b"), WithHome("/home/op"))); err != nil {
				t.Fatal(err)
			}
			head, err := s.Head()
			if err != nil {
				t.Fatal(err)
			}

			_, err = s.MoveRuleListed("r3", at, "alice", Listed{}, tc.confirmed)

			if got := ruleOrder(t, s); got != tc.order {
				t.Errorf("the order is %s, want %s", got, tc.order)
			}
			if tc.says == "" {
				if err != nil {
					t.Fatalf("the move was refused: %v", err)
				}
				return
			}
			if !errors.Is(err, ErrRulesChanged) || !strings.Contains(err.Error(), tc.says) {
				t.Fatalf("the move gave %v, want %q saying %q", err, ErrRulesChanged, tc.says)
			}
			if after, err := s.Head(); err != nil || after != head {
				t.Errorf("the store's head went from %d to %d (%v): the refused move wrote", head, after, err)
			}
		})
	}
}
