package patterns

import (
	"fmt"
)

// UnreadableRule is the ID of the fixed floor: a part that cannot be read is
// asked about under this ID, whatever else the policy says.
const UnreadableRule = "cmd.unreadable"

// Limits on a policy, so evaluation stays fast and rule sets stay readable.
const (
	// MaxRules is the most operator rules a policy takes.
	MaxRules = 10000
)

// Policy is an ordered list of rules, ready to evaluate commands: the
// operators' rules in their order, then the built-in defaults. Build one
// with [NewPolicy]; a Policy is safe for concurrent use.
type Policy struct {
	rules    []*Rule
	fallback Outcome
	// byProgram lists, for each program name, the positions in rules of
	// the rules one of whose patterns names it, in order, filed as parts
	// ask for them (eval_index.go).
	byProgram *nameIndex
	// names is index's buffer for the programs of a pattern.
	names []string
	// anyProgram lists the rules with a pattern whose program is a glob
	// or a class; they are candidates for every part.
	anyProgram []int
	// anyRules files anyProgram by the programs their patterns may take
	// (eval_index_any.go).
	anyRules *anyNames
	// tightening lists every tightening rule, for parts whose program
	// is not known (it might be anything).
	tightening []int
	// patterns files the patterns of each rule of many by program, each
	// rule's on first use (eval_index.go).
	patterns *ruleIndexes
	// floorRefuse are the refuse rules over cmd.unreadable.
	floorRefuse []int
	// shields are the positions of the shielded defaults (shield.go).
	shields []int
	shadows bool
	// stages keeps the stages its evaluations compiled, places the
	// places the last one made (eval_shared.go).
	stages *stageCache
	places *lastPlaces
	// ops is how many of rules are operators' rules (the first ones).
	ops int
}

// PolicyOption configures [NewPolicy].
type PolicyOption func(*policyConfig)

type policyConfig struct {
	fallback Outcome
	defaults []*Rule
	// defaultsSet: WithDefaults chose the defaults (nil: none), so the
	// built-in ones are not built.
	defaultsSet bool
}

// WithFallback sets the outcome for a part no rule matches: [Allow] (the
// default) or [Ask].
func WithFallback(o Outcome) PolicyOption {
	return func(c *policyConfig) { c.fallback = o }
}

// WithDefaults replaces the built-in default rules (for tests and replays
// of other policies); nil means none.
func WithDefaults(rules []*Rule) PolicyOption {
	return func(c *policyConfig) { c.defaults, c.defaultsSet = rules, true }
}

// NewPolicy builds a policy from the operators' rules, in order, above the
// defaults. It refuses a rule without a pattern, with a pattern its outcome
// cannot use, written over a default that does not exist, or one too many.
// Rules that are not live still take their place; Evaluate skips them.
func NewPolicy(operators []*Rule, opts ...PolicyOption) (*Policy, error) {
	cfg := policyConfig{fallback: Allow}
	for _, o := range opts {
		o(&cfg)
	}
	if !cfg.defaultsSet {
		cfg.defaults = Defaults()
	}
	if cfg.fallback == Refuse {
		return nil, fmt.Errorf("fallback refuse is not allowed: a part no rule matches is allowed or asked about")
	}
	if len(operators) > MaxRules {
		return nil, fmt.Errorf("%d operator rules: at most %d; retire the rules you no longer need", len(operators), MaxRules)
	}
	defaults := make(map[string]*Rule, len(cfg.defaults))
	for _, d := range cfg.defaults {
		defaults[d.ID] = d
	}
	p := &Policy{fallback: cfg.fallback, stages: &stageCache{}, places: &lastPlaces{}, anyRules: &anyNames{}}
	for _, r := range operators {
		r, err := resolveOver(r, defaults)
		if err != nil {
			return nil, err
		}
		p.rules = append(p.rules, r)
	}
	ops := len(p.rules)
	p.ops = ops
	p.rules = append(p.rules, cfg.defaults...)
	p.patterns = &ruleIndexes{}
	// The defaults filed ahead when they are the compiled ones
	// (defaults_index.go); else filed here as the operators' rules are.
	filed := p.rules
	if compiledIndexFits(cfg.defaults) {
		filed = p.rules[:ops]
	}
	n := 0
	for _, r := range filed {
		n += len(r.Also) + 1
	}
	p.byProgram = &nameIndex{refs: make([]programRef, 0, n)} // about one program a pattern
	for i, r := range p.rules {
		if r.Default && IsShielded(r.ID) {
			p.shields = append(p.shields, i)
		}
		if i < len(filed) {
			if err := p.index(i, r); err != nil {
				return nil, err
			}
		}
	}
	if len(filed) < len(p.rules) {
		p.indexCompiled(ops)
	}
	p.names = nil
	return p, nil
}

