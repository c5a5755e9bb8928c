package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"

	"go.etcd.io/bbolt"
)

// SizeWarning is the size of a store file past which ozdesk warns that it
// should be compacted (see [Store.Compact]).
const SizeWarning = 256 << 20 // 256 MiB

// compactTxBytes bounds what one transaction of a compaction copies.
const compactTxBytes = 64 << 20

// CompactResult reports a compaction.
type CompactResult struct {
	Path   string    `json:"path"`   // the store file
	Before int64     `json:"before"` // its size before, in bytes
	After  int64     `json:"after"`  // its size after, in bytes
	Audit  AuditHead `json:"audit"`  // the audit trail's head, the same before and after
	// File is the new file (its identity: the one a broker must now
	// expect at the path).
	File os.FileInfo `json:"-"`
}

// Size returns the size of the store's file in bytes.
func (s *Store) Size() (int64, error) {
	if s.etcd != nil {
		return s.etcdSize()
	}
	fi, err := os.Lstat(s.path)
	if errors.Is(err, os.ErrNotExist) {
		return 0, fmt.Errorf("store %s: %w", s.path, ErrNoStore)
	}
	if err != nil {
		return 0, fmt.Errorf("store %s: %w", s.path, err)
	}
	return fi.Size(), nil
}

// Compact rewrites the store into a new file, without the free pages a
// bbolt file never gives back, and puts it in place of the old one.
//
// The old file's write lock is held throughout, so no writer commits in
// between: other processes wait for the lock, and when it is released
// they find the file they locked replaced and open the new one (see
// [Store.openLocked]). The new file is made in the store's directory with
// the old one's mode and owner, checked (bbolt's consistency check, the
// same buckets holding as many keys, the audit trail verifying to the
// same head), synced, and renamed over the old one.
//
// A store whose audit trail does not verify is not compacted
// ([ErrAuditBroken]): the free pages of its file may be the evidence of
// what was changed.
func (s *Store) Compact() (res CompactResult, err error) {
	if s.etcd != nil {
		return CompactResult{}, fmt.Errorf("compact %s: %w: an etcd store is compacted and defragmented by etcd (see docs/fleet.md)", s.path, ErrInvalid)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	defer s.noteFault(&err)
	defer recoverFault(&err, s.path, debug.SetPanicOnFault(true))

	var src *bbolt.DB
	if s.hold != nil {
		// The file held is the one compacted; the new one is held in
		// its stead (see [Store.rehold]).
		if err := s.usable(); err != nil {
			return CompactResult{}, err
		}
		src = s.hold.db
	} else {
		if err := s.missing(); err != nil {
			return CompactResult{}, err
		}
		if src, err = s.open(false); err != nil {
			return CompactResult{}, err
		}
		defer func() { _ = src.Close() }() // releases the old file's lock, after the rename
	}
	if err := src.View(func(btx *bbolt.Tx) error { return s.tx(btx).checkSchema() }); errors.Is(err, errOldSchema) {
		err = src.Update(func(btx *bbolt.Tx) error { return s.tx(btx).prepareSchema() })
		if err != nil {
			return CompactResult{}, err
		}
	} else if err != nil {
		return CompactResult{}, err
	}
	old, err := os.Lstat(s.path)
	if err != nil {
		return CompactResult{}, fmt.Errorf("compact store %s: %w", s.path, err)
	}
	want, err := s.summary(src)
	if err != nil {
		return CompactResult{}, fmt.Errorf("compact store %s: %w", s.path, err)
	}
	tmp, err := s.compactInto(src, old)
	if err != nil {
		return CompactResult{}, fmt.Errorf("compact store %s: %w", s.path, err)
	}
	renamed := false
	defer func() {
		if !renamed {
			_ = os.Remove(tmp)
		}
	}()
	got, err := s.summaryOf(tmp)
	if err != nil {
		return CompactResult{}, fmt.Errorf("compact store %s: check the copy: %w", s.path, err)
	}
	if err := want.same(got); err != nil {
		return CompactResult{}, fmt.Errorf("compact store %s: %w: the copy differs: %w", s.path, ErrCorrupt, err)
	}
	fi, err := os.Lstat(tmp)
	if err != nil {
		return CompactResult{}, fmt.Errorf("compact store %s: %w", s.path, err)
	}
	if err := os.Rename(tmp, s.path); err != nil {
		return CompactResult{}, fmt.Errorf("compact store %s: put the copy in place: %w", s.path, err)
	}
	renamed = true
	if s.hold != nil {
		s.rehold(fi)
	}
	if err := syncDir(s.storeDir()); err != nil {
		return CompactResult{}, fmt.Errorf("compact store %s: sync its directory: %w", s.path, err)
	}
	s.committed()
	return CompactResult{Path: s.path, Before: old.Size(), After: fi.Size(), Audit: want.head, File: fi}, nil
}

// compactInto copies src into a new file beside the store, with old's
// mode and owner, and returns its name.
func (s *Store) compactInto(src *bbolt.DB, old os.FileInfo) (name string, err error) {
	f, err := os.CreateTemp(s.storeDir(), "."+filepath.Base(s.path)+".compact-*")
	if err != nil {
		return "", err
	}
	name = f.Name()
	defer func() {
		if err != nil {
			_ = os.Remove(name)
		}
	}()
	if err := f.Close(); err != nil {
		return "", err
	}
	if err := os.Chmod(name, old.Mode().Perm()); err != nil {
		return "", err
	}
	if err := chownLike(name, old); err != nil {
		return "", fmt.Errorf("give the copy the store's owner: %w", err)
	}
	dst, err := bbolt.Open(name, old.Mode().Perm(), &bbolt.Options{Timeout: s.timeout})
	if err != nil {
		return "", err
	}
	err = bbolt.Compact(dst, src, compactTxBytes)
	if cerr := dst.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return "", err
	}
	return name, nil
}

