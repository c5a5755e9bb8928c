package queue

import (
	"errors"

	"ozdesk.dev/ozdesk/store"
)

// SweptChanges is what [Service.SweepChanges] did and read.
type SweptChanges struct {
	// Swept is what the sweep ended; SweepErr why it failed, if it did
	// (the changes are read all the same).
	Swept    SweepResult
	SweepErr error
	// Changes is what changed after the audit entry asked for.
	Changes *Changes
}

// SweepChanges is [Service.Sweep] and then [Service.Changes](afterSeq,
// full), as the desk does when it loads, with one read of the pending
// asks serving both: when the sweep finds nothing to end, the changes are
// read in its read transaction, from the pending asks it decoded
// (fx65c: each decoded all of them). When the sweep ends something, the
// changes are read after its write, as Changes reads them. err is the
// changes' error, as Changes returns it.
func (s *Service) SweepChanges(afterSeq uint64, full bool) (SweptChanges, error) {
	c := newChanges(afterSeq, full)
	var readErr error
	res, read, sweepErr := s.sweepThenRead(func(tx *store.Tx, pending []store.Ask) error {
		readErr = s.readChanges(tx, c, pending)
		return readErr
	})
	switch {
	case read:
		if readErr != nil {
			sweepErr = nil // sweepThenRead returned the read's error
		}
		ch, err := s.changesRead(c, readErr)
		return SweptChanges{Swept: res, SweepErr: sweepErr, Changes: ch}, err
	case errors.Is(sweepErr, store.ErrNoStore):
		// Sweep finds nothing to do on a store not made yet
		ch, err := s.changesRead(c, sweepErr)
		return SweptChanges{Swept: res, Changes: ch}, err
	}
	ch, err := s.Changes(afterSeq, full)
	return SweptChanges{Swept: res, SweepErr: sweepErr, Changes: ch}, err
}