// indexCompiled files the defaults, from position ops on, as the
// generator filed them ahead: each is a tightening rule, and under each
// program (on lookup) or any program are those compiledRuleTables gives.
func (p *Policy) indexCompiled(ops int) {
	p.byProgram.compiled = compiledPolicyIndex(ops)
	p.patterns.compiled = make(map[*Rule]int, len(p.rules)-ops)
	for i := ops; i < len(p.rules); i++ {
		p.tightening = append(p.tightening, i)
		p.patterns.compiled[p.rules[i]] = i - ops
	}
	for _, j := range compiledAnyRules {
		p.anyProgram = append(p.anyProgram, ops+int(j))
	}
}

// resolveOver gives a rule written over a default that default's patterns.
func resolveOver(r *Rule, defaults map[string]*Rule) (*Rule, error) {
	if r.Over == "" {
		if r.Pattern == nil {
			return nil, fmt.Errorf("rule %s has no pattern", r.ID)
		}
		return r, nil
	}
	if r.Over == UnreadableRule {
		if r.Outcome != Refuse {
			return nil, fmt.Errorf("rule %s over %s must refuse: the floor always asks, and nothing can allow what cannot be read", r.ID, UnreadableRule)
		}
		return r, nil
	}
	d, ok := defaults[r.Over]
	if !ok {
		return nil, fmt.Errorf("rule %s is written over %s, which is not a default rule (see ozdesk policy list --defaults)", r.ID, r.Over)
	}
	c := *r
	pats := d.Patterns()
	if r.Outcome == Allow {
		pats = carvePatterns(d)
	}
	c.Pattern, c.Also = pats[0], pats[1:]
	return &c, nil
}

// index files rule i under the programs its patterns name.
func (p *Policy) index(i int, r *Rule) error {
	if r.Mode == Shadow {
		p.shadows = true
	}
	if r.Over == UnreadableRule {
		p.floorRefuse = append(p.floorRefuse, i)
		return nil
	}
	if r.Outcome.Tightening() {
		p.tightening = append(p.tightening, i)
	}
	for k, pat := range r.Patterns() {
		// A rule written over a default takes the default's own
		// patterns, which the defaults' tests check; a carve-out may name
		// its programs by class. The defaults' tests check the built-in
		// rules too: checking them here built the flag tables of every
		// program they name, in every process.
		if r.Over == "" && !r.builtin {
			if err := pat.Check(r.Outcome); err != nil {
				return fmt.Errorf("rule %s: %w", r.ID, err)
			}
		}
		names, any := programsOf(r, k, pat, p.names[:0])
		p.names = names
		if any {
			if len(p.anyProgram) == 0 || p.anyProgram[len(p.anyProgram)-1] != i {
				p.anyProgram = append(p.anyProgram, i)
			}
			continue
		}
		for _, n := range names {
			// A rule naming one program in pattern after pattern (a
			// default's dozens of git verbs) lists it once a run.
			if refs := p.byProgram.refs; len(refs) == 0 || refs[len(refs)-1] != (programRef{n, i}) {
				p.byProgram.refs = append(refs, programRef{n, i})
			}
		}
	}
	return nil
}

