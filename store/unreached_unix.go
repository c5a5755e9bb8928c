//go:build unix

package store

import (
	"os"
	"syscall"
	"time"
)

// nonBlock keeps an open of a FIFO put at the side file's path from
// waiting for a writer.
const nonBlock = syscall.O_NONBLOCK

// unreachedLockWait bounds how long an asker waits for a writer folding
// the side file; past it the asker appends anyway (a line may then be
// emptied with the fold, the price of never waiting on a stuck writer).
const unreachedLockWait = 2 * time.Second

// lockUnreached takes the side file's flock: exclusive, tried once, for
// a writer folding it (it holds the store: it never waits on askers, and
// folds another time when they are appending); shared for askers
// appending (their lines are atomic appends), waiting for a fold up to
// [unreachedLockWait]. It returns the unlock, and whether the lock is
// held.
func lockUnreached(f *os.File, exclusive bool) (func(), bool) {
	fd := int(f.Fd())
	if exclusive {
		if flock(fd, syscall.LOCK_EX|syscall.LOCK_NB) != nil {
			return func() {}, false
		}
		return func() { _ = flock(fd, syscall.LOCK_UN) }, true
	}
	deadline := time.Now().Add(unreachedLockWait)
	for {
		if flock(fd, syscall.LOCK_SH|syscall.LOCK_NB) == nil {
			return func() { _ = flock(fd, syscall.LOCK_UN) }, true
		}
		if time.Now().After(deadline) {
			return func() {}, false
		}
		time.Sleep(5 * time.Millisecond)
	}
}
