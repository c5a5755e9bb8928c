package queue

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"ozdesk.dev/ozdesk/store"
)

// ErrUnmoved is returned by [Service.MoveRule] for a move to the place
// the rule already holds: nothing is written, no "rule.move" entry either,
// so the trail shows no move that changed nothing (rt29k #18).
var ErrUnmoved = errors.New("the rule is already there: nothing moved")

// MoveRule moves a rule to another place in the order, with a "rule.move"
// entry, and returns the pending asks the new order decided (resolved).
//
// Under four eyes, a move that loosens the policy ([MoveLoosens]: an
// allow read before an ask it was read after, or an ask after an allow)
// is not made: it is written as a proposal, and the error is a
// [*ProposedError] naming it, as for [Service.RetireRule].
func (s *Service) MoveRule(id string, at store.Place, by string) ([]store.Ask, error) {
	return s.moveRule(id, at, by, nil, nil, moveNow)
}

// moveMode is how a move is asked for.
type moveMode int

const (
	moveNow         moveMode = iota // made, or proposed under four eyes
	moveDry                         // what moveNow would do, rolled back
	moveProposeOnly                 // proposed, or refused
)

// MoveRuleListed is [Service.MoveRule] that resolves only the pending
// asks listed, those its confirmation showed (from
// [Service.CheckMoveRule]); the others stay pending. A nil listed bounds
// nothing. It moves only while the store holds the rules in force as
// confirmed (their IDs in order): else it writes nothing and gives
// [ErrRulesChanged]; a nil confirmed checks nothing.
func (s *Service) MoveRuleListed(id string, at store.Place, by string, listed Listed, confirmed InForce) ([]store.Ask, error) {
	return s.moveRule(id, at, by, listed, confirmed, moveNow)
}

// ProposeMoveRule is [Service.MoveRule] for an operator who chose to
// propose the move: it only ever proposes. When four eyes is off, or the
// move no longer loosens the policy (the order changed), it moves
// nothing and gives [ErrNothingToPropose], saying why, so that a
// "Propose" chosen on a confirmation never becomes a change made at once
// (rt29k #20). A proposal made is a [*ProposedError], as from MoveRule.
//
// It proposes only while the store holds the rules in force as confirmed
// (see [Service.MoveRuleListed]; a nil confirmed checks nothing), and
// the proposal keeps the rules in force it was made against
// ([store.Proposal.InForce]): approved once they changed, it is stale.
func (s *Service) ProposeMoveRule(id string, at store.Place, by string, confirmed InForce) ([]store.Ask, error) {
	return s.moveRule(id, at, by, nil, confirmed, moveProposeOnly)
}

// ErrNothingToPropose is matched by the error of [Service.ProposeMoveRule]
// when four eyes would not hold the move: nothing was proposed and
// nothing changed.
var ErrNothingToPropose = errors.New("nothing to propose: nothing changed")

// CheckMoveRule is [Service.MoveRule] rolled back: it says which pending
// asks the move would resolve now (or why it is refused, or proposed)
// and writes nothing, for a confirmation that names them (rt28k #3).
func (s *Service) CheckMoveRule(id string, at store.Place, by string) ([]store.Ask, error) {
	return s.moveRule(id, at, by, nil, nil, moveDry)
}