// Rules returns the policy's rules in evaluation order: the operators'
// rules, then the defaults.
func (p *Policy) Rules() []*Rule { return p.rules }

// Fallback returns the outcome for a part no rule matches.
func (p *Policy) Fallback() Outcome { return p.fallback }

// Rule returns the rule with the given ID, or nil.
func (p *Policy) Rule(id string) *Rule {
	for _, r := range p.rules {
		if r.ID == id {
			return r
		}
	}
	return nil
}

// candidates returns, in order, the positions of the rules that might match
// a part running program (all tightening rules when program is unknown).
func (p *Policy) candidates(program string) []int {
	if program == "" {
		return mergeSorted(p.tightening, p.anyProgram)
	}
	return mergeSorted(p.byProgram.lookup(program), p.anyProgram)
}

// partCandidates returns, in order, the positions of the rules that might
// match part: those of its program, and for a part that deletes another
// way (read as rm when what might match matches) those of rm too.
func (p *Policy) partCandidates(part *Part) []int {
	cands := p.candidates(part.Program)
	if part.does != nil && len(part.does.deletes) > 0 && part.Program != deleter {
		cands = mergeSorted(cands, p.byProgram.lookup(deleter))
	}
	return cands
}

// Consults returns the IDs of the rules that evaluating cmd may try, in
// order: the refuse rules over the floor and the candidates of each of
// its parts, as [Policy.Evaluate] looks them up (shadow rules and rules
// not live included). A rule it does not return is never tried on cmd:
// it decides no part and no shadow hit names it, so checking it (is it
// as its audit entry wrote it?) can wait for a command that may try it.
// A part that may run a body read from disk (a package script, a git
// alias, a recipe, a script run by its path) may try every operator's
// rule: the body is judged by the whole policy, and which rules it meets
// is known only once the file is read.
func (p *Policy) Consults(cmd *Command) []string {
	return p.consults(cmd, true)
}

// ConsultsOnLine is [Policy.Consults] without the rules only a nested
// evaluation may try (eval_nested.go): the refuse rules over the floor
// and the candidates of cmd's own parts. It is enough for a verdict of
// cmd whose [Verdict.Nested] is not set; one whose Nested is set may rest
// on any rule, and is believed only once every rule is checked.
func (p *Policy) ConsultsOnLine(cmd *Command) []string {
	return p.consults(cmd, false)
}

// consults is [Policy.Consults], with every operator's rule for a part
// that may run a body when bodies, else [Policy.ConsultsOnLine].
func (p *Policy) consults(cmd *Command, bodies bool) []string {
	seen := make(map[int]bool)
	var ids []string
	add := func(ri int) {
		if !seen[ri] {
			seen[ri] = true
			ids = append(ids, p.rules[ri].ID)
		}
	}
	for _, ri := range p.floorRefuse {
		add(ri)
	}
	runs := false
	for _, part := range cmd.Parts {
		for _, ri := range p.partCandidates(part) {
			add(ri)
		}
		runs = runs || bodies && runnerMayRead(part)
	}
	if runs {
		// A body read from disk may meet any operator's rule
		// (body_operator.go).
		for ri := range p.ops {
			add(ri)
		}
	}
	return ids
}

// mergeSorted merges two ascending lists of positions without duplicates.
func mergeSorted(a, b []int) []int {
	if len(b) == 0 {
		return a
	}
	if len(a) == 0 {
		return b
	}
	out := make([]int, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || (i < len(a) && a[i] < b[j]):
			out = append(out, a[i])
			i++
		case i == len(a) || b[j] < a[i]:
			out = append(out, b[j])
			j++
		default:
			out = append(out, a[i])
			i++
			j++
		}
	}
	return out
}
