package policyfile

import (
	"fmt"

	"ozdesk.dev/ozdesk/store"
)

// Plan reads the policy in a store and lists the changes applying desired
// makes ([Diff]), after the checks that need the store: an ID that a
// retired or expired rule holds (IDs are not reused), and the guard rails
// of every allow against the egress list in force once the file is applied
// (the file's when it has one, else the store's). Problems are [Errors].
//
// The changes carry what they expect to find, so [Apply] in a later
// transaction refuses them if the store has changed since.
func Plan(tx *store.Tx, desired *File) ([]Change, error) {
	rules, err := tx.Rules()
	if err != nil {
		return nil, fmt.Errorf("plan policy: %w", err)
	}
	egress, err := tx.Egress()
	if err != nil {
		return nil, fmt.Errorf("plan policy: %w", err)
	}
	settings, err := tx.Settings()
	if err != nil {
		return nil, fmt.Errorf("plan policy: %w", err)
	}
	current, err := FromStore(rules, egress, settings)
	if err != nil {
		return nil, fmt.Errorf("plan policy: %w", err)
	}
	gone := map[string]store.Rule{}
	for _, r := range rules {
		if r.Status == store.StatusRetired || r.Status == store.StatusExpired {
			gone[r.ID] = r
		}
	}
	var errs Errors
	hosts := desired.EgressHosts(egress)
	for i := range desired.Rules {
		r := &desired.Rules[i]
		field := fmt.Sprintf("rules[%d]", i+1)
		if g, ok := gone[r.ID]; ok && r.ID != "" {
			errs = append(errs, &ParseError{Line: r.Line, Column: r.column(), Field: field + ".id",
				Msg:  fmt.Sprintf("%q is the ID of a rule that is %s (last changed %s)", r.ID, g.Status, g.Updated.UTC().Format("2006-01-02 15:04")),
				Hint: "IDs are not reused: leave id out and apply gives the rule a new one"})
		}
		for _, re := range railErrors(r, hosts) {
			errs = append(errs, &ParseError{Line: r.Line, Column: r.column(), Field: field, Msg: re.Msg, Hint: re.Hint, Err: re.Err})
		}
	}
	if len(errs) > 0 {
		sortErrors(errs)
		return nil, errs
	}
	return Diff(current, desired), nil
}
