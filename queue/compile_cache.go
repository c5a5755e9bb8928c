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
	// checked is the revision whose rules were last checked on loading,
	// and ignored the rules set aside then.
	checked *revision
	ignored []IgnoredRule
	// checks are the rules checked so far: why each is set aside, or "".
	checks map[checkKey]ruleCheck
	// built is the policy built last.
	built policyCache
}

// checkedRule returns what checking the rule of k found before.
func (c *compileCache) checkedRule(k checkKey) (ruleCheck, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	rc, ok := c.checks[k]
	return rc, ok
}

// keepCheck remembers what checking the rule of k found. It keeps at most
// a few policies' worth, starting again when full.
func (c *compileCache) keepCheck(k checkKey, rc ruleCheck) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.checks == nil || len(c.checks) >= maxChecks {
		c.checks = map[checkKey]ruleCheck{}
	}
	c.checks[k] = rc
}

// maxChecks bounds the rule checks a cache keeps.
const maxChecks = 4096

// ignoredAt returns the rules set aside at revision rev, if that is the
// revision last checked.
func (c *compileCache) ignoredAt(rev revision) ([]IgnoredRule, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.checked == nil || *c.checked != rev {
		return nil, false
	}
	return c.ignored, true
}

// keepIgnored remembers the rules set aside at revision rev.
func (c *compileCache) keepIgnored(rev revision, ignored []IgnoredRule) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.checked, c.ignored = &rev, ignored
}

// compileOne compiles one rule, reusing (and keeping for [compileCache.compile])
// what was compiled before.
func (c *compileCache) compileOne(r store.Rule) (*patterns.Rule, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	k := keyOf(r)
	if pr, ok := c.rules[k]; ok {
		return pr, nil
	}
	pr, err := CompileRule(r)
	if err != nil {
		return nil, err
	}
	if c.rules == nil {
		c.rules = map[ruleKey]*patterns.Rule{}
	}
	c.rules[k] = pr
	return pr, nil
}

// ruleKey is everything of a stored rule that its compiled form depends
// on: a rule changed in any of them is compiled again.
type ruleKey struct {
	id, outcome, pattern, also, reason string
	scope                              store.Scope
	end                                time.Time
	mode, status, author, approver     string
	carves                             string
	confirms                           string
}

func keyOf(r store.Rule) ruleKey {
	return ruleKey{id: r.ID, outcome: r.Outcome, pattern: r.Pattern, also: strings.Join(r.Also, "\x00"),
		reason: r.Reason, scope: r.Scope, end: r.End, mode: r.Mode, status: r.Status,
		author: r.Author, approver: r.Approver, carves: r.Carves, confirms: strings.Join(r.Confirms, "\x00")}
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
