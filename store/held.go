package store

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"sync/atomic"

	"go.etcd.io/bbolt"
)

// A store held open: the process that alone owns the store (the broker,
// in protected mode) keeps its file open and locked for its life, so that
// a transaction costs no open, mapping and close of the file. No other
// process can open the store meanwhile: its opens wait for the lock, then
// fail ([ErrLocked]).
//
// A held store never moves to another file by itself. Each transaction
// first checks that the store's path still names the file held; once it
// does not (the file removed, or another put in its place), every
// transaction fails ([ErrUnavailable]) until the hold is released: a
// store swapped behind the owner's back is neither written nor read, and
// the owner never starts afresh on whatever is at the path now. Only the
// store's own compaction ([Store.Compact]) puts another file in place,
// and it holds the new file in the old one's stead. A fault while using
// the file (a damaged page, a file truncated under its mapping) likewise
// fails every later transaction.

// held is the file a [Store] keeps open.
type held struct {
	db *bbolt.DB
	// file is the file held, for its identity.
	file os.FileInfo
	// lost, once set, is why the file held can no longer be used.
	lost atomic.Pointer[error]
	// faulted: a fault was met in the file (and lost says so).
	faulted atomic.Bool
}

// Hold opens the store's file for writing and keeps it open, locked, until
// [Store.Release]: every [Store.Update] and [Store.View] then runs on it.
// It returns the file held, for its identity. The store must exist
// (Hold never makes it). An etcd store holds nothing: Hold returns nil.
func (s *Store) Hold() (fi os.FileInfo, err error) {
	if s.etcd != nil {
		return nil, nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	defer recoverFault(&err, s.path, debug.SetPanicOnFault(true))
	if s.hold != nil {
		return nil, fmt.Errorf("hold store %s: it is held open already", s.path)
	}
	if err := s.missing(); err != nil {
		return nil, err
	}
	db, err := s.openFile(false, &fi)
	if err != nil {
		return nil, fmt.Errorf("hold store %s open: %w", s.path, err)
	}
	s.hold = &held{db: db, file: fi}
	return fi, nil
}

// Release closes the file [Store.Hold] kept open, if any: transactions
// open the file each again. A file in which a fault was met is left open
// (bbolt may have been stopped by the fault holding its own locks, which
// closing would wait for for ever), until the process ends.
func (s *Store) Release() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	h := s.hold
	if h == nil {
		return nil
	}
	s.hold = nil
	if h.faulted.Load() {
		return fmt.Errorf("release store %s: a fault was met in the file held open, so it is left open until the process ends", s.path)
	}
	if err := h.db.Close(); err != nil {
		return fmt.Errorf("release store %s: %w", s.path, err)
	}
	return nil
}

// writer returns the database to write in and what to call when done:
// the file held, or the file opened for this transaction (made first when
// missing). s.mu must be held for writing.
func (s *Store) writer() (db *bbolt.DB, done func(), err error) {
	if s.hold != nil {
		if err := s.usable(); err != nil {
			return nil, nil, err
		}
		return s.hold.db, func() {}, nil
	}
	if err := s.ensure(); err != nil {
		return nil, nil, err
	}
	if db, err = s.open(false); err != nil {
		return nil, nil, err
	}
	// Closing after the transaction ended cannot undo or lose it: the
	// commit is already synced, and a failed close still releases the lock
	// when the descriptor goes. So a close error is not reported as a
	// failed update, which a caller might retry.
	return db, func() { _ = db.Close() }, nil
}

// reader returns the database to read in and what to call when done: the
// file held, or the file opened read-only for this transaction. s.mu must
// be held.
func (s *Store) reader() (db *bbolt.DB, done func(), err error) {
	if s.hold != nil {
		if err := s.usable(); err != nil {
			return nil, nil, err
		}
		return s.hold.db, func() {}, nil
	}
	if err := s.missing(); err != nil {
		return nil, nil, err
	}
	if db, err = s.open(true); err != nil {
		return nil, nil, err
	}
	return db, func() { _ = db.Close() }, nil // read-only: nothing to lose
}

// usable checks that the file held may still be used: no fault met in
// it, and the store's path still names it. A path that names another
// file, or none, loses the hold for good. s.mu must be held.
func (s *Store) usable() error {
	h := s.hold
	if p := h.lost.Load(); p != nil {
		return *p
	}
	now, err := os.Lstat(s.path)
	var why string
	switch {
	case errors.Is(err, os.ErrNotExist):
		why = "was removed"
	case err != nil:
		why = fmt.Sprintf("cannot be looked at (%v)", err)
	case !os.SameFile(now, h.file):
		why = "was replaced by another file"
	}
	if why == "" {
		return nil
	}
	lost := fmt.Errorf("store %s: %w: the file held open %s; nothing is read or written until the store is restored and its owner started again", s.path, ErrUnavailable, why)
	if !h.lost.CompareAndSwap(nil, &lost) {
		return *h.lost.Load()
	}
	return lost
}

// noteFault loses the hold when *err is a fault met in the file held: a
// file damaged or truncated under its mapping is used no more. It is
// deferred before [recoverFault], so that it runs after it.
func (s *Store) noteFault(err *error) {
	var fe *faultError
	if s.hold == nil || !errors.As(*err, &fe) {
		return
	}
	lost := fmt.Errorf("store %s: %w: a fault while using the file held open (%w); nothing is read or written until its owner is started again", s.path, ErrUnavailable, *err)
	s.hold.faulted.Store(true)
	s.hold.lost.CompareAndSwap(nil, &lost)
}

// rehold holds the file [Store.Compact] has just put in place, fi, in
// place of the old one (s.mu held for writing). A file that cannot be
// held, or is not fi, loses the hold.
func (s *Store) rehold(fi os.FileInfo) {
	old := s.hold
	var got os.FileInfo
	db, err := s.openFile(false, &got)
	if err == nil && !os.SameFile(got, fi) {
		_ = db.Close()
		err = errors.New("another file took its place meanwhile")
	}
	if err != nil {
		lost := fmt.Errorf("store %s: %w: the compacted file could not be held open (%w); nothing is read or written until its owner is started again", s.path, ErrUnavailable, err)
		old.lost.CompareAndSwap(nil, &lost)
		return
	}
	_ = old.db.Close() // releases the old file's lock
	s.hold = &held{db: db, file: got}
}
