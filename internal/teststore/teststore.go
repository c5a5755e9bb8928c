// Package teststore holds what the tests of several packages need around a
// real store: a store file in a temporary directory, checked when the test
// ends, and a clock a test moves by hand. It is for tests only (the store's
// own tests cannot import it: it imports the store).
package teststore

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// Open makes a store file in t's temporary directory and checks it when
// the test ends (see [Check]).
func Open(t testing.TB, opts ...store.Option) *store.Store {
	t.Helper()
	st := store.New(filepath.Join(t.TempDir(), "desk.db"), opts...)
	if _, err := st.Init(); err != nil {
		t.Fatalf("create store: %v", err)
	}
	t.Cleanup(func() { Check(t, st) })
	return st
}

// Check fails t if st's file is inconsistent or its audit trail does not
// verify. A store never created passes.
func Check(t testing.TB, st *store.Store) {
	t.Helper()
	if _, err := os.Stat(st.Path()); errors.Is(err, os.ErrNotExist) {
		return
	}
	if err := st.Check(); err != nil {
		t.Errorf("store check: %v", err)
	}
	if _, err := st.VerifyAudit(); err != nil {
		t.Errorf("verify audit: %v", err)
	}
}

// Clock is a clock a test moves by hand, safe for use from several
// goroutines.
type Clock struct {
	mu  sync.Mutex
	now time.Time
}

// NewClock returns a clock at start.
func NewClock(start time.Time) *Clock { return &Clock{now: start} }

// Now returns the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Add moves the clock on by d.
func (c *Clock) Add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}
