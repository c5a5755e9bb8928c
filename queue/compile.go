package queue

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// CompileRule turns a stored rule into the rule the patterns package
// evaluates. A rule written over a default (Carves set) takes that
// default's patterns when the policy is built: its stored Pattern and Also
// are there for people to read and are not parsed. Any other rule's
// patterns are parsed and checked for its outcome.
func CompileRule(r store.Rule) (*patterns.Rule, error) {
	out, err := patterns.ParseOutcome(r.Outcome)
	if err != nil {
		return nil, fmt.Errorf("rule %s: %w", r.ID, err)
	}
	pr := &patterns.Rule{ID: r.ID, Outcome: out, Reason: r.Reason, End: r.End,
		Scope:  patterns.Scope{Agent: r.Scope.Agent, Node: r.Scope.Node, Workdir: r.Scope.Workdir},
		Author: r.Author, Approver: r.Approver, Over: r.Carves, Confirms: slices.Clone(r.Confirms)}
	switch r.Mode {
	case store.ModeEnforce:
	case store.ModeShadow:
		pr.Mode = patterns.Shadow
	default:
		return nil, fmt.Errorf("rule %s: unknown mode %q", r.ID, r.Mode)
	}
	if pr.Status, err = compileStatus(r.Status); err != nil {
		return nil, fmt.Errorf("rule %s: %w", r.ID, err)
	}
	if r.Carves != "" {
		return pr, nil
	}
	for i, text := range append([]string{r.Pattern}, r.Also...) {
		p, err := patterns.ParsePattern(text)
		if err != nil {
			return nil, fmt.Errorf("rule %s: %w", r.ID, err)
		}
		if err := p.Check(out); err != nil {
			return nil, fmt.Errorf("rule %s: %w", r.ID, err)
		}
		if i == 0 {
			pr.Pattern = p
		} else {
			pr.Also = append(pr.Also, p)
		}
	}
	return pr, nil
}

// compileStatus maps a stored status to the patterns package's.
func compileStatus(s string) (patterns.Status, error) {
	switch s {
	case store.StatusActive:
		return patterns.Active, nil
	case store.StatusProposed:
		return patterns.Proposed, nil
	case store.StatusExpired:
		return patterns.Expired, nil
	case store.StatusRetired:
		return patterns.Retired, nil
	}
	return 0, fmt.Errorf("unknown status %q", s)
}

// policyState is what one read of the store gives evaluation: the rules
// (without those set aside), the settings and the egress list.
type policyState struct {
	rules    []store.Rule
	settings store.Settings
	egress   []string
	// ignored are the rules set aside: they decide nothing.
	ignored []IgnoredRule
	// settingsWhy says why the stored settings are not believed (the
	// settings are then the strictest), or "".
	settingsWhy string
	// egressWhy is why the stored egress list is not believed (the list
	// is then empty), or "".
	egressWhy string
	// rulesWhy says why the stored rules, as a whole, are not those the
	// audit trail vouches for, or "": an evaluation then fails closed
	// ([policyState.trusted]).
	rulesWhy string
	// readAt is the committed state of the store the policy was read in
	// ([Service.readForEvaluation]); nil when it was not read from a store
	// (one not made yet is the defaults).
	readAt *revision
	// onLine is set when only the rules the command's own parts may try
	// were checked ([Service.checkConsulted]): a nested verdict is then
	// believed only once the rest are checked too.
	onLine bool
}

// readPolicyState reads the rules, settings and egress list in tx, and
// sets aside the rules that must not decide (see [Service.checkRules]).
func (s *Service) readPolicyState(tx *store.Tx) (policyState, error) {
	ps, err := s.readPolicyRecords(tx)
	if err != nil {
		return ps, err
	}
	ps.rules, ps.ignored, err = s.checkRules(tx, ps.rules, ps.egress)
	return ps, err
}

// readPolicyRecords reads the rules, settings and egress list in tx, as
// stored.
func (s *Service) readPolicyRecords(tx *store.Tx) (policyState, error) {
	var ps policyState
	var err error
	if ps.settings, ps.settingsWhy, err = s.effectiveSettings(tx); err != nil {
		return ps, err
	}
	if ps.rules, err = tx.Rules(); err != nil {
		return ps, err
	}
	if ps.rulesWhy, err = rulesVouched(tx, ps.rules); err != nil {
		return ps, err
	}
	if ps.egress, ps.egressWhy, err = s.effectiveEgress(tx); err != nil {
		return ps, err
	}
	return ps, nil
}

