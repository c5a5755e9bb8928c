package queue

import (
	"cmp"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// RuleResult is what writing or approving a rule did.
type RuleResult struct {
	Rule store.Rule
	// Proposed is set when four eyes holds the rule for a second operator.
	Proposed bool
	// Decided is the ask the rule was written from, as its author
	// decided it with the rule (approved for an allow, denied for a
	// refuse); nil when there is none, or the rule asks.
	Decided *store.Ask
	// Resolved are the pending asks the new policy decided.
	Resolved []store.Ask
	// StillAsks, for an allow written from an ask, is the part of its
	// command the policy would still not allow with the rule in force:
	// the ask is then left pending, not approved (Decided is nil).
	StillAsks *StillAsking `json:",omitempty"`
	// Unlisted are the pending asks the new policy decides that the
	// confirmation bounding the change did not list (a [Listed], a
	// [RuleSpec.ResolveOnly]): they arrived after it and stay pending,
	// for an operator to read (rt18k #1).
	Unlisted []store.Ask `json:",omitempty"`
}

// ErrSameOperator is returned when the author of a proposed rule tries to
// approve it: four eyes needs a second operator.
var ErrSameOperator = errors.New("four eyes: a rule is approved by another operator than its author")

// errAskerGone rolls back the transaction of a rule written from an ask
// whose asker is gone (see [Service.dropForGone]).
var errAskerGone = errors.New("the ask's asker is gone")

// errDryRun rolls back the transaction of a [RuleSpec.DryRun].
var errDryRun = errors.New("dry run: nothing written")

// AddRule checks and writes a rule (a [*RailsError] for an allow the guard
// rails refuse), and resolves the pending asks the new policy decides.
//
// In one write transaction: the pattern is checked for its outcome (or the
// default it is written over resolved), the guard rails are applied to an
// allow (against the ask it comes from, if FromAsk, and the egress list),
// the rule is inserted at spec.Place with a "rule.add" entry, the ask it
// comes from is decided by its author (approve for an allow, deny for a
// refuse; an ask that is no longer pending fails the whole write with a
// [*DecidedError]), and every pending ask the new policy decides is
// resolved. Under four eyes the rule is written proposed: it decides and
// resolves nothing until [Service.ApproveRule], though the ask it comes
// from is still decided once. A spec.DryRun does all of this and writes
// nothing.
func (s *Service) AddRule(spec RuleSpec) (*RuleResult, error) {
	if strings.TrimSpace(spec.Author) == "" {
		return nil, fmt.Errorf("write rule: %w", ErrNoAuthor)
	}
	if w := spec.Scope.Workdir; w != "" && !filepath.IsAbs(w) {
		return nil, fmt.Errorf("write rule: scope workdir %q is not absolute: name the directory from /", w)
	}
	pr, err := specRule(spec, "")
	if err != nil {
		return nil, fmt.Errorf("write rule: %w", err)
	}
	if err := s.checkNodeScope(spec.Scope.Node, spec.NewNode); err != nil {
		return nil, fmt.Errorf("write rule: %w", err)
	}
	fromID := ""
	if spec.FromAsk != "" {
		if fromID, err = store.ParseAskID(spec.FromAsk); err != nil {
			return nil, fmt.Errorf("write rule: from ask: %w", err)
		}
	}
	var res RuleResult
	err = s.st.Update(func(tx *store.Tx) error {
		res = RuleResult{}
		if err := s.addRuleTx(tx, spec, pr, fromID, &res); err != nil {
			return err
		}
		if spec.DryRun {
			return errDryRun // rolls the transaction back
		}
		return nil
	})
	if spec.DryRun && errors.Is(err, errDryRun) {
		return &res, nil
	}
	if errors.Is(err, errAskerGone) {
		// The ask's asker is gone: nothing is written but its
		// withdrawal, and the author is told, as when it left first.
		return nil, s.dropForGone(fromID)
	}
	if err != nil {
		var rails *RailsError
		var de *DecidedError
		var ch *ChangedError
		if errors.As(err, &rails) || errors.As(err, &de) || errors.As(err, &ch) {
			return nil, err
		}
		return nil, fmt.Errorf("write rule: %w", err)
	}
	return &res, nil
}

func (s *Service) addRuleTx(tx *store.Tx, spec RuleSpec, pr *patterns.Rule, fromID string, res *RuleResult) error {
	now := s.now()
	ps, err := s.readPolicyState(tx)
	if err != nil {
		return err
	}
	ctx := &patterns.Context{Egress: ps.egress}
	var from *store.Ask
	if fromID != "" {
		a, err := tx.GetAsk(fromID)
		if err != nil {
			return err
		}
		if !a.Pending() {
			return decidedError(a)
		}
		if err := checkSeen(tx, a, spec.Seen); err != nil {
			return err
		}
		if !spec.DryRun && pr.Outcome != patterns.Ask && s.askerGone(a) {
			// nothing would receive the decision: see AddRule
			return errAskerGone
		}
		from = &a
		ctx = s.askContext(a, ps.egress)
	}
	if err := checkRails(pr, from, ctx, now); err != nil {
		return err
	}
	id, err := tx.NextRuleID()
	if err != nil {
		return err
	}
	rec := storeRule(pr, id)
	rec.Created = now
	rec.AuthorAccount = s.accountOf(spec.Author)
	res.Proposed = ps.settings.FourEyes
	if res.Proposed {
		rec.Status = store.StatusProposed
	}
	if _, err := CompileRule(rec); err != nil {
		return err
	}
	if err := tx.InsertRule(rec, spec.Place); err != nil {
		return err
	}
	ev := ruleEvent{Rule: rec, By: spec.Author, FromAsk: fromID, Proposed: res.Proposed}
	if spec.Place != (store.Place{}) {
		ev.Place = &spec.Place
	}
	if err := s.audit(tx, store.KindRuleAdd, spec.Author, ev); err != nil {
		return err
	}
	if from != nil && pr.Outcome == patterns.Allow {
		// An allow approves its ask only if, with it in force, the
		// policy would allow every part (rt18k #7).
		if res.StillAsks, err = s.stillAsking(ps, pr, id, spec.Place, *from, ctx); err != nil {
			return err
		}
	}
	if from != nil && pr.Outcome != patterns.Ask && res.StillAsks == nil {
		state := map[patterns.Outcome]string{patterns.Allow: store.StateApproved, patterns.Refuse: store.StateDenied}[pr.Outcome]
		d := store.Decision{By: spec.Author, Outcome: pr.Outcome.String(), Reason: pr.Reason, Rule: id}
		a, err := s.endTx(tx, *from, state, store.KindDecide, d)
		if err != nil {
			return err
		}
		res.Decided = &a
		// A rule in force decided it: a hit. A proposed rule did not (its
		// author decided once).
		if !res.Proposed {
			if err := tx.AddHits(id); err != nil {
				return err
			}
		}
	}
	if !res.Proposed {
		ids := make([]string, len(ps.rules))
		for i, r := range ps.rules {
			ids[i] = r.ID
		}
		ps.rules = slices.Insert(ps.rules, placeIndex(ids, spec.Place), rec)
		if res.Resolved, res.Unlisted, err = s.resolveListed(tx, ps, id, spec.listed(), true); err != nil {
			return err
		}
	}
	res.Rule, err = tx.GetRule(id)
	return err
}

// storeRule is the stored form of a rule read from a spec.
func storeRule(pr *patterns.Rule, id string) store.Rule {
	pattern, also := storedPatterns(pr)
	mode := store.ModeEnforce
	if pr.Mode == patterns.Shadow {
		mode = store.ModeShadow
	}
	return store.Rule{ID: id, Outcome: pr.Outcome.String(), Pattern: pattern, Also: also, Reason: pr.Reason,
		Scope: store.Scope{Agent: pr.Scope.Agent, Node: pr.Scope.Node, Workdir: pr.Scope.Workdir},
		End:   pr.End, Mode: mode, Status: store.StatusActive, Author: pr.Author, Carves: pr.Over,
		Confirms: slices.Clone(pr.Confirms)}
}

// ApproveRule activates a proposed rule; the approver must not be its
// author ([ErrSameOperator]). Approved, the rule resolves the pending asks
// the new policy decides, as [Service.AddRule] does.
func (s *Service) ApproveRule(id, approver string) (*RuleResult, error) {
	return s.approveRule(id, approver, nil, false)
}

// ApproveRuleListed is [Service.ApproveRule] that resolves only the
// pending asks listed, those its confirmation showed (from
// [Service.CheckApproveRule]); the others stay pending
// ([RuleResult.Unlisted]). A nil listed bounds nothing.
func (s *Service) ApproveRuleListed(id, approver string, listed Listed) (*RuleResult, error) {
	return s.approveRule(id, approver, listed, false)
}

// CheckApproveRule is [Service.ApproveRule] rolled back: it says what
// approving rule id would do now (the asks it would resolve, or why it
// is refused) and writes nothing, for a confirmation that lists the asks
// the approval releases (rt17k #4).
func (s *Service) CheckApproveRule(id, approver string) (*RuleResult, error) {
	return s.approveRule(id, approver, nil, true)
}

func (s *Service) approveRule(id, approver string, listed Listed, dry bool) (*RuleResult, error) {
	if strings.TrimSpace(approver) == "" {
		return nil, fmt.Errorf("approve rule %s: %w", id, ErrNoAuthor)
	}
	if err := store.CheckOperatorName(approver); err != nil {
		return nil, fmt.Errorf("approve rule %s: %w", id, err)
	}
	var res RuleResult
	err := s.st.Update(func(tx *store.Tx) error {
		res = RuleResult{}
		r, err := getRule(tx, id)
		if err != nil {
			return err
		}
		switch {
		case r.Status != store.StatusProposed:
			return fmt.Errorf("rule %s is %s, not proposed: %w", id, r.Status, ErrNotProposed)
		case store.SameOperator(r.Author, approver):
			return fmt.Errorf("rule %s was written by %s: %w", id, r.Author, ErrSameOperator)
		case r.AuthorAccount.SameAs(s.accountOf(approver)):
			return fmt.Errorf("rule %s was written by %s from the same OS account (uid %d) as %s approves it from: %w",
				id, r.Author, r.AuthorAccount.UID, approver, ErrSameOperator)
		case !r.End.IsZero() && !s.now().Before(r.End):
			return fmt.Errorf("rule %s ended at %s before it was approved: write it again with a new end", id, stamp(r.End))
		}
		if why, err := entryMismatch(tx, r); err != nil || why != "" {
			return cmp.Or(err, fmt.Errorf("rule %s is not approved: %s", id, why))
		}
		r.Status, r.Approver, r.ApproverAccount = store.StatusActive, approver, s.accountOf(approver)
		if err := tx.PutRule(r); err != nil {
			return err
		}
		if err := s.audit(tx, store.KindRuleApprove, approver, ruleEvent{Rule: r, By: approver}); err != nil {
			return err
		}
		if res.Resolved, res.Unlisted, err = s.resolveOnly(tx, id, listed.set(), true); err != nil {
			return err
		}
		if res.Rule, err = tx.GetRule(id); err != nil || !dry {
			return err
		}
		return errDryRun // rolls the transaction back
	})
	if dry && errors.Is(err, errDryRun) {
		return &res, nil
	}
	if err != nil {
		return nil, fmt.Errorf("approve rule %s: %w", id, err)
	}
	return &res, nil
}

// RetireRule takes a rule out of the policy (a proposed one too), with a
// "rule.retire" entry; pending asks the policy then decides are resolved.
//
// Under four eyes, an enforced ask or refuse rule in force is not retired:
// its retirement is written as a proposal, and the error is a
// [*ProposedError] naming it.
func (s *Service) RetireRule(id, by string) error {
	if strings.TrimSpace(by) == "" {
		return fmt.Errorf("retire rule %s: %w", id, ErrNoAuthor)
	}
	var proposed *store.Proposal
	err := s.st.Update(func(tx *store.Tx) error {
		proposed = nil
		r, err := getRule(tx, id)
		if err != nil {
			return err
		}
		if r.Status == store.StatusRetired {
			return errors.New("it is retired already") // the error names the rule
		}
		set, err := s.settingsOf(tx)
		if err != nil {
			return err
		}
		if set.FourEyes && RetireHeld(r, s.now()) {
			p, err := s.proposeTx(tx, store.Proposal{Kind: store.KindRuleRetire, Rule: id, By: by}, &r)
			proposed = &p
			return err
		}
		r.Status = store.StatusRetired
		if err := tx.PutRule(r); err != nil {
			return err
		}
		if err := s.audit(tx, store.KindRuleRetire, by, ruleEvent{Rule: r, By: by}); err != nil {
			return err
		}
		_, err = s.resolveTx(tx, "")
		return err
	})
	if err != nil {
		return fmt.Errorf("retire rule %s: %w", id, err)
	}
	if proposed != nil {
		return &ProposedError{Proposal: *proposed}
	}
	return nil
}

// getRule reads an operator's rule; a default rule's ID gets an error
// that says defaults are not rules in the store.
func getRule(tx *store.Tx, id string) (store.Rule, error) {
	r, err := tx.GetRule(id)
	if errors.Is(err, store.ErrNotFound) && slices.Contains(defaultIDs(), id) {
		return store.Rule{}, fmt.Errorf("%s is a default rule, built in: write a rule over it instead (a carve-out allow, or a refuse): %w", id, err)
	}
	return r, err
}

// Rules returns the operators' rules in order. An active rule past its end
// is shown expired, whether or not a sweep has written it so yet. A store
// not made yet has none.
func (s *Service) Rules() ([]store.Rule, error) {
	rules, err := viewList(s, "rules", (*store.Tx).Rules)
	if err != nil {
		return nil, err
	}
	now := s.now()
	for i, r := range rules {
		if r.Status == store.StatusActive && !r.End.IsZero() && !now.Before(r.End) {
			rules[i].Status = store.StatusExpired
		}
	}
	return rules, nil
}