// storeSummary is what a compaction must keep: the keys in each bucket
// and the audit trail's head (which verifies).
type storeSummary struct {
	keys map[string]int
	head AuditHead
}

// summary checks db (bbolt's check, the audit trail) and sums it up.
func (s *Store) summary(db *bbolt.DB) (storeSummary, error) {
	sum := storeSummary{keys: map[string]int{}}
	err := db.View(func(btx *bbolt.Tx) error {
		var errs []error
		for err := range btx.Check() {
			errs = append(errs, err)
		}
		if len(errs) > 0 {
			return fmt.Errorf("%w: %w", ErrCorrupt, errors.Join(errs...))
		}
		tx := s.tx(btx)
		if err := tx.checkSchema(); err != nil {
			return err
		}
		head, err := tx.VerifyAudit()
		if err != nil {
			return fmt.Errorf("the audit trail does not verify, so the file is kept as it is: %w", err)
		}
		sum.head = head
		return btx.ForEach(func(name []byte, b *bbolt.Bucket) error {
			sum.keys[string(name)] = b.Stats().KeyN
			return nil
		})
	})
	return sum, err
}

// summaryOf opens the file at path read-only and sums it up.
func (s *Store) summaryOf(path string) (storeSummary, error) {
	db, err := bbolt.Open(path, 0o600, &bbolt.Options{ReadOnly: true, Timeout: s.timeout})
	if err != nil {
		return storeSummary{}, err
	}
	defer func() { _ = db.Close() }()
	return s.summary(db)
}

// same reports how b differs from a.
func (a storeSummary) same(b storeSummary) error {
	if a.head != b.head {
		return fmt.Errorf("the audit head is %d:%s, not %d:%s", b.head.Seq, b.head.Hash, a.head.Seq, a.head.Hash)
	}
	if len(a.keys) != len(b.keys) {
		return fmt.Errorf("%d buckets, not %d", len(b.keys), len(a.keys))
	}
	for name, n := range a.keys {
		if m, ok := b.keys[name]; !ok || m != n {
			return fmt.Errorf("bucket %s holds %d keys, not %d", name, m, n)
		}
	}
	return nil
}
