package demo

import (
	"context"
	"sync"
	"time"
)

// Clock is a clock that moves only when the demo sleeps on it: with
// Options.Sleep = c.Sleep and the desk's and store's clocks on c.Now, the
// demo runs its whole schedule at once and draws the same screens every
// time (for tests and golden screens).
type Clock struct {
	mu sync.Mutex
	t  time.Time
}

// NewClock returns a clock standing at t.
func NewClock(t time.Time) *Clock { return &Clock{t: t} }

// Now returns the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

// Sleep moves the clock on by d at once; it always reports that it waited.
func (c *Clock) Sleep(_ context.Context, d time.Duration) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
	return true
}
