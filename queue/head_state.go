package queue

import (
	"errors"
	"fmt"

	"ozdesk.dev/ozdesk/store"
)

// headState is what a wait compares to learn that the store changed:
// the audit head (its seq and hash) and the store's mark. A store renamed
// over the file whose trail has as many entries as the one read has the
// same seq, but another head hash and another mark (rt40k CRITICAL-2: the
// desk compared the seq alone, and showed the old store's asks until the
// next entry).
type headState struct {
	Seq  uint64
	Hash string
	Mark StoreMark
}

// same reports whether o is the head h is, in the same store.
func (h headState) same(o headState) bool {
	return h.Seq == o.Seq && h.Hash == o.Hash && h.Mark.Same(o.Mark)
}

// readHead reads the audit head and the store's mark in one
// transaction; a store not made yet has the zero state.
func (s *Service) readHead() (headState, error) {
	var h headState
	err := s.st.View(func(tx *store.Tx) error {
		info, err := tx.Info()
		if err != nil {
			return err
		}
		h.Seq, h.Hash = info.Audit.Seq, info.Audit.Hash
		h.Mark, err = storeMarkTx(tx)
		return err
	})
	if errors.Is(err, store.ErrNoStore) {
		return headState{}, nil
	}
	if err != nil {
		return headState{}, fmt.Errorf("read the audit head of %s: %w", s.st.Path(), err)
	}
	return h, nil
}

// seenHead is the head the last wait saw at afterSeq, if that is where
// it stood; else ok is false.
func (s *Service) seenHead(afterSeq uint64) (h headState, ok bool) {
	if p := s.headSeen.Load(); p != nil && p.Seq == afterSeq {
		return *p, true
	}
	return headState{}, false
}

// sawHead records the head a wait found.
func (s *Service) sawHead(h headState) { s.headSeen.Store(&h) }
