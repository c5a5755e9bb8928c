package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"go.etcd.io/bbolt"
)

// WithoutCreate makes a store that never creates its file: an
// [Store.Update] of a store not made yet fails with [ErrNoStore], as a
// read does. A harness process opens the store so: the desk, the demo and
// the operators' commands make it, and an agent that deletes the file
// does not get a fresh store with the default policy in its place.
func WithoutCreate() Option { return func(s *Store) { s.noCreate = true } }

// WithoutDirectory makes a store that makes its file but never its
// directory: when the directory is missing, an [Store.Update] fails with an
// error that wraps the [fs.PathError] of the missing directory. The
// command line opens a store named by --db or $OZDESK_DB so, because a
// mistyped path must not leave a tree of new directories behind; only the
// default store's directory ([DefaultPath]) is made.
func WithoutDirectory() Option { return func(s *Store) { s.noDir = true } }

// CanCreate reports whether the store makes its file when it is missing
// (see [WithoutCreate]).
func (s *Store) CanCreate() bool { return !s.noCreate }

// Init makes the store when it does not exist yet (mode 0600, directory
// 0700), and checks it when it does. It reports whether it made it.
func (s *Store) Init() (bool, error) {
	if s.etcd != nil {
		return s.etcdInit()
	}
	fi, err := os.Lstat(s.path)
	made := errors.Is(err, fs.ErrNotExist)
	if err == nil && fi.Mode().IsRegular() && fi.Size() == 0 {
		return false, fmt.Errorf("store %s: %w: the file is empty (0 bytes): a store that was emptied, or a file ozdesk did not make; init does not write over it: keep it for inspection, move it away, then run 'ozdesk init' again", s.path, ErrCorrupt)
	}
	if err == nil {
		// A bbolt file with nothing in it (no ozdesk schema, no other
		// program's buckets) is made into the store here.
		verr := s.View(func(*Tx) error { return nil })
		made = errors.Is(verr, ErrNoStore)
	}
	if err := s.Update(func(*Tx) error { return nil }); err != nil {
		return false, err
	}
	return made, nil
}

// unmade refuses, in a store that never makes itself ([WithoutCreate]),
// to write into a bbolt file that holds no ozdesk schema: an empty bbolt
// file is no store an operator made, and taking it as one would put the
// default policy, with no operator rules and no audit trail, in place of
// a store an agent replaced.
func (s *Store) unmade(tx *Tx) error {
	if !s.noCreate {
		return nil
	}
	v, err := tx.schemaVersion()
	if err != nil || v != 0 {
		return err
	}
	if err := tx.foreign(); err != nil {
		return err
	}
	return fmt.Errorf("store %s is a bbolt file that holds no ozdesk store: %w (an operator makes it: 'ozdesk init')", s.path, ErrNoStore)
}

// ensure makes the store's file when it is missing, or says why not. The
// file is made whole, then put in place: it is initialised under another
// name in the same directory and linked to the store's path, which fails
// if someone made it meanwhile (then theirs is used). So the path never
// names an empty or half-made store, and a reader that finds an empty file
// knows it was emptied.
func (s *Store) ensure() error {
	fi, err := os.Lstat(s.path)
	switch {
	case err == nil && fi.Mode().Type()&^fs.ModeSymlink != 0:
		return notRegular(s.path, fi)
	case err == nil:
		return nil
	case !errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("open store %s: %w", s.path, err)
	case s.noCreate:
		return fmt.Errorf("no store at %s: %w (an operator makes it: run 'ozdesk init', or an 'ozdesk policy' command)", s.path, ErrNoStore)
	}
	dir := filepath.Dir(s.path)
	if s.noDir {
		if _, err := os.Stat(dir); err != nil {
			return fmt.Errorf("create store %s: its directory is not there, and only the default store's directory is made (make it first, or name another store): %w", s.path, err)
		}
	} else if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("create store directory: %w", err)
	}
	if err := checkDir(dir); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(s.path)+".new-*")
	if err != nil {
		return fmt.Errorf("create store %s: %w", s.path, err)
	}
	name := tmp.Name()
	defer func() { _ = os.Remove(name) }()
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("create store %s: %w", s.path, err)
	}
	db, err := bbolt.Open(name, 0o600, &bbolt.Options{Timeout: s.timeout})
	if err != nil {
		return fmt.Errorf("create store %s: %w", s.path, err)
	}
	err = db.Update(func(btx *bbolt.Tx) error { return s.tx(btx).prepareSchema() })
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("create store %s: %w", s.path, err)
	}
	if err := os.Link(name, s.path); err != nil && !errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("create store %s: %w", s.path, err)
	}
	return nil
}