// loadPolicyState reads the policy state in one read transaction. A store
// not made yet is the defaults: no rules, default settings, no egress;
// unless this process may not make it (store.WithoutCreate, a harness):
// then it is an error, and the caller fails closed.
func (s *Service) loadPolicyState() (policyState, error) {
	return s.loadPolicyStateContext(context.Background())
}

// loadPolicyStateContext is loadPolicyState within ctx (see
// [store.Store.ViewContext]).
func (s *Service) loadPolicyStateContext(ctx context.Context) (policyState, error) {
	var ps policyState
	err := s.st.ViewContext(ctx, func(tx *store.Tx) error {
		var err error
		ps, err = s.readPolicyState(tx)
		return err
	})
	if errors.Is(err, store.ErrNoStore) {
		if !s.st.CanCreate() {
			return ps, fmt.Errorf("ozdesk has no store at %s yet; an operator makes it by running 'ozdesk init' (or an 'ozdesk policy' command): %w", s.st.Path(), store.ErrNoStore)
		}
		return policyState{settings: store.DefaultSettings()}, nil
	}
	return ps, err
}

// policy compiles the state's active rules, in order, above the defaults,
// with the settings' fallback. Rules that are not active decide nothing
// and are left out; an active rule past its end is kept (the policy skips
// it).
func (s *Service) policy(ps policyState) (*patterns.Policy, error) {
	return s.compilePolicy(ps.rules, ps.settings, -1, nil)
}

// compilePolicy builds a policy from stored rules and the settings'
// fallback, with extra (already compiled, if not nil) inserted before
// the stored rule at index at (len(rules) or -1 for the end).
func (s *Service) compilePolicy(rules []store.Rule, set store.Settings, at int, extra *patterns.Rule) (*patterns.Policy, error) {
	compiled, err := s.cache.compile(rules)
	if err != nil {
		return nil, err
	}
	ops := make([]*patterns.Rule, 0, len(rules)+1)
	for i, pr := range compiled {
		if i == at && extra != nil {
			ops = append(ops, extra)
		}
		if pr != nil {
			ops = append(ops, pr)
		}
	}
	if extra != nil && (at < 0 || at >= len(compiled)) {
		ops = append(ops, extra)
	}
	fb, err := patterns.ParseOutcome(set.Fallback)
	if err != nil {
		return nil, fmt.Errorf("fallback: %w", err)
	}
	if extra != nil {
		// A rule previewed: built once, not kept in place of the
		// policy evaluations use.
		pol, err := patterns.NewPolicy(ops, patterns.WithFallback(fb), patterns.WithDefaults(s.cache.defaultRules()))
		if err != nil {
			return nil, fmt.Errorf("compile policy: %w", err)
		}
		return pol, nil
	}
	if pol := s.cache.built.get(ops, fb); pol != nil {
		return pol, nil
	}
	pol, err := patterns.NewPolicy(ops, patterns.WithFallback(fb), patterns.WithDefaults(s.cache.defaultRules()))
	if err != nil {
		return nil, fmt.Errorf("compile policy: %w", err)
	}
	s.cache.built.keep(ops, fb, pol)
	return pol, nil
}

// Policy compiles the store's rules and settings into a policy. A store
// not made yet gives the defaults alone. Rules that are not those the
// audit trail vouches for give an [*UntrustedRulesError]: every
// evaluation fails closed on them, so no explanation says otherwise.
func (s *Service) Policy() (*patterns.Policy, error) {
	ps, err := s.loadPolicyState()
	if err != nil {
		return nil, err
	}
	if err := ps.trusted(); err != nil {
		return nil, storeReadFailure(err)
	}
	return s.policy(ps)
}

// CompilePolicy builds the policy of stored rules, in order, above the
// defaults, with the settings' fallback: what a [Service] evaluates with,
// for callers that hold the rules themselves (a policy file, a replay).
func CompilePolicy(rules []store.Rule, set store.Settings) (*patterns.Policy, error) {
	s := &Service{cache: &compileCache{}, paths: &realPaths{}}
	return s.compilePolicy(rules, set, -1, nil)
}
