package store

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"
)

// DefaultLockTimeout is how long an open waits for the file lock before
// giving up with [ErrLocked].
const DefaultLockTimeout = 5 * time.Second

// OperatorLockWait is how long an operator's command (queue ls, the
// desk, audit, a decision) waits for the file lock in direct mode. Every
// asker of a burst takes the lock for its write (with its fsync) in turn,
// and a reader waits behind all that queued before it: with 150 asks on a
// loaded machine that took longer than [DefaultLockTimeout], and
// 'queue ls' failed "store busy" while the burst queued (rt19k #8). An
// operator waits their turn instead; the error, past this budget, says
// how long it waited.
const OperatorLockWait = 30 * time.Second

// Lock waits of an operation that may itself wait: see [LockWaitWithin].
const (
	// MaxLockWait bounds any lock wait derived from a deadline.
	MaxLockWait = 2 * time.Minute
	// unknownWaitLockWait is the lock wait of an operation whose own
	// wait is not given (a desk setting decides it).
	unknownWaitLockWait = time.Minute
)

// LockWaitWithin is how long an open may wait for the file lock in an
// operation that may take up to wait (an ask that waits for a decision):
// half of it, never less than [DefaultLockTimeout] nor more than
// [MaxLockWait]; a minute when wait is not given (zero). A burst of asks
// on a loaded machine then queues for the lock instead of failing closed
// after five seconds; a hook whose harness gives it a short deadline
// keeps [DefaultLockTimeout].
func LockWaitWithin(wait time.Duration) time.Duration {
	if wait <= 0 {
		return unknownWaitLockWait
	}
	return min(max(wait/2, DefaultLockTimeout), MaxLockWait)
}

// Store is the ozdesk store at one path. It holds no open file: each
// [Store.Update] and [Store.View] opens the file, runs one transaction and
// closes it, because bbolt keeps an exclusive lock on a file open for
// writing and even a reader blocks every writer while it holds the file.
// The one exception is a process that owns the store alone (the broker):
// it may keep the file open for its life ([Store.Hold]).
//
// A Store is safe for concurrent use by goroutines of one process (they are
// serialised by the Store, so its own opens do not wait on each other's file
// locks) and by many processes (they are serialised by the file lock).
// A transaction function must not call back into any Store of the same file.
type Store struct {
	path    string
	timeout time.Duration
	now     func() time.Time
	onOpen  func(time.Duration)
	// noCreate: the file is never made here (see [WithoutCreate]).
	noCreate bool
	// noDir: the file's directory is never made here (see
	// [WithoutDirectory]).
	noDir bool
	// spoolBytes caps the spool of long commands (see [WithSpoolBytes]).
	spoolBytes int64

	mu      sync.RWMutex // writers exclusive, readers shared, within this process
	blocked atomic.Bool  // a timed-out lock wait is still parked in the kernel
	waiting atomic.Int32 // opens of this Store waiting now for another process's lock
	// busyFrom is when the opens waiting now began to wait (the
	// first's, in UnixNano of the store's clock; 0 while none waits);
	// waitedFrom and waitedTo are the last wait for the lock of this
	// Store's opens, from when the first began to wait until the lock
	// came free: a transaction says when the store was last busy
	// ([Tx.LockWaited]).
	busyFrom, waitedFrom, waitedTo atomic.Int64

	// etcd, when set, is the cluster the store lives in (see
	// [OpenEtcd]); path is then its address.
	etcd *etcdBackend

	subMu sync.Mutex                 // guards subs and stamped
	subs  map[chan struct{}]struct{} // Notify's subscribers
	// stamped are the ask stamps this Store's commits left last, by
	// ask ID (see [Store.StampedAsk]).
	stamped map[string]AskStamp

	// hold is the file kept open by [Store.Hold], or nil; it changes
	// only with mu held for writing.
	hold *held

	// floor is the highest audit head read committed (see
	// audit_floor.go).
	floor auditFloor
}

// Option configures a [Store].
type Option func(*Store)

// WithLockTimeout sets how long an open waits for the file lock.
// Non-positive values keep [DefaultLockTimeout]: the wait is always
// bounded.
func WithLockTimeout(d time.Duration) Option {
	return func(s *Store) {
		if d > 0 {
			s.timeout = d
		}
	}
}

// WithClock sets the clock the store stamps records with (the default is
// [time.Now]); tests use it to get fixed times.
func WithClock(now func() time.Time) Option {
	return func(s *Store) {
		if now != nil {
			s.now = now
		}
	}
}

// WithSpoolBytes caps the whole texts of long commands the store keeps
// (default [SpoolBytes]); non-positive values keep the default.
func WithSpoolBytes(n int64) Option {
	return func(s *Store) {
		if n > 0 {
			s.spoolBytes = n
		}
	}
}

