package queue

import (
	"strings"
	"sync"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// compileCache keeps the rules a service has compiled, so a long-running
// process (the desk) does not parse every pattern again for each policy it
// builds, and the default rules, built once per service. Compiled rules
// are never changed after they are built, so policies share them.
type compileCache struct {
	mu       sync.Mutex
	defaults []*patterns.Rule
	rules    map[ruleKey]*patterns.Rule
}

// ruleKey is everything of a stored rule that its compiled form depends
// on: a rule changed in any of them is compiled again.
type ruleKey struct {
	id, outcome, pattern, also, reason string
	scope                              store.Scope
	end                                time.Time
	mode, status, author, approver     string
	carves                             string
}

func keyOf(r store.Rule) ruleKey {
	return ruleKey{id: r.ID, outcome: r.Outcome, pattern: r.Pattern, also: strings.Join(r.Also, "\x00"),
		reason: r.Reason, scope: r.Scope, end: r.End, mode: r.Mode, status: r.Status,
		author: r.Author, approver: r.Approver, carves: r.Carves}
}

// defaultRules returns the default rules, built on first use.
func (c *compileCache) defaultRules() []*patterns.Rule {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.defaults == nil {
		c.defaults = patterns.Defaults()
	}
	return c.defaults
}

// compile compiles the active rules of rules (nil for the others), index
// for index, reusing what it compiled before. It keeps only the rules of
// this call, so the cache holds one policy's worth.
func (c *compileCache) compile(rules []store.Rule) ([]*patterns.Rule, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make([]*patterns.Rule, len(rules))
	next := make(map[ruleKey]*patterns.Rule, len(rules))
	for i, r := range rules {
		if r.Status != store.StatusActive {
			continue
		}
		k := keyOf(r)
		pr, ok := c.rules[k]
		if !ok {
			var err error
			if pr, err = CompileRule(r); err != nil {
				return nil, err
			}
		}
		out[i], next[k] = pr, pr
	}
	c.rules = next
	return out, nil
}