func (s *Service) moveRule(id string, at store.Place, by string, listed Listed, confirmed InForce, mode moveMode) ([]store.Ask, error) {
	dry := mode == moveDry
	if strings.TrimSpace(by) == "" {
		return nil, fmt.Errorf("move rule %s: %w", id, ErrNoAuthor)
	}
	var proposed *store.Proposal
	var resolved []store.Ask
	err := s.st.Update(func(tx *store.Tx) error {
		proposed, resolved = nil, nil
		rules, err := tx.Rules()
		if err != nil {
			return err
		}
		// what was confirmed still holds, read in this transaction: no
		// commit elsewhere can come between the check and the move
		if err := confirmed.holds(rules, id); err != nil {
			return err
		}
		r, err := getRule(tx, id)
		if err != nil {
			return err
		}
		set, err := s.settingsOf(tx)
		if err != nil {
			return err
		}
		if err := checkPlace(rules, id, at); err != nil {
			return err
		}
		if unmoved(rules, id, at) {
			return fmt.Errorf("rule %s: %w", id, ErrUnmoved)
		}
		if set.FourEyes {
			if passed := MovePasses(rules, id, at); len(passed) > 0 {
				place := at
				p, err := s.proposeTx(tx, store.Proposal{Kind: store.KindRuleMove, Rule: id, Place: &place, Passes: ruleIDs(passed),
					Standing: standingOf(rules), By: by}, &r)
				proposed = &p
				if err == nil && dry {
					return errDryRun
				}
				return err
			}
		}
		if mode == moveProposeOnly {
			why := "four eyes is off"
			switch {
			case r.Status == store.StatusRetired || r.Status == store.StatusExpired:
				why = "rule " + r.ID + " is " + r.Status + ": moving it loosens nothing"
			case set.FourEyes:
				why = "the move no longer loosens the policy (the order changed)"
			}
			return fmt.Errorf("%w: %s, so four eyes would not hold it; move it if you mean to, now that it is so", ErrNothingToPropose, why)
		}
		if err := s.moveTx(tx, r, at, by, viaProposal{}); err != nil {
			return err
		}
		if resolved, _, err = s.resolveOnly(tx, r.ID, listed.set(), false); err != nil {
			return err
		}
		if dry {
			return errDryRun // rolls the transaction back
		}
		return nil
	})
	if dry && errors.Is(err, errDryRun) {
		err = nil
	}
	if err != nil {
		return nil, fmt.Errorf("move rule %s: %w", id, err)
	}
	if proposed != nil {
		return nil, &ProposedError{Proposal: *proposed}
	}
	return resolved, nil
}

// checkPlace refuses a place that names more than one place, the rule
// itself, or a rule not in the store, as [store.Tx.MoveRule] would: a
// proposal is checked before it is written.
func checkPlace(rules []store.Rule, id string, at store.Place) error {
	n := 0
	for _, set := range []bool{at.First, at.Before != "", at.After != ""} {
		if set {
			n++
		}
	}
	target := at.Before + at.After
	switch {
	case n > 1:
		return fmt.Errorf("%w: place %+v names more than one place", store.ErrInvalid, at)
	case target == id:
		return fmt.Errorf("%w: a rule cannot be placed next to itself", store.ErrInvalid)
	case target != "" && !slices.ContainsFunc(rules, func(r store.Rule) bool { return r.ID == target }):
		return fmt.Errorf("place next to rule %s: %w", target, store.ErrNotFound)
	}
	return nil
}

// unmoved reports whether moving rule id of rules (in order) to at
// leaves it where it stands.
func unmoved(rules []store.Rule, id string, at store.Place) bool {
	from := slices.IndexFunc(rules, func(r store.Rule) bool { return r.ID == id })
	if from < 0 {
		return false
	}
	ids := make([]string, 0, len(rules)-1)
	for _, r := range rules {
		if r.ID != id {
			ids = append(ids, r.ID)
		}
	}
	return placeIndex(ids, at) == from
}

// moveTx moves r to at, with its "rule.move" entry (via the proposal that
// held it, if any). The caller resolves the asks the new order decides.
func (s *Service) moveTx(tx *store.Tx, r store.Rule, at store.Place, by string, via viaProposal) error {
	from, err := placeOf(tx, r.ID)
	if err != nil {
		return err
	}
	if err := tx.MoveRule(r.ID, at); err != nil {
		return err
	}
	to, err := placeOf(tx, r.ID)
	if err != nil {
		return err
	}
	return s.audit(tx, store.KindRuleMove, by, ruleEvent{Rule: r, By: by, Place: &at, From: from, To: to, viaProposal: via})
}

// placeOf is rule id's place in the order, counted from 1 (0 when it is
// not among the rules).
func placeOf(tx *store.Tx, id string) (int, error) {
	rules, err := tx.Rules()
	if err != nil {
		return 0, err
	}
	return slices.IndexFunc(rules, func(r store.Rule) bool { return r.ID == id }) + 1, nil
}

// MoveLoosens reports whether moving rule id of rules (in order) to at
// loosens the policy, and the first rule it passes that makes it so (see
// [MovePasses]).
func MoveLoosens(rules []store.Rule, id string, at store.Place) (store.Rule, bool) {
	passed := MovePasses(rules, id, at)
	if len(passed) == 0 {
		return store.Rule{}, false
	}
	return passed[0], true
}

