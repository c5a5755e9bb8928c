package queue

import (
	"errors"
	"fmt"

	"ozdesk.dev/ozdesk/store"
)

// AskDecision is one ask's part of a bulk decision: the ask and what is
// decided of it (its own Seen: what the operator read of that ask).
type AskDecision struct {
	ID       string   `json:"id"`
	Decision Decision `json:"decision"`
}

// Decided is what a bulk decision did to one of its asks: the ask as
// decided, or why it was not (a [*DecidedError], a [*ChangedError], a
// [*ClippedApproveError], a decision [Service.Decide] would refuse).
type Decided struct {
	Ask store.Ask
	Err error
}

// DecideEach decides every ask of ds as [Service.Decide] decides one, in
// one write transaction: at once, so that an approval made a moment after
// the operator sent a bulk deny, at another desk or on the command line,
// is told the ask was denied, never overrides part of the batch (rt21k
// #6: it was written ask by ask, 307 asks in ~35 s, and approvals made
// meanwhile won). An ask that cannot be decided (decided elsewhere,
// changed since it was read) is said so in its result, and the others
// are decided still. On an etcd store, whose transaction writes a
// bounded number of keys, the asks go in chunks of [Service.decideChunk].
// The error is for the store alone (nothing of that chunk or after it was
// written); the results are in the order of ds.
func (s *Service) DecideEach(ds []AskDecision) ([]Decided, error) {
	out := make([]Decided, 0, len(ds))
	chunk := s.decideChunk()
	for start := 0; start < len(ds); start += chunk {
		part := ds[start:min(start+chunk, len(ds))]
		got, err := s.decideChunkTx(part)
		if err != nil {
			return out, err
		}
		out = append(out, got...)
	}
	return out, nil
}

// decideChunk is how many asks one transaction of [Service.DecideEach]
// decides: all of them on a file store; on etcd a share of the keys one
// step may write (each ask writes itself and its audit entry).
func (s *Service) decideChunk() int {
	return max(1, s.st.CutBudget()/2-2)
}

// decideChunkTx decides the asks of ds in one write transaction.
func (s *Service) decideChunkTx(ds []AskDecision) ([]Decided, error) {
	var out []Decided
	err := s.st.Update(func(tx *store.Tx) error {
		// a transaction tried again starts over
		out = make([]Decided, 0, len(ds))
		for _, d := range ds {
			a, err := s.decideTx(tx, d)
			if err != nil && !soleAskError(err) {
				return err
			}
			out = append(out, Decided{Ask: a, Err: err})
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("decide %d asks: %w", len(ds), err)
	}
	return out, nil
}

// decideTx is [Service.Decide] of one ask inside a write transaction.
func (s *Service) decideTx(tx *store.Tx, d AskDecision) (store.Ask, error) {
	state, dec, err := decisionOf(d.ID, d.Decision)
	if err != nil {
		return store.Ask{}, &soleError{err: err}
	}
	key, err := store.ParseAskID(d.ID)
	if err != nil {
		return store.Ask{}, &soleError{err: err}
	}
	a, err := tx.GetAsk(key)
	if errors.Is(err, store.ErrNotFound) {
		return store.Ask{}, &soleError{err: fmt.Errorf("decide ask %s: %w", key, err)}
	}
	if err != nil {
		return store.Ask{}, err
	}
	if a.Pending() {
		if err := checkSeen(tx, a, d.Decision.Seen); err != nil {
			return store.Ask{}, err
		}
	}
	if _, answer, gone, err := s.dropForGoneTx(tx, a); err != nil {
		return store.Ask{}, err
	} else if gone {
		// nothing would receive the decision: withdrawn instead
		return store.Ask{}, answer
	}
	if a.Pending() {
		dec.Asker = s.askerNote(a) // a stopped asker receives it only if continued
	}
	return s.endTx(tx, a, state, store.KindDecide, dec)
}

// soleError is an error of one ask of a bulk decision that leaves the
// others to be decided.
type soleError struct{ err error }

func (e *soleError) Error() string { return e.err.Error() }
func (e *soleError) Unwrap() error { return e.err }

// soleAskError says whether err is about one ask alone (it was decided
// elsewhere, changed, is clipped, or cannot be decided so), not about the
// store: a bulk decision goes on with the others.
func soleAskError(err error) bool {
	var de *DecidedError
	var ce *ChangedError
	var ke *ClippedApproveError
	var se *soleError
	return errors.As(err, &de) || errors.As(err, &ce) || errors.As(err, &ke) || errors.As(err, &se)
}
