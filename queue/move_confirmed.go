package queue

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"ozdesk.dev/ozdesk/store"
)

// ErrRulesChanged is matched by the error of a move whose confirmation no
// longer holds ([InForce]): nothing was moved, nothing written.
var ErrRulesChanged = errors.New("the rules changed since you confirmed: nothing moved")

// InForce names, by ID in the store's order, the rules in force (active)
// a move's confirmation was drawn against, the rule moved among them. A
// move given one is made only while the store still holds its rules in
// force so, checked in the transaction that moves it: a rule retired, or
// the order changed, by another process between the desk's last read and
// the move gives [ErrRulesChanged] (issue 9: an enter pressed in that gap
// moved a retired rule, against an order no longer shown). Nil checks
// nothing (a caller that confirmed nothing, such as the CLI).
type InForce []string

// standingOf are the IDs of the rules in force or proposed among rules,
// in order: the rules a four-eyes move was proposed among
// ([store.Proposal.Standing]).
func standingOf(rules []store.Rule) []string {
	var out []string
	for _, r := range rules {
		if r.Status == store.StatusActive || r.Status == store.StatusProposed {
			out = append(out, r.ID)
		}
	}
	return out
}

// inForceOf are the IDs of the rules in force among rules, in order.
func inForceOf(rules []store.Rule) []string {
	var out []string
	for _, r := range rules {
		if r.Status == store.StatusActive {
			out = append(out, r.ID)
		}
	}
	return out
}

// holds says how the move of rule id, confirmed against c, no longer
// holds for rules (the store's, in order); nil while it does, or for a
// nil c.
func (c InForce) holds(rules []store.Rule, id string) error {
	if why := c.changed(rules, id, "confirmed"); why != "" {
		return fmt.Errorf("%w (%s)", ErrRulesChanged, why)
	}
	return nil
}

// changed says how rules (the store's, in order) differ from c for a
// move of rule id that was made against c (when: "confirmed",
// "proposed"), or "" when they do not, or c is nil.
func (c InForce) changed(rules []store.Rule, id, when string) string {
	if c == nil {
		return ""
	}
	now := inForceOf(rules)
	switch {
	case !slices.Contains(now, id):
		why := "rule " + id + " is no longer in the store"
		if i := slices.IndexFunc(rules, func(r store.Rule) bool { return r.ID == id }); i >= 0 {
			why = "rule " + id + " is " + rules[i].Status + " now"
		}
		return why
	case !slices.Contains(c, id):
		return "rule " + id + " was not in force when " + when
	case !slices.Equal(now, c):
		return fmt.Sprintf("the rules in force read %s now, %s when %s", strings.Join(now, " "), strings.Join(c, " "), when)
	}
	return ""
}
