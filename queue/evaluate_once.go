package queue

import (
	"errors"
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// evaluateInOne is [Service.Evaluate] in one write transaction: the
// policy read, the evaluation and its record, with the store opened and
// synced once. A process that makes one call (a hook, `ozdesk ask`) then
// opens its store once per call instead of twice. The answers are those
// of the two transactions: a state that cannot be read or compiled fails
// closed (nothing is written), and a commit that fails leaves the answer
// unrecorded. It reports false when the store could not even be opened
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
		ps, err := s.readPolicyState(tx)
		if err != nil {
			if !errors.Is(err, store.ErrNoStore) {
				err = fmt.Errorf("the store could not be read: %w", err)
			}
			closed = s.failClosed(ev, err)
			return errClosed
		}
		pol, err := s.policy(ps)
		if err != nil {
			closed = s.failClosed(ev, fmt.Errorf("the store's rules could not be compiled: %w", err))
			return errClosed
		}
		ans, ask = s.decide(req, &ev, ps, pol, now)
		ev.Limit = ""
		capped, err = s.commitEvaluation(tx, &ev, ask)
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
