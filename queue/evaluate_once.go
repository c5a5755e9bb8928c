package queue

import (
	"errors"
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// evaluateInOne is [Service.Evaluate] in one write transaction: the
// policy read, the evaluation and its record, with the store opened and
// synced once. A process that makes one call (a hook, `ozdesk ask`) then
// opens its store once per call instead of twice. The answers are those
// of the two transactions: a state that cannot be read or compiled fails
// closed (nothing is written), and a commit that fails leaves the answer
// unrecorded. Of the stored rules, only those the command may meet are
// checked again ([Service.checkConsulted]). It reports false when the store could not even be opened
// for writing: the caller then evaluates as before (a read, then a
// write), whose answers say why.
func (s *Service) evaluateInOne(req Request, ev Evaluation, now time.Time) (*Answer, bool) {
	var (
		ans, closed *Answer
		ask         *store.Ask
		capped, ran bool
	)
	errClosed := errors.New("failed closed")
	err := s.st.Update(func(tx *store.Tx) error {
		ran = true
		readFailed := func(err error) error {
			if !errors.Is(err, store.ErrNoStore) {
				err = fmt.Errorf("the store could not be read: %w", err)
			}
			closed = s.failClosed(ev, err)
			return errClosed
		}
		compileFailed := func(err error) error {
			closed = s.failClosed(ev, fmt.Errorf("the store's rules could not be compiled: %w", err))
			return errClosed
		}
		ps, err := s.readPolicyRecords(tx)
		if err == nil {
			err = s.compileActive(ps.rules)
		}
		if err != nil {
			return readFailed(err)
		}
		pol, err := s.policy(ps)
		if err != nil {
			return compileFailed(err)
		}
		cmd := patterns.Read(req.Command)
		if ps.ignored, err = s.checkConsulted(tx, ps.rules, ps.egress, pol, cmd); err != nil {
			return readFailed(err)
		}
		if len(ps.ignored) > 0 {
			// Taking rules out leaves fewer to try: none unchecked.
			ps.rules = withoutIgnored(ps.rules, ps.ignored)
			if pol, err = s.policy(ps); err != nil {
				return compileFailed(err)
			}
		}
		ans, ask = s.decideRead(req, &ev, ps, pol, cmd, now)
		ev.Limit = ""
		capped, _, err = s.commitEvaluation(tx, &ev, ask)
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
