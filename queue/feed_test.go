package queue_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// countingWatcher is a Watcher whose head the test moves, counting the
// watches made of it.
type countingWatcher struct {
	head    atomic.Uint64
	watches atomic.Int32
	moved   chan struct{}
}

func (w *countingWatcher) WaitChange(ctx context.Context, after uint64) (uint64, error) {
	w.watches.Add(1)
	for {
		if h := w.head.Load(); h != after {
			return h, nil
		}
		select {
		case <-ctx.Done():
			return after, ctx.Err()
		case <-w.moved:
		}
	}
}

func TestFeedSharesOneWatch(t *testing.T) {
	src := &countingWatcher{moved: make(chan struct{}, 1)}
	src.head.Store(5)
	feed := queue.NewFeed(src)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { feed.Run(ctx); close(done) }()

	const desks = 20
	heads := make(chan uint64, desks)
	for range desks {
		go func() {
			h, err := feed.WaitChange(context.Background(), 5)
			if err != nil {
				t.Error(err)
			}
			heads <- h
		}()
	}
	time.Sleep(50 * time.Millisecond)
	src.head.Store(6)
	src.moved <- struct{}{}
	for range desks {
		select {
		case h := <-heads:
			if h != 6 {
				t.Fatalf("a desk woke at head %d, want 6", h)
			}
		case <-time.After(5 * time.Second):
			t.Fatal("a desk was not woken")
		}
	}
	if n := src.watches.Load(); n > 3 {
		t.Errorf("%d desks made %d watches of the store; want one feed's", desks, n)
	}
	cancel()
	<-done
	if _, err := feed.WaitChange(context.Background(), 6); !errors.Is(err, queue.ErrFeedStopped) {
		t.Errorf("a wait on a stopped feed: %v", err)
	}
}
