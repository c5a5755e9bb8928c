package queue

import (
	"errors"
	"fmt"
)

// UntrustedRuleError is an evaluation failing closed because a rule it
// may meet is one no audit entry vouches for ([IgnoredRule.Untrusted]):
// written or changed around ozdesk, or its audit entry lost. Setting such
// a rule aside is not safe: it may have been a refuse or an ask (an
// outcome, pattern or mode changed around ozdesk says nothing of what it
// was), so what it covered is not known. The command asks, failing
// closed, until the operator mends the store ('ozdesk audit verify' names
// the rule). An allow set aside only because it breaks the guard rails
// now is not this: it decides nothing, and the command is judged without
// it.
type UntrustedRuleError struct {
	Ignored IgnoredRule
}

// Error names the rule, what is wrong with it, and what to do.
func (e *UntrustedRuleError) Error() string {
	return fmt.Sprintf("%v; what it covered is not known, so commands it may meet are not judged without it: "+
		"check the store with 'ozdesk audit verify'", e.Ignored)
}

// untrustedRule reports the first rule of ignored that no audit entry
// vouches for as an [UntrustedRuleError], or nil when there is none.
func untrustedRule(ignored []IgnoredRule) error {
	for _, r := range ignored {
		if r.Untrusted {
			return &UntrustedRuleError{Ignored: r}
		}
	}
	return nil
}

// storeReadFailure words err, which kept the policy from being read for
// an evaluation: a rule that cannot be trusted, or the store unread.
func storeReadFailure(err error) error {
	if ue := (*UntrustedRuleError)(nil); errors.As(err, &ue) {
		return fmt.Errorf("the store's rules cannot be trusted: %w", err)
	}
	if ue := (*UntrustedRulesError)(nil); errors.As(err, &ue) {
		return fmt.Errorf("the store's rules cannot be trusted: %w", err)
	}
	return fmt.Errorf("the store could not be read: %w", err)
}