// MovePasses lists, in order, the rules that moving rule id of rules (in
// order) to at passes so as to loosen the policy: the asks in force an
// allow is placed above, or the allows an ask is placed below, in force
// or proposed (approving a proposed allow would then release what the
// move put within its reach: rt29k #14). A refuse wins wherever it
// stands, so passing one changes nothing; other rules not in force
// (retired, expired, a proposed ask) are passed freely, and a rule
// retired or expired passes nothing (rt29k #25: a retired allow's move
// was proposed, and stale on approval).
func MovePasses(rules []store.Rule, id string, at store.Place) []store.Rule {
	from := slices.IndexFunc(rules, func(r store.Rule) bool { return r.ID == id })
	if from < 0 {
		return nil
	}
	r := rules[from]
	if r.Status == store.StatusRetired || r.Status == store.StatusExpired {
		return nil // it decides nothing wherever it stands
	}
	rest := slices.Delete(slices.Clone(rules), from, from+1)
	ids := make([]string, len(rest))
	for i, o := range rest {
		ids[i] = o.ID
	}
	to := placeIndex(ids, at)
	up := to < from
	var jumped []store.Rule
	if up {
		jumped = rest[to:from]
	} else {
		jumped = rest[from:to]
	}
	var passed []store.Rule
	for _, j := range jumped {
		switch {
		case up && r.Outcome == store.OutcomeAllow && j.Outcome == store.OutcomeAsk && j.Status == store.StatusActive,
			!up && r.Outcome == store.OutcomeAsk && j.Outcome == store.OutcomeAllow &&
				(j.Status == store.StatusActive || j.Status == store.StatusProposed):
			passed = append(passed, j)
		}
	}
	return passed
}

// ruleIDs lists the IDs of rules, in order.
func ruleIDs(rules []store.Rule) []string {
	ids := make([]string, len(rules))
	for i, r := range rules {
		ids[i] = r.ID
	}
	return ids
}

// passesText says which rules a move passes, "r2, r3", or "none".
func passesText(ids []string) string {
	if len(ids) == 0 {
		return "none"
	}
	return strings.Join(ids, ", ")
}

// applyMoveTx makes the move proposal p holds, approved by approver. A
// rule no longer in the store or no longer in force, or a place whose
// neighbour is gone, gives a [*StaleError].
func (s *Service) applyMoveTx(tx *store.Tx, p store.Proposal, approver string) error {
	stale := func(format string, args ...any) error {
		return &StaleError{ID: p.ID, Why: fmt.Sprintf(format, args...)}
	}
	r, err := tx.GetRule(p.Rule)
	if errors.Is(err, store.ErrNotFound) {
		return stale("rule %s is no longer in the store", p.Rule)
	}
	if err != nil {
		return err
	}
	if r.Status != store.StatusActive {
		return stale("rule %s is %s", p.Rule, r.Status)
	}
	at := *p.Place
	for _, n := range []string{at.Before, at.After} {
		if n == "" {
			continue
		}
		if _, err := tx.GetRule(n); errors.Is(err, store.ErrNotFound) {
			return stale("rule %s, which it was to be placed beside, is no longer in the store", n)
		}
	}
	// The move a reviewer approves is the one proposed: if the order
	// changed so that it would now pass other rules (rt29k #2), it is not.
	rules, err := tx.Rules()
	if err != nil {
		return err
	}
	// Nor one proposed against rules in force that read otherwise now
	// (fx53e: a rule added or retired since, the move passing the same
	// rules, was moved on an approval its author never confirmed).
	if now := standingOf(rules); p.Standing != nil && !slices.Equal(now, p.Standing) {
		return stale("the rules changed since it was proposed (the rules in force or proposed read %s now, %s when proposed); propose it again where the rules now stand",
			strings.Join(now, " "), strings.Join(p.Standing, " "))
	}
	if now := ruleIDs(MovePasses(rules, r.ID, at)); !slices.Equal(now, p.Passes) {
		return stale("the order changed since it was proposed: moved %s, rule %s would now pass %s, where it was proposed to pass %s; propose it again where the rules now stand",
			placeText(at), r.ID, passesText(now), passesText(p.Passes))
	}
	return s.moveTx(tx, r, at, approver, viaProposal{ProposalID: p.ID, ProposedBy: p.By})
}

// placeText says where a place is, in words: "first", "before r2",
// "after r3", "last".
func placeText(at store.Place) string {
	switch {
	case at.First:
		return "first"
	case at.Before != "":
		return "before " + at.Before
	case at.After != "":
		return "after " + at.After
	}
	return "last"
}
