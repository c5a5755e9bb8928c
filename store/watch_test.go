package store

import (
	"context"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// collect records the time of every signal on ch and, like the desk,
// reads the store after each, timing the read. It stops when ch closes.
type collector struct {
	mu      sync.Mutex
	signals []time.Time
	reads   []time.Duration
	done    chan struct{}
}

func collect(t *testing.T, s *Store, ch <-chan struct{}) *collector {
	c := &collector{done: make(chan struct{})}
	go func() {
		defer close(c.done)
		for range ch {
			at := time.Now()
			err := s.View(func(tx *Tx) error { _, err := tx.PendingAsks(); return err })
			c.mu.Lock()
			c.signals = append(c.signals, at)
			c.reads = append(c.reads, time.Since(at))
			c.mu.Unlock()
			if err != nil {
				t.Errorf("read after signal: %v", err)
			}
		}
	}()
	return c
}

// firstAfter returns the first signal after t.
func (c *collector) firstAfter(t time.Time) (time.Time, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, s := range c.signals {
		if s.After(t) {
			return s, true
		}
	}
	return time.Time{}, false
}

// percentiles formats the 50th percentile and the maximum.
func percentiles(ds []time.Duration) string {
	if len(ds) == 0 {
		return "none"
	}
	ds = slices.Sorted(slices.Values(ds))
	return "p50 " + ds[len(ds)/2].Round(10*time.Microsecond).String() + ", max " + ds[len(ds)-1].Round(10*time.Microsecond).String()
}

// TestWatchOtherProcess signals the commits of another process and logs
// the latency: from the end of the writer's update (commit synced, file
// closed) to the signal, and from its start.
func TestWatchOtherProcess(t *testing.T) {
	for _, tt := range []struct {
		name string
		opts []WatchOption
	}{
		{"fsnotify", nil},
		{"polling only", []WatchOption{WithoutFsnotify(), WithPollInterval(50 * time.Millisecond)}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			const writes = 30
			s := openTestStore(t)
			ctx, cancel := context.WithCancel(context.Background())
			ch, err := Watch(ctx, s.Path(), tt.opts...)
			if err != nil {
				t.Fatal(err)
			}
			col := collect(t, s, ch)
			w := startChild(t, "writer", s.Path(), "writer", writes)
			w.Send(t, "go")
			var starts, ends []time.Time
			for range writes {
				f := strings.Fields(w.Line(t))
				t0, _ := strconv.ParseInt(f[0], 10, 64)
				t1, _ := strconv.ParseInt(f[1], 10, 64)
				starts, ends = append(starts, time.Unix(0, t0)), append(ends, time.Unix(0, t1))
			}
			w.Wait(t)
			deadline := time.Now().Add(2 * time.Second)
			for time.Now().Before(deadline) {
				if _, ok := col.firstAfter(starts[writes-1]); ok {
					break
				}
				time.Sleep(10 * time.Millisecond)
			}
			cancel()
			<-col.done

			var fromEnd, fromStart []time.Duration
			for i := range writes {
				sig, ok := col.firstAfter(starts[i])
				if !ok {
					t.Fatalf("write %d was never signalled", i+1)
				}
				fromStart = append(fromStart, sig.Sub(starts[i]))
				fromEnd = append(fromEnd, sig.Sub(ends[i]))
			}
			slow := 0
			for _, d := range col.reads {
				if d > 40*time.Millisecond {
					slow++
				}
			}
			t.Logf("%d writes, %d signals; signal after the writer's update returned: %s; after it began: %s; reads after a signal: %s, %d waited on the lock",
				writes, len(col.signals), percentiles(fromEnd), percentiles(fromStart), percentiles(col.reads), slow)
			mustView(t, s, func(tx *Tx) error {
				asks, err := tx.PendingAsks()
				if len(asks) != writes {
					t.Errorf("%d asks, want %d", len(asks), writes)
				}
				return err
			})
		})
	}
}

// TestWatchBeforeTheStore watches a path whose directory does not exist
// yet, then makes the store: the watch sees it.
func TestWatchBeforeTheStore(t *testing.T) {
	s := New(filepath.Join(t.TempDir(), "later", "desk.db"))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ch, err := Watch(ctx, s.Path(), WithPollInterval(20*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	mustUpdate(t, s, func(tx *Tx) error { return tx.PutSettings(DefaultSettings()) })
	select {
	case <-ch:
	case <-time.After(5 * time.Second):
		t.Fatal("the new store was not signalled")
	}
	// The directory exists now: later writes are seen too.
	mustUpdate(t, s, func(tx *Tx) error { _, err := tx.AppendAudit(AuditEntry{Kind: KindSetting}); return err })
	select {
	case <-ch:
	case <-time.After(5 * time.Second):
		t.Fatal("a write was not signalled")
	}
	checkStore(t, s)
}

// TestWatchCoalesces makes a burst of writes: the signals are fewer than
// the writes, and never pile up.
func TestWatchCoalesces(t *testing.T) {
	s := openTestStore(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ch, err := Watch(ctx, s.Path(), WithSettle(200*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	for range 20 {
		appendN(t, s, 1)
	}
	signals := 0
	timeout := time.After(time.Second)
	for done := false; !done; {
		select {
		case <-ch:
			signals++
		case <-timeout:
			done = true
		}
	}
	if signals == 0 || signals >= 20 {
		t.Errorf("%d signals for a burst of 20 writes", signals)
	}
	t.Logf("%d signal(s) for a burst of 20 writes", signals)
}

func TestWatchStops(t *testing.T) {
	s := openTestStore(t)
	ctx, cancel := context.WithCancel(context.Background())
	ch, err := Watch(ctx, s.Path())
	if err != nil {
		t.Fatal(err)
	}
	cancel()
	for range ch { // drains at most one signal, then ends
	}
	if _, err := Watch(ctx, ""); err == nil {
		t.Error("Watch of no path did not fail")
	}
}
