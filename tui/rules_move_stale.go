package tui

import (
	"fmt"
	"slices"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// staleMoveError says a move's confirmation no longer holds: the rule
// left the rules in force, or their order changed, since it was drawn.
type staleMoveError struct{ words string }

func (e *staleMoveError) Error() string { return e.words }

// inForceIDs are the IDs of the rules in force among rules, in order.
func inForceIDs(rules []store.Rule) []string {
	var out []string
	for _, r := range rules {
		if r.Status == store.StatusActive {
			out = append(out, r.ID)
		}
	}
	return out
}

// moveStale reads the rules as the store holds them now and says how the
// move of rule id, confirmed against the rules in force drawn (their IDs
// in order), no longer holds; nil while it does.
func moveStale(svc queue.API, id string, drawn []string) error {
	rules, err := svc.Rules()
	if err != nil {
		return fmt.Errorf("read the rules: %w", err)
	}
	now := inForceIDs(rules)
	if !slices.Contains(now, id) {
		why := "is no longer in the store"
		if i := slices.IndexFunc(rules, func(r store.Rule) bool { return r.ID == id }); i >= 0 {
			why = "is " + rules[i].Status + " now"
		}
		return &staleMoveError{fmt.Sprintf("rule %s %s: nothing to move", id, why)}
	}
	if !slices.Equal(now, drawn) {
		return &staleMoveError{fmt.Sprintf("the rules in force changed elsewhere: nothing moved; m places %s again", id)}
	}
	return nil
}
