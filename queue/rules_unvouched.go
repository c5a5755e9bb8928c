package queue

import (
	"fmt"

	"ozdesk.dev/ozdesk/store"
)

// UntrustedRulesError is an evaluation (or a rule change) failing closed
// because the stored rules, as a whole, are not the rules in force the
// audit trail vouches for ([store.Tx.RulesUnvouched]): a rule deleted,
// retired, set to proposed, reordered, or changed in any field around
// ozdesk, the settings record deleted or edited (the digest covers the
// settings too, rt36s H2), or the store's record of the entry that vouches for them
// removed. Which rule was lost or loosened is not known (a refuse deleted
// leaves nothing to look up by program), so no command is judged by them
// until the operator mends the store ('ozdesk audit verify' says what
// differs).
type UntrustedRulesError struct {
	Why string // what is wrong, in words
}

// Error says what is wrong and what to do.
func (e *UntrustedRulesError) Error() string {
	return fmt.Sprintf("the rules in force are not as the audit trail says: %s; what they covered is not known, so no command is judged by them: "+
		"check the store with 'ozdesk audit verify'", e.Why)
}

// rulesVouched reads in tx whether the stored rules (as [store.Tx.Rules]
// returned them) are those the trail vouches for: "" when they are, else
// why not.
func rulesVouched(tx *store.Tx, rules []store.Rule) (string, error) {
	why, err := tx.RulesUnvouchedOf(rules)
	if err != nil {
		return "", fmt.Errorf("check the rules in force: %w", err)
	}
	return why, nil
}

// trusted returns an [*UntrustedRulesError] when ps's rules are not those
// the trail vouches for, or nil.
func (ps policyState) trusted() error {
	if ps.rulesWhy != "" {
		return &UntrustedRulesError{Why: ps.rulesWhy}
	}
	return nil
}

// rulesUnproven says why the stored rules are not those the trail's last
// entry vouching for them (seq last, 0 when none) left, or "": as
// [store.Tx.RulesUnvouched] says, and also when the store names an older
// entry than the trail's last (the rules and the store's record put back
// to an earlier state together), which only this walk of the trail finds.
func rulesUnproven(tx *store.Tx, last uint64) (string, error) {
	entry, ok := tx.RulesEntry()
	if ok && entry != last {
		return fmt.Sprintf("the store names audit entry %d as the last that vouched for them, but the trail's last is %d: they were put back around ozdesk", entry, last), nil
	}
	return tx.RulesUnvouched()
}
