package queue

import (
	"errors"
	"fmt"

	"ozdesk.dev/ozdesk/store"
)

// Listing is what `ozdesk queue ls` shows: the asks, whether the store
// is not made yet, and whether it is a fleet's.
type Listing struct {
	Asks []store.Ask
	// Fresh reports that there is no store yet (Asks is then empty).
	Fresh bool
	// Fleet reports a store a fleet of brokers shares (etcd).
	Fleet bool
	// Size is the store's size in bytes, when known, and Large says it
	// is past store.SizeWarning (see [StoreInfo]).
	Size  int64
	Large bool
}

// List sweeps the queue as [Service.Sweep] does, then reads the pending
// asks (pending) or those f selects, in the one read transaction that
// finds nothing to sweep: a listing in a burst of asks waits once for the
// store's lock, not once for each of its reads (rt19k #8). Only when the
// sweep has something to write does it write, then read again.
func (s *Service) List(f store.AskFilter, pending bool) (*Listing, error) {
	l := &Listing{}
	if _, _, fleet, err := s.st.FleetNodes(); err == nil {
		l.Fleet = fleet
	}
	readTx := func(tx *store.Tx, swept []store.Ask) error {
		var err error
		switch {
		case pending && swept != nil:
			l.Asks = swept // the sweep read them all, in this transaction
		case pending:
			l.Asks, err = tx.PendingAsks()
		default:
			l.Asks, err = tx.Asks(f)
		}
		if err != nil {
			return fmt.Errorf("list asks: %w", err)
		}
		return nil
	}
	_, read, err := s.sweepThenRead(readTx)
	switch {
	case errors.Is(err, store.ErrNoStore):
		return &Listing{Fresh: true, Fleet: l.Fleet}, nil
	case err != nil:
		return nil, err
	case !read:
		err = s.st.View(func(tx *store.Tx) error { return readTx(tx, nil) })
		if errors.Is(err, store.ErrNoStore) {
			return &Listing{Fresh: true, Fleet: l.Fleet}, nil
		}
		if err != nil {
			return nil, err
		}
	}
	if size, err := s.st.Size(); err == nil {
		l.Size, l.Large = size, size > store.SizeWarning
	}
	return l, nil
}
