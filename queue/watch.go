package queue

import (
	"context"
	"errors"
	"fmt"
	"maps"

	"ozdesk.dev/ozdesk/store"
)

// Head returns the seq of the audit trail's last entry. Every change to
// the store appends an entry, so a head that moved means a change. A store
// not made yet has head 0.
func (s *Service) Head() (uint64, error) {
	var head uint64
	err := s.st.View(func(tx *store.Tx) error {
		info, err := tx.Info()
		head = info.Audit.Seq
		return err
	})
	if errors.Is(err, store.ErrNoStore) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("read the audit head of %s: %w", s.st.Path(), err)
	}
	return head, nil
}

// WaitChange blocks until the audit trail's head is another than afterSeq
// (some process changed the store, or the store was replaced) and
// returns it; or, with afterSeq, when another store is put in the file's
// place whose head has the same seq (its head hash or its mark differ); or until ctx is done (ctx's error). In a fleet it also
// returns, with afterSeq, when the set of live nodes changes (a node's
// broker came back, or went), for the desk's nodes view. A caller that read the
// store up to afterSeq and waits again with the head returned misses no
// change.
//
// In direct mode it watches the store's file (store.Watch: file events,
// with polling as the fallback) and reads the head after each signal; a
// store locked by a writer is read again at the next signal.
func (s *Service) WaitChange(ctx context.Context, afterSeq uint64) (uint64, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	signals, err := s.changes(ctx)
	if err != nil {
		return afterSeq, fmt.Errorf("watch the store %s: %w", s.st.Path(), err)
	}
	// In a fleet, a node whose broker takes its lease again (or loses
	// it) is a change for the desk's nodes view, though the audit trail
	// does not move (rt15f #6): the node keys are watched too, and a set
	// of live nodes other than the one at the start returns the head.
	var nodes <-chan struct{}
	var live map[string]bool
	if s.st.Backend() == "etcd" {
		if live, _, err = s.st.LiveNodes(); err == nil {
			nodes = s.st.NotifyNodes(ctx)
		}
	}
	// base is the head at afterSeq as a wait saw it (this one, or the
	// last, which returned afterSeq): another store put in the file's
	// place with as many entries has the same seq but another head hash
	// or mark, and returns afterSeq, for the caller to read it afresh.
	base, known := s.seenHead(afterSeq)
	for {
		head, err := s.readHead()
		switch {
		case err == nil && head.Seq != afterSeq:
			s.sawHead(head)
			return head.Seq, nil
		case err == nil && known && !head.same(base):
			s.sawHead(head)
			return afterSeq, nil
		case err == nil && !known:
			base, known = head, true
			s.sawHead(head)
		case err != nil && !errors.Is(err, store.ErrLocked) && !errors.Is(err, store.ErrUnavailable):
			return afterSeq, err
		}
		select {
		case <-ctx.Done():
			return afterSeq, ctx.Err()
		case _, ok := <-signals:
			if !ok {
				return afterSeq, ctx.Err()
			}
		case _, ok := <-nodes:
			if !ok {
				nodes = nil
				continue
			}
			if now, _, err := s.st.LiveNodes(); err == nil && !maps.Equal(now, live) {
				return afterSeq, nil
			}
		}
	}
}
