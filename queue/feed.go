package queue

import (
	"context"
	"errors"
	"sync"
	"time"
)

// Watcher waits for the store's audit head to move past afterSeq (see
// [Service.WaitChange]): the desk's way of learning that the store
// changed. [Service], the broker's client and [Feed] are Watchers.
type Watcher interface {
	WaitChange(ctx context.Context, afterSeq uint64) (uint64, error)
}

// ErrFeedStopped is a wait on a [Feed] that stopped running.
var ErrFeedStopped = errors.New("the change feed stopped")

// feedRetry is how long a feed waits before watching again after the
// watch failed.
const feedRetry = time.Second

// Feed is one watch of the store shared by many desks: [Feed.Run] waits
// on the source for each change, and every [Feed.WaitChange] is answered
// from it, so a host serving many desks (the SSH desk, one per session)
// keeps one store watcher, not one per desk.
type Feed struct {
	src Watcher
	mu  sync.Mutex
	// head is the last head the source gave (known once it gave one);
	// moved is closed, and replaced, each time it moves.
	head    uint64
	known   bool
	stopped bool
	moved   chan struct{}
}

// NewFeed returns a feed of src's changes; it follows them once Run runs.
func NewFeed(src Watcher) *Feed {
	return &Feed{src: src, moved: make(chan struct{})}
}

// Run follows the source's changes until ctx is done; every wait then
// ends with [ErrFeedStopped]. A watch that fails is tried again a moment
// later; the waiters wait on.
func (f *Feed) Run(ctx context.Context) {
	var head uint64
	for {
		h, err := f.src.WaitChange(ctx, head)
		if ctx.Err() != nil {
			f.publish(head, true)
			return
		}
		if err != nil {
			select {
			case <-ctx.Done():
			case <-time.After(feedRetry):
			}
			continue
		}
		head = h
		f.publish(h, false)
	}
}

// publish wakes every waiter with the head (and says the feed stopped).
func (f *Feed) publish(head uint64, stopped bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.head, f.known, f.stopped = head, true, stopped
	close(f.moved)
	f.moved = make(chan struct{})
}

// WaitChange blocks until the feed's head is another than afterSeq and
// returns it, or until the source reports a change while the head stays
// (in a fleet, a node's lease taken or gone: see
// [Service.WaitChange]), or until ctx is done (ctx's error) or the feed
// stops.
func (f *Feed) WaitChange(ctx context.Context, afterSeq uint64) (uint64, error) {
	for {
		f.mu.Lock()
		head, known, stopped, moved := f.head, f.known, f.stopped, f.moved
		f.mu.Unlock()
		switch {
		case stopped:
			return afterSeq, ErrFeedStopped
		case known && head != afterSeq:
			return head, nil
		}
		select {
		case <-ctx.Done():
			return afterSeq, ctx.Err()
		case <-moved:
			if known {
				// a change the source saw after this wait began,
				// whether or not the head moved (rt16f #6: the SSH
				// desks of a fleet missed a node that stopped until
				// the next audit entry)
				f.mu.Lock()
				head, stopped = f.head, f.stopped
				f.mu.Unlock()
				if stopped {
					return afterSeq, ErrFeedStopped
				}
				return head, nil
			}
		}
	}
}
