//go:build unix

package store

import (
	"os"
	"syscall"
	"testing"
	"time"
)

// TestLockWaiting: while another open file description holds the store's
// lock, as another process's would, a read waits for it and LockWaiting
// says so; once the lock is let go the read ends and LockWaiting is false
// again (the desk draws "waiting for the store's lock" from it, rt42k F6).
func TestLockWaiting(t *testing.T) {
	s := openTestStore(t)
	if s.LockWaiting() {
		t.Fatal("LockWaiting with no one holding the lock")
	}
	f, err := os.OpenFile(s.Path(), os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- s.View(func(*Tx) error { return nil }) }()
	deadline := time.Now().Add(4 * time.Second)
	for !s.LockWaiting() {
		if time.Now().After(deadline) {
			t.Fatal("a read waiting for the lock: LockWaiting stayed false")
		}
		time.Sleep(5 * time.Millisecond)
	}
	select {
	case err := <-done:
		t.Fatalf("the read ended while the lock was held: %v", err)
	default:
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_UN); err != nil {
		t.Fatal(err)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if s.LockWaiting() {
		t.Fatal("LockWaiting after the read took the lock")
	}
}
