package queue

import (
	"slices"
	"sync"

	"ozdesk.dev/ozdesk/patterns"
)

// policyCache keeps the last policy a service built, so that a
// long-running process (the broker, the desk) does not build the same
// policy again for every evaluation: building one indexes every rule,
// the defaults included. A policy is the same when it is built from the
// same compiled rules, in the same order, with the same fallback: the
// compile cache gives a changed rule a new compiled rule, so a rule
// changed in any way is another policy. A policy is never changed once
// built, so evaluations share it.
type policyCache struct {
	mu       sync.Mutex
	rules    []*patterns.Rule
	fallback patterns.Outcome
	policy   *patterns.Policy
}

// get returns the policy built last from rules and fallback, or nil.
func (c *policyCache) get(rules []*patterns.Rule, fallback patterns.Outcome) *patterns.Policy {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.policy == nil || c.fallback != fallback || !slices.Equal(c.rules, rules) {
		return nil
	}
	return c.policy
}

// keep remembers the policy built from rules and fallback.
func (c *policyCache) keep(rules []*patterns.Rule, fallback patterns.Outcome, p *patterns.Policy) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.rules, c.fallback, c.policy = slices.Clone(rules), fallback, p
}
