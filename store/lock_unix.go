//go:build unix

package store

import (
	"errors"
	"os"
	"syscall"
	"time"
)

// bbolt waits for its file lock by trying every 50 ms. Under contention
// that is unfair: a lock released is taken again by whoever happens to be
// opening right then, and a process that writes in a loop starves the
// ones polling (20 processes × 50 writes: slowest waits of seconds, and
// timeouts under the race detector). So the store takes the same flock
// itself, in bbolt's OpenFile hook, waiting in the kernel, which wakes
// waiters the moment the lock is released; bbolt's own flock on the same
// open file then succeeds at once.

// errLockWait is returned by the OpenFile hook when the lock was not
// taken in time; the store reports it as a [*LockError].
var errLockWait = errors.New("lock wait timed out")

// errReplaced says that the file locked is no longer the one at the
// store's path: it was replaced (by [Store.Compact]) while the lock was
// awaited.
var errReplaced = errors.New("the store file was replaced while its lock was awaited")

// openLocked opens the store file for bbolt and locks it: shared for a
// read-only open, exclusive otherwise, as bbolt would. It never creates
// the file (see [Store.ensure]) and never follows a symbolic link; once
// locked, the file is checked (see [checkFile]).
//
// A file replaced while its lock was awaited (a compaction renames the
// new file into place while holding the old one's lock) is let go, and
// the file now at the path is opened instead: a writer that went on with
// the old one would commit to a file no one reads again.
func (s *Store) openLocked(name string, flag int, perm os.FileMode) (*os.File, error) {
	deadline := time.Now().Add(s.timeout)
	for {
		f, err := s.openLockedOnce(name, flag, perm)
		if !errors.Is(err, errReplaced) {
			return f, err
		}
		if time.Now().After(deadline) { // replaced again and again
			return nil, errLockWait
		}
	}
}

// openLockedOnce is one try of [Store.openLocked].
func (s *Store) openLockedOnce(name string, flag int, perm os.FileMode) (*os.File, error) {
	// O_NONBLOCK: a FIFO put at the path would otherwise block the open
	// until a writer came, for ever; checkFile then refuses it.
	f, err := os.OpenFile(name, flag&^os.O_CREATE|noFollow|syscall.O_NONBLOCK, perm)
	if errors.Is(err, syscall.ELOOP) {
		return nil, &UnsafeError{Path: name, Why: "is a symbolic link", Fix: "point --db at the file itself"}
	}
	if err != nil {
		return nil, err
	}
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		_ = f.Close()
		if err != nil {
			return nil, err
		}
		return nil, notRegular(name, fi)
	}
	how := syscall.LOCK_EX
	if flag&(os.O_WRONLY|os.O_RDWR) == 0 {
		how = syscall.LOCK_SH
	}
	if err := s.lock(f, how); err != nil {
		return nil, err
	}
	fi, err := f.Stat()
	if err == nil {
		err = checkFile(name, fi)
	}
	if err == nil {
		err = samePath(name, fi)
	}
	if err != nil {
		_ = f.Close() // closing releases the lock
		return nil, err
	}
	return f, nil
}

// samePath reports [errReplaced] when the file at name is no longer fi.
func samePath(name string, fi os.FileInfo) error {
	now, err := os.Lstat(name)
	if err != nil {
		return err
	}
	if !os.SameFile(fi, now) {
		return errReplaced
	}
	return nil
}

// lock takes the flock on f within the store's timeout. On failure f is
// closed (or left to the waiter that will close it).
func (s *Store) lock(f *os.File, how int) error {
	fd := int(f.Fd())
	err := flock(fd, how|syscall.LOCK_NB)
	if err == nil {
		return nil
	}
	if !errors.Is(err, syscall.EWOULDBLOCK) {
		_ = f.Close()
		return err
	}
	deadline := time.Now().Add(s.timeout)
	s.busyFrom.CompareAndSwap(0, s.now().UnixNano())
	s.waiting.Add(1)
	defer func() {
		if s.waiting.Add(-1) == 0 {
			s.busyFrom.Store(0)
		}
	}()
	err = s.waitLock(f, fd, how, deadline)
	if err == nil {
		s.waitedFrom.Store(s.busyFrom.Load())
		s.waitedTo.Store(s.now().UnixNano())
	}
	return err
}

// waitLock waits for the flock on f until deadline (see [Store.lock]).
func (s *Store) waitLock(f *os.File, fd, how int, deadline time.Time) error {
	// A blocking flock cannot be cancelled: on timeout the waiting thread
	// is left behind until the lock comes free, then it lets go and closes
	// the file. At most one such waiter per Store; while one is out, the
	// store polls instead, so a lock held for hours does not pile up
	// parked threads in a long-running desk.
	if !s.blocked.CompareAndSwap(false, true) {
		return pollLock(f, how, deadline)
	}
	done := make(chan error, 1)
	go func() { done <- flock(fd, how) }()
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	select {
	case err := <-done:
		s.blocked.Store(false)
		if err != nil {
			_ = f.Close()
		}
		return err
	case <-timer.C:
		go func() {
			if err := <-done; err == nil {
				_ = flock(fd, syscall.LOCK_UN)
			}
			_ = f.Close()
			s.blocked.Store(false)
		}()
		return errLockWait
	}
}

// pollLock tries the lock every few milliseconds until the deadline.
func pollLock(f *os.File, how int, deadline time.Time) error {
	fd := int(f.Fd())
	for {
		err := flock(fd, how|syscall.LOCK_NB)
		if err == nil {
			return nil
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) {
			_ = f.Close()
			return err
		}
		if time.Now().After(deadline) {
			_ = f.Close()
			return errLockWait
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// flock is syscall.Flock, retried when a signal interrupts it.
func flock(fd, how int) error {
	for {
		err := syscall.Flock(fd, how)
		if !errors.Is(err, syscall.EINTR) {
			return err
		}
	}
}
