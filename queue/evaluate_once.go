package queue

import (
	"errors"
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// evaluateTries is how many times [Service.evaluateInOne] evaluates a
// command outside the write transaction before it evaluates it inside:
// each try the store's rules, settings or egress list changed between
// the read and the write (an operator wrote a rule meanwhile).
const evaluateTries = 3

// errPolicyChanged aborts a write whose evaluation was made under a
// policy the store no longer holds.
var errPolicyChanged = errors.New("the policy changed while the command was judged")

// errNestedUnchecked aborts a write whose verdict judged more than the
// line ([patterns.Verdict.Nested]) under a policy of which only the
// line's rules were checked, when checking the rest set one aside (or
// could not be done): the command is judged again with every rule
// checked.
var errNestedUnchecked = errors.New("a rule the command's bodies may meet is set aside")

// evaluateInOne is [Service.Evaluate] for a process that makes one call
// (a hook, `ozdesk ask`) on a file store: the policy is read in a read
// transaction (shared with other askers), the command is judged outside
// any transaction (the policy's evaluation and its looks at the disk: git,
// links, stat), and the write transaction only reads the policy again,
// checks it is the one the command was judged by ([samePolicy]), and
// writes the record. When the policy changed in between (a rule written
// meanwhile), the command is judged again under the new one, at most
// [evaluateTries] times; the last try judges inside the write
// transaction, as a burst of operators' writes cannot starve an ask.
// So askers in a burst hold the store's write lock only for their writes,
// not one after another for their evaluations (issue 9).
//
// The answers are those of the two transactions: a state that cannot be
// read or compiled fails closed (nothing is written), and a commit that
// fails leaves the answer unrecorded. Of the stored rules, only those the
// command's own parts may try are checked first ([Service.checkConsulted]);
// a verdict that judged a body read from disk, or anything else beyond
// the line ([patterns.Verdict.Nested]), is written only once every rule
// is checked, and is judged again without any set aside. It reports
// false when the store could not be opened: the caller then evaluates
// as before (a read, then a write), whose answers say why.
func (s *Service) evaluateInOne(req Request, ev Evaluation, now time.Time) (*Answer, bool) {
	cmd := patterns.Read(req.Command)
	onLine := true
	for try := 1; try < evaluateTries; try++ {
		ps, pol, closed, ok := s.readForEvaluation(ev, cmd, onLine)
		if !ok || closed != nil {
			return closed, ok
		}
		judged := ev
		ans, ask, nested := s.decideRead(req, &judged, ps, pol, cmd, now)
		if s.judged != nil {
			s.judged()
		}
		out, ok, unchecked := s.commitJudged(judged, ps, pol, cmd, ans, ask, req.Until, nested)
		if ok {
			return out, true
		}
		onLine = onLine && !unchecked
	}
	return s.evaluateInside(req, ev, cmd, now)
}

// readForEvaluation reads the policy cmd is judged by in one read
// transaction: the stored rules, settings and egress list, with the rules
// cmd's own parts may try checked when onLine, else every rule. A store not made yet, where this process may make
// it, is the defaults. closed is the answer failing closed when the
// policy cannot be read or compiled; ok is false when the store could
// not be opened (see [Service.evaluateInOne]).
func (s *Service) readForEvaluation(ev Evaluation, cmd *patterns.Command, onLine bool) (ps policyState, pol *patterns.Policy, closed *Answer, ok bool) {
	var compileErr error
	err := s.st.View(func(tx *store.Tx) error {
		var err error
		if ps, pol, compileErr, err = s.consultedPolicy(tx, cmd, onLine); err != nil {
			return err
		}
		rev, err := revisionOf(tx)
		if err != nil {
			return err
		}
		ps.readAt = &rev
		return nil
	})
	switch {
	case errors.Is(err, store.ErrNoStore) && s.st.CanCreate():
		ps = policyState{settings: store.DefaultSettings()}
		if pol, err = s.policy(ps); err != nil {
			return ps, nil, s.failClosed(ev, fmt.Errorf("the store's rules could not be compiled: %w", err)), true
		}
		return ps, pol, nil, true
	case errors.Is(err, store.ErrNoStore):
		return ps, nil, nil, false
	case err != nil:
		return ps, nil, s.failClosed(ev, storeReadFailure(err)), true
	case compileErr != nil:
		return ps, nil, s.failClosed(ev, fmt.Errorf("the store's rules could not be compiled: %w", compileErr)), true
	}
	return ps, pol, nil, true
}

// consultedPolicy reads the policy in tx and compiles it for cmd: the
// rules cmd's own parts may try are checked when onLine, else every
// rule, and those set aside are left out. err is a read's error;
// compileErr says the rules could not be compiled.
func (s *Service) consultedPolicy(tx *store.Tx, cmd *patterns.Command, onLine bool) (ps policyState, pol *patterns.Policy, compileErr, err error) {
	if ps, err = s.readPolicyRecords(tx); err != nil {
		return ps, nil, nil, err
	}
	if err = ps.trusted(); err != nil {
		return ps, nil, nil, err
	}
	if err = s.compileActive(ps.rules); err != nil {
		return ps, nil, nil, err
	}
	if pol, compileErr = s.policy(ps); compileErr != nil {
		return ps, nil, compileErr, nil
	}
	ps.onLine = onLine
	if ps.ignored, err = s.checkConsulted(tx, ps.rules, ps.egress, pol, cmd, onLine); err != nil {
		return ps, nil, nil, err
	}
	if err = untrustedRule(ps.ignored); err != nil {
		return ps, nil, nil, err
	}
	if len(ps.ignored) > 0 {
		// Taking rules out leaves fewer to try: none unchecked.
		ps.rules = withoutIgnored(ps.rules, ps.ignored)
		if pol, compileErr = s.policy(ps); compileErr != nil {
			return ps, nil, compileErr, nil
		}
	}
	return ps, pol, nil, nil
}

// commitJudged writes the evaluation ev, judged under the policy ps,
// when the store still holds that policy: nothing was committed since ps
// was read ([unchangedSince]), else the policy read again is the same
// ([samePolicy]); and, when the verdict was nested ([patterns.Verdict.Nested])
// but ps checked only the line's rules, when every other rule passes its
// check too. It reports false when it does not (nothing is written: the
// caller judges again, with every rule checked when unchecked) or when
// the store could not be opened for writing (the caller judges inside
// the write). until is the asker's own deadline ([Request.Until]).
func (s *Service) commitJudged(ev Evaluation, ps policyState, pol *patterns.Policy, cmd *patterns.Command, ans *Answer, ask *store.Ask, until time.Time, nested bool) (out *Answer, ok, unchecked bool) {
	var capped, ran bool
	err := s.st.Update(func(tx *store.Tx) error {
		ran = true
		if !unchangedSince(tx, ps.readAt) {
			if s.policyReread != nil {
				s.policyReread()
			}
			now, _, compileErr, err := s.consultedPolicy(tx, cmd, ps.onLine)
			if err != nil || compileErr != nil || !samePolicy(ps, now) {
				return errPolicyChanged
			}
		}
		if nested && ps.onLine {
			// A body read from disk may have met any rule: check the
			// rest, in this transaction, before the verdict is believed.
			more, err := s.checkConsulted(tx, ps.rules, ps.egress, pol, cmd, false)
			if err != nil || len(more) > 0 {
				return errNestedUnchecked
			}
		}
		ev.Limit = ""
		var err error
		capped, _, err = s.commitEvaluation(tx, &ev, ask, until)
		return err
	})
	switch {
	case !ran, errors.Is(err, errPolicyChanged):
		return nil, false, false
	case errors.Is(err, errNestedUnchecked):
		return nil, false, true
	case err != nil:
		return unrecorded(ans, fmt.Errorf("the store could not be written: %w", err)), true, false
	}
	return answered(ans, ev, ask, capped), true, false
}

// evaluateInside is [Service.evaluateInOne] judged inside one write
// transaction: the policy read, the evaluation and its record.
func (s *Service) evaluateInside(req Request, ev Evaluation, cmd *patterns.Command, now time.Time) (*Answer, bool) {
	var (
		ans, closed *Answer
		ask         *store.Ask
		capped, ran bool
	)
	errClosed := errors.New("failed closed")
	err := s.st.Update(func(tx *store.Tx) error {
		ran = true
		// every rule checked: no second judgement inside the write
		ps, pol, compileErr, err := s.consultedPolicy(tx, cmd, false)
		if err != nil {
			if !errors.Is(err, store.ErrNoStore) {
				err = storeReadFailure(err)
			}
			closed = s.failClosed(ev, err)
			return errClosed
		}
		if compileErr != nil {
			closed = s.failClosed(ev, fmt.Errorf("the store's rules could not be compiled: %w", compileErr))
			return errClosed
		}
		ans, ask, _ = s.decideRead(req, &ev, ps, pol, cmd, now)
		ev.Limit = ""
		capped, _, err = s.commitEvaluation(tx, &ev, ask, req.Until)
		return err
	})
	switch {
	case !ran:
		return nil, false
	case closed != nil:
		return closed, true
	case err != nil && ans != nil:
		return unrecorded(ans, fmt.Errorf("the store could not be written: %w", err)), true
	case err != nil:
		return nil, false
	}
	return answered(ans, ev, ask, capped), true
}
