//go:build !ozdesk_adapters

package queue

import (
	"context"
	"slices"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/store"
)

// TestNodeStopWakesFeed: when a node's broker stops cleanly (its store
// closed, its lease revoked) and nothing is written to the audit trail,
// a desk waiting on the shared feed (the SSH desk's) is woken, and a
// desk that reads afresh after the stop lists the node as known but not
// alive (rt16f #6: the feed waited for the next audit entry, 85 s on a
// quiet fleet, and a desk opened after the stop did not list the node
// at all).
func TestNodeStopWakesFeed(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 1)
	cfg, err := store.ParseEtcdAddress(c.Address("nodestop"))
	if err != nil {
		t.Fatal(err)
	}
	open := func() *store.Store {
		st, err := store.OpenEtcd(cfg, store.WithLockTimeout(5*time.Second))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = st.Close() })
		return st
	}
	st0, st1 := open(), open()
	n0 := New(st0, WithNode("n0"), WithHome("/home/op"), WithExclusive()) // the broker the SSH desks share
	vm := New(st1, WithNode("vm"), WithHome("/home/op"))
	if _, err := n0.Init(); err != nil {
		t.Fatal(err)
	}
	for _, n := range []*Service{n0, vm} {
		if err := n.KeepNode(); err != nil {
			t.Fatal(err)
		}
	}
	mustEvaluate(t, n0, Request{Command: "ls", Agent: "a0"}) // a trail to follow
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	feed := NewFeed(n0)
	go feed.Run(ctx)
	head, err := feed.WaitChange(ctx, ^uint64(0)) // the feed's first head
	if err != nil {
		t.Fatal(err)
	}
	woke := make(chan error, 1)
	go func() {
		// a bound, not a speed: before, this waited for the next entry
		wctx, wcancel := context.WithTimeout(ctx, 30*time.Second)
		defer wcancel()
		_, err := feed.WaitChange(wctx, head)
		woke <- err
	}()
	// let the waiter wait (one that began after the stop would wait
	// for the next change)
	time.Sleep(500 * time.Millisecond)
	if err := st1.Close(); err != nil { // vm's broker stops cleanly
		t.Fatal(err)
	}
	if err := <-woke; err != nil {
		t.Fatalf("the feed's waiter was not woken by vm's stop: %v", err)
	}
	if h, err := n0.Head(); err != nil || h != head {
		t.Fatalf("the trail moved (head %d, was %d, %v): the test means a quiet fleet", h, head, err)
	}
	// A desk opened now: vm is known, and not alive.
	fresh := New(open(), WithNode("n0"), WithHome("/home/op"))
	ch, err := fresh.Changes(0, true)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(ch.Live, []string{"n0"}) || !slices.Equal(ch.Known, []string{"n0", "vm"}) {
		t.Fatalf("a fresh read after vm stopped: live %v, known %v; want live [n0], known [n0 vm]", ch.Live, ch.Known)
	}
}
