//go:build !ozdesk_adapters

package store

import (
	"context"
	"errors"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestEtcdBudgetFollowsDeadline: a transaction on etcd is tried until
// its caller's deadline (an ask's), not for the store's own timeout.
// With the cluster down, a store whose own timeout is a minute fails
// closed by a 2 s deadline, reading or writing, with nothing written;
// a store whose own timeout is a second, given a minute, goes on trying
// until the cluster is back, and writes once.
func TestEtcdBudgetFollowsDeadline(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 1)
	cfg, err := ParseEtcdAddress(c.Address("budget"))
	if err != nil {
		t.Fatal(err)
	}
	open := func(timeout time.Duration) *Store {
		s, err := OpenEtcd(cfg, WithLockTimeout(timeout))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = s.Close() })
		return s
	}
	long, short := open(time.Minute), open(time.Second)
	mustUpdate(t, long, func(*Tx) error { return nil })
	write := func(cmd string) func(*Tx) error {
		return func(tx *Tx) error { _, err := putAskAndAudit(tx, "bot", cmd); return err }
	}
	read := func(tx *Tx) error { _, err := tx.PendingAsks(); return err }

	c.Stop(0)
	const deadline = 2 * time.Second
	for _, tc := range []struct {
		name string
		run  func(context.Context) error
	}{
		{"a write", func(ctx context.Context) error { return long.UpdateContext(ctx, write("made in the outage")) }},
		{"a read", func(ctx context.Context) error { return long.ViewContext(ctx, read) }},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), deadline)
		start := time.Now()
		err := tc.run(ctx)
		took := time.Since(start)
		cancel()
		if !errors.Is(err, ErrUnavailable) {
			t.Errorf("%s with the cluster down: %v, want ErrUnavailable", tc.name, err)
		}
		// Generous for a loaded host; the store's own timeout is a
		// minute, and a store that ignored the deadline took it.
		if took > deadline+10*time.Second {
			t.Errorf("%s with the cluster down took %s: the caller's deadline was %s (the store's own timeout is a minute)",
				tc.name, took.Round(time.Millisecond), deadline)
		}
	}

	back := make(chan struct{})
	go func() {
		defer close(back)
		time.Sleep(3 * time.Second) // past the short store's own second
		c.StartAgain(0)
	}()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	start := time.Now()
	if err := short.UpdateContext(ctx, write("made after the outage")); err != nil {
		t.Errorf("a write given a minute, the cluster back after 3 s, by a store whose own timeout is 1 s: %v", err)
	}
	t.Logf("the write went through %s after it started", time.Since(start).Round(time.Millisecond))
	<-back

	var asks []Ask
	mustView(t, long, func(tx *Tx) error { asks, err = tx.PendingAsks(); return err })
	var got []string
	for _, a := range asks {
		got = append(got, a.Command)
	}
	if len(got) != 1 || got[0] != "made after the outage" {
		t.Errorf("asks %q, want only the one made after the outage, once", got)
	}
}
