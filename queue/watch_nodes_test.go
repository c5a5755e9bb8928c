//go:build !ozdesk_adapters

package queue

import (
	"context"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/store"
)

// TestWaitChangeNodeBack: in a fleet, a desk waiting for changes is woken
// when a node's broker comes back (takes its lease again) or goes,
// though nothing is written to the audit trail, so its nodes view shows
// the node alive at once; then Changes says it is live. Before (rt15f
// #6), WaitChange waited for the audit head alone, and an open desk
// showed a serving node as gone until some unrelated change arrived.
func TestWaitChangeNodeBack(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 1)
	cfg, err := store.ParseEtcdAddress(c.Address("back"))
	if err != nil {
		t.Fatal(err)
	}
	cfg.NodeTTL = time.Second
	open := func() *store.Store {
		st, err := store.OpenEtcd(cfg)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = st.Close() })
		return st
	}
	desk := New(open(), WithNode("n1"), WithHome("/home/op"))
	if _, err := desk.InitOrigin("test"); err != nil {
		t.Fatal(err)
	}
	n2 := open()
	if err := n2.KeepNode("n2"); err != nil {
		t.Fatal(err)
	}
	head, err := desk.Head()
	if err != nil {
		t.Fatal(err)
	}
	// wait waits for a change while change happens; it says whether the
	// wait ended before its bound (a minute: no change took that long).
	wait := func(what string, change func()) {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		done := make(chan error, 1)
		go func() { _, err := desk.WaitChange(ctx, head); done <- err }()
		time.Sleep(300 * time.Millisecond) // the watch in place (a change before it is seen at the start)
		change()
		if err := <-done; err != nil {
			t.Fatalf("%s: the desk's wait ended with %v, not woken", what, err)
		}
	}
	wait("n2 goes", func() { _ = n2.Close() })
	again := open()
	wait("n2 comes back", func() {
		if err := again.KeepNode("n2"); err != nil {
			t.Fatal(err)
		}
	})
	ch, err := desk.Changes(head, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(ch.Live) != 1 || ch.Live[0] != "n2" {
		t.Errorf("live nodes after n2 came back: %v, want [n2]", ch.Live)
	}
}