// WithOpenObserver calls f after every open of the file, successful or
// not, with how long the open took, lock wait included. It is how callers
// measure lock contention.
func WithOpenObserver(f func(took time.Duration)) Option {
	return func(s *Store) { s.onOpen = f }
}

// New returns the store at path (see [ResolvePath]). It touches nothing on
// disk: the file is created, with its directory, by the first [Store.Update]
// (unless [WithoutCreate]).
func New(path string, opts ...Option) *Store {
	s := &Store{path: path, timeout: DefaultLockTimeout, now: time.Now, spoolBytes: SpoolBytes}
	for _, o := range opts {
		o(s)
	}
	return s
}

// Path returns the store's file.
func (s *Store) Path() string { return s.path }

// Update opens the store for writing (creating the file, mode 0600, and its
// directory, mode 0700, when missing, unless [WithoutCreate]: then a
// missing store is [ErrNoStore]), runs fn in one read-write
// transaction, commits it if fn returns nil and closes the file. A commit
// is synced to disk before Update returns. An error from fn is returned as
// it is, after rolling back.
func (s *Store) Update(fn func(*Tx) error) (err error) {
	return s.UpdateContext(context.Background(), fn)
}

// UpdateContext is [Store.Update] within ctx. On an etcd store a
// transaction is tried again, on a conflict or an error of etcd's that
// passes, until ctx's deadline when it has one (an ask's: see
// queue.Service.EvaluateContext), else for the store's timeout
// ([WithLockTimeout]), and no longer than ctx lasts: past it the
// transaction fails with [ErrUnavailable] and nothing is written. A file
// store waits for its lock for its timeout, whatever ctx says.
func (s *Store) UpdateContext(ctx context.Context, fn func(*Tx) error) (err error) {
	if s.etcd != nil {
		return s.etcdUpdate(ctx, fn)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	defer s.noteFault(&err)
	defer recoverFault(&err, s.path, debug.SetPanicOnFault(true))

	db, done, err := s.writer()
	if err != nil {
		return err
	}
	defer done()
	err = db.Update(func(btx *bbolt.Tx) error {
		tx := s.tx(btx)
		if err := s.unmade(tx); err != nil {
			return err
		}
		if err := tx.prepareSchema(); err != nil {
			return err
		}
		if err := fn(tx); err != nil {
			return err
		}
		if s.hold == nil {
			// Before the commit, holding the file's lock: a waiter woken
			// by the commit's writes finds its stamp moved already, and
			// one that reads the stamp earlier waits for the lock to read
			// the store (askstamp.go); a commit that fails then wakes
			// waiters for nothing.
			s.stampAsks(tx.asksPut)
		}
		return nil
	})
	if err == nil {
		s.committed()
	}
	return err
}

// View opens the store read-only, runs fn in one read transaction and
// closes the file. A store that does not exist yet gives [ErrNoStore].
// A store with an older schema is migrated first (by an update).
func (s *Store) View(fn func(*Tx) error) error {
	return s.ViewContext(context.Background(), fn)
}

// ViewContext is [Store.View] within ctx, as [Store.UpdateContext] is
// Update.
func (s *Store) ViewContext(ctx context.Context, fn func(*Tx) error) error {
	err := s.view(ctx, fn)
	if errors.Is(err, errOldSchema) {
		if err := s.UpdateContext(ctx, func(*Tx) error { return nil }); err != nil {
			return err
		}
		err = s.view(ctx, fn)
	}
	return err
}

func (s *Store) view(ctx context.Context, fn func(*Tx) error) (err error) {
	if s.etcd != nil {
		return s.etcdView(ctx, fn)
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	defer s.noteFault(&err)
	defer recoverFault(&err, s.path, debug.SetPanicOnFault(true))

	db, done, err := s.reader()
	if err != nil {
		return err
	}
	defer done()
	return db.View(func(btx *bbolt.Tx) error {
		tx := s.tx(btx)
		if err := tx.checkSchema(); err != nil {
			return err
		}
		return fn(tx)
	})
}

// missing reports a store file that does not exist as an [ErrNoStore]
// error. An empty file is no store not made yet (a store is made whole
// before it is put in place): it was emptied, and opening it fails.
func (s *Store) missing() error {
	fi, err := os.Lstat(s.path)
	switch {
	case err == nil && fi.Mode().Type()&^fs.ModeSymlink != 0:
		return notRegular(s.path, fi)
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("read store %s: %w", s.path, ErrNoStore)
	case err != nil:
		return fmt.Errorf("read store %s: %w", s.path, err)
	}
	return nil
}

// open opens the bbolt file with a bounded lock wait and sorts its errors
// into the package's sentinels. The file must exist, be no symbolic link,
// not be empty, and neither it nor its directory may be writable by
// others (see [UnsafeError]).
func (s *Store) open(readOnly bool) (*bbolt.DB, error) {
	return s.openFile(readOnly, nil)
}

// openFile is [Store.open], also telling the file opened (its identity)
// in *seen when seen is not nil.
func (s *Store) openFile(readOnly bool, seen *os.FileInfo) (*bbolt.DB, error) {
	if err := checkDir(s.storeDir()); err != nil {
		return nil, err
	}
	openLocked := s.openLocked
	if seen != nil {
		openLocked = func(name string, flag int, perm os.FileMode) (*os.File, error) {
			f, err := s.openLocked(name, flag, perm)
			if err == nil {
				*seen, err = f.Stat()
				if err != nil {
					_ = f.Close()
					return nil, err
				}
			}
			return f, err
		}
	}
	start := time.Now()
	db, err := bbolt.Open(s.path, 0o600, &bbolt.Options{
		Timeout:  s.timeout, // a backstop: openLocked has taken the lock already
		ReadOnly: readOnly,
		OpenFile: openLocked,
	})
	if s.onOpen != nil {
		s.onOpen(time.Since(start))
	}
	if err == nil {
		return db, nil
	}
	switch {
	case errors.Is(err, ErrUnsafe), errors.Is(err, ErrCorrupt):
		return nil, err
	case errors.Is(err, errLockWait), errors.Is(err, bolterrors.ErrTimeout):
		return nil, &LockError{Path: s.path, Wait: s.timeout}
	case errors.Is(err, bolterrors.ErrInvalid),
		errors.Is(err, bolterrors.ErrVersionMismatch),
		errors.Is(err, bolterrors.ErrChecksum),
		errors.Is(err, bolterrors.ErrInvalidMapping):
		return nil, fmt.Errorf("open store %s: %w: %w: not a file ozdesk can read (%s)", s.path, ErrCorrupt, err, keepAside)
	case errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("open store %s: %w", s.path, ErrNoStore)
	case strings.HasPrefix(err.Error(), "file size too small"):
		// bbolt has no sentinel for a file shorter than its two meta pages:
		// some other file, not a store.
		return nil, fmt.Errorf("open store %s: %w: not a bbolt file, so not an ozdesk store (%w); %s", s.path, ErrCorrupt, err, keepAside)
	}
	return nil, fmt.Errorf("open store %s: %w", s.path, err)
}

func (s *Store) tx(btx *bbolt.Tx) *Tx {
	return &Tx{kv: boltTx{btx}, now: s.now, path: s.path, spoolBytes: s.spoolBytes, floor: &s.floor,
		lockFrom: s.waitedFrom.Load(), lockTo: s.waitedTo.Load()}
}

// recoverFault turns a panic or a memory fault while using the file (a
// damaged page, a file truncated under the mapping) into an [ErrCorrupt]
// error, so a damaged store fails closed instead of crashing the process.
// It is deferred, before the file is opened, as
//
//	defer recoverFault(&err, path, debug.SetPanicOnFault(true))
//
// and restores the goroutine's previous fault setting. A panic in the
// caller's transaction function is caught too (the transaction is rolled
// back first): the caller cannot tell the two apart, and failing closed is
// right for both.
func recoverFault(err *error, path string, panicOnFault bool) {
	debug.SetPanicOnFault(panicOnFault)
	if r := recover(); r != nil {
		*err = &faultError{msg: fmt.Sprintf("store %s: %v: panic while using the file: %v", path, ErrCorrupt, r)}
	}
}

// faultError is a panic or memory fault [recoverFault] caught: an
// [ErrCorrupt] error.
type faultError struct{ msg string }

func (e *faultError) Error() string { return e.msg }
func (e *faultError) Unwrap() error { return ErrCorrupt }

// Check runs bbolt's consistency check over the whole file (every page
// reachable once, no page both used and free) and reports the problems
// found as an error matching [ErrCorrupt].
func (s *Store) Check() error {
	if s.etcd != nil {
		// etcd checks its own pages (etcdctl check, defrag): here the
		// schema and buckets are checked.
		return s.View(func(*Tx) error { return nil })
	}
	return s.View(func(tx *Tx) error {
		var errs []error
		for err := range tx.kv.(boltTx).btx.Check() {
			errs = append(errs, err)
		}
		if len(errs) > 0 {
			return fmt.Errorf("check store %s: %w: %w", s.path, ErrCorrupt, errors.Join(errs...))
		}
		return nil
	})
}
