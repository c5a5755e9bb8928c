package policyfile

import (
	"fmt"

	"ozdesk.dev/ozdesk/store"
)

// Stored is the policy a store holds: every rule in order (retired and
// expired ones too), the egress list and the settings.
type Stored struct {
	Rules    []store.Rule
	Egress   []store.EgressHost
	Settings store.Settings
}

// Plan lists the changes applying desired to the policy a store holds
// makes ([Diff]), after the checks that need the store: an ID that a
// retired or expired rule holds (IDs are not reused), and the guard rails
// of every allow against the egress list in force once the file is applied
// (the file's when it has one, else the store's). Problems are [Errors].
//
// The changes carry what they expect to find, so [Apply] in a later
// transaction refuses them if the store has changed since.
func Plan(have Stored, desired *File) ([]Change, error) {
	rules, egress := have.Rules, have.Egress
	current, err := FromStore(rules, egress, have.Settings)
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
				Msg:  fmt.Sprintf("%q is the ID of a rule that is %s (last changed %s)", r.ID, g.Status, g.Updated.Local().Format("2006-01-02 15:04:05")),
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
