//go:build !ozdesk_adapters

package store

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// nodeFleet is an etcd cluster of one member, a way to open stores on
// it under one prefix, and a raw client on it (a hand with the brokers'
// credentials).
func nodeFleet(t *testing.T, prefix string) (open func(ttl time.Duration) *Store, raw *clientv3.Client, dir string) {
	t.Helper()
	c := etcdtest.Start(t, 1)
	open = func(ttl time.Duration) *Store {
		t.Helper()
		cfg, err := ParseEtcdAddress(c.Address(prefix))
		if err != nil {
			t.Fatal(err)
		}
		cfg.NodeTTL = ttl
		st, err := OpenEtcd(cfg, WithLockTimeout(5*time.Second))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = st.Close() })
		return st
	}
	raw, err := clientv3.New(clientv3.Config{Endpoints: c.Endpoints(), DialTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = raw.Close() })
	return open, raw, prefix + "/" + nodesDir
}

// leaseOf is the lease of node's key, read raw (0 when none is on a
// lease).
func leaseOf(t *testing.T, raw *clientv3.Client, dir, node string) clientv3.LeaseID {
	t.Helper()
	resp, err := raw.Get(context.Background(), dir+node+"/", clientv3.WithPrefix())
	if err != nil {
		t.Fatal(err)
	}
	var leases []clientv3.LeaseID
	for _, kv := range resp.Kvs {
		if kv.Lease != 0 {
			leases = append(leases, clientv3.LeaseID(kv.Lease))
		}
	}
	switch len(leases) {
	case 0:
		return 0
	case 1:
		return leases[0]
	}
	t.Fatalf("node %s has keys on %d leases: %v", node, len(leases), resp.Kvs)
	return 0
}

// TestNodeKeysForged: node keys written by hand neither make a node look
// alive nor hold its name: a key with no lease, a key on another node's
// live lease (its hex right), an old key replayed under the live lease
// of its node (its hex wrong). A broker whose lease lapsed takes its
// name again past a forged key rather than stop as if another broker
// held it. Before, LiveNodes took every key under nodes/ for a live
// node, and a forged key held a name (WaitNodeFree) and stopped a
// broker whose lease had lapsed (ErrNodeLost).
func TestNodeKeysForged(t *testing.T) {
	t.Parallel()
	open, raw, dir := nodeFleet(t, "forged")
	n1, other := open(time.Second), open(time.Second)
	if err := n1.KeepNode("n1"); err != nil {
		t.Fatal(err)
	}
	old := leaseOf(t, raw, dir, "n1")
	ctx := context.Background()
	put := func(key string, lease clientv3.LeaseID) {
		t.Helper()
		opts := []clientv3.OpOption{}
		if lease != 0 {
			opts = append(opts, clientv3.WithLease(lease))
		}
		if _, err := raw.Put(ctx, dir+key, strings.Split(key, "/")[0], opts...); err != nil {
			t.Fatal(err)
		}
	}
	put("n3/abcd", 0)                          // by hand, no lease
	put(fmt.Sprintf("n4/%x", int64(old)), old) // on n1's live lease
	put("n1/ffff", 0)                          // an "old" key of n1, no lease
	live, _, err := other.LiveNodes()
	if err != nil {
		t.Fatal(err)
	}
	if !live["n1"] || live["n3"] || live["n4"] || len(live) != 1 {
		t.Errorf("live nodes %v, want n1 alone", live)
	}
	// Nor makes one known: only a broker that took a lease did.
	known, _, err := other.KnownNodes()
	if err != nil {
		t.Fatal(err)
	}
	if !known["n1"] || len(known) != 1 {
		t.Errorf("known nodes %v, want n1 alone", known)
	}
	for _, n := range []string{"n3", "n4"} {
		if err := other.WaitNodeFree(n, 500*time.Millisecond); err != nil {
			t.Errorf("node %s, forged: %v, want free", n, err)
		}
	}
	// n1's lease lapses (as when its broker is paused past its TTL): a
	// forged key on its name does not take it from n1.
	if _, err := raw.Revoke(ctx, old); err != nil {
		t.Fatal(err)
	}
	put(fmt.Sprintf("n1/%x", int64(old)), 0) // n1's own old key, replayed without its lease
	deadline := time.Now().Add(5 * time.Second)
	for {
		err := n1.KeepNode("n1")
		if errors.Is(err, ErrNodeLost) {
			t.Fatalf("n1 after its lease lapsed, with forged keys on its name: %v", err)
		}
		if err != nil {
			t.Fatal(err)
		}
		if l := leaseOf(t, raw, dir, "n1"); l != 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("n1 did not take a new lease")
		}
		time.Sleep(100 * time.Millisecond)
	}
	if live, _, _ := other.LiveNodes(); !live["n1"] || len(live) != 1 {
		t.Errorf("live nodes after n1 took a new lease: %v, want n1 alone", live)
	}
}

// TestNodeLeaseFence: a broker whose lease lapsed (paused past its TTL)
// writes nothing from then on, before it notices: every write requires
// its node key, which went with the lease; once another broker took the
// name, its next keep of the node says so (ErrNodeLost). A store that
// keeps no node (the CLI's) writes as before. Before (rt15f #8), the
// resumed broker wrote (evaluations, audit entries as the node) until
// its next sweep, up to 5 s.
func TestNodeLeaseFence(t *testing.T) {
	t.Parallel()
	open, raw, dir := nodeFleet(t, "fence")
	old, cli := open(time.Second), open(time.Second)
	if err := old.KeepNode("n2"); err != nil {
		t.Fatal(err)
	}
	// Each write leaves its mark: the ask wait, in minutes.
	write := func(s *Store, minutes int) error {
		return s.Update(func(tx *Tx) error {
			set := DefaultSettings()
			set.AskWait = time.Duration(minutes) * time.Minute
			return tx.PutSettings(set)
		})
	}
	if err := write(old, 1); err != nil {
		t.Fatalf("a write while the lease is held: %v", err)
	}
	if _, err := raw.Revoke(context.Background(), leaseOf(t, raw, dir, "n2")); err != nil {
		t.Fatal(err)
	}
	if err := write(old, 2); !errors.Is(err, ErrLeaseLapsed) {
		t.Errorf("a write after the lease lapsed: %v, want ErrLeaseLapsed", err)
	}
	next := open(time.Second)
	if err := next.KeepNode("n2"); err != nil {
		t.Fatal(err)
	}
	if err := write(old, 3); !errors.Is(err, ErrLeaseLapsed) {
		t.Errorf("a write after another broker took the name: %v, want ErrLeaseLapsed", err)
	}
	if err := old.KeepNode("n2"); !errors.Is(err, ErrNodeLost) {
		t.Errorf("the old broker's next keep of the node: %v, want ErrNodeLost", err)
	}
	var wait time.Duration
	if err := cli.View(func(tx *Tx) error { s, err := tx.Settings(); wait = s.AskWait; return err }); err != nil || wait != time.Minute {
		t.Errorf("the ask wait %s (%v), want 1m0s: the lapsed broker wrote", wait, err)
	}
	for _, s := range []*Store{next, cli} {
		if err := write(s, 4); err != nil {
			t.Errorf("a write by the new holder, or a store with no node: %v", err)
		}
	}
}

// TestWaitNodeFreeDeadHolder: a broker starting under a name whose lease
// a broker that died left, with a longer TTL than its own, waits out
// what is left of it and serves; one left with more than deadHolderWait
// is refused, saying when the name is free and that its holder may be
// dead. Before (rt15f #7), it was refused after its own TTL as "held by
// a live broker".
func TestWaitNodeFreeDeadHolder(t *testing.T) {
	t.Parallel()
	open, raw, dir := nodeFleet(t, "dead")
	st := open(time.Second)
	ctx := context.Background()
	dead := func(node string, ttl int64) {
		t.Helper()
		g, err := raw.Grant(ctx, ttl) // never renewed: its broker died
		if err != nil {
			t.Fatal(err)
		}
		if _, err := raw.Put(ctx, fmt.Sprintf("%s%s/%x", dir, node, int64(g.ID)), node, clientv3.WithLease(g.ID)); err != nil {
			t.Fatal(err)
		}
	}
	dead("n7", 4)
	began := time.Now()
	if err := st.WaitNodeFree("n7", 2*time.Second); err != nil {
		t.Errorf("a dead broker's 4 s lease, waiting 2 s: %v, want free once it lapsed", err)
	}
	t.Logf("free after %s", time.Since(began).Round(time.Millisecond))
	dead("n8", int64((deadHolderWait+time.Minute)/time.Second))
	err := st.WaitNodeFree("n8", time.Second)
	if !errors.Is(err, ErrNodeHeld) || !strings.Contains(err.Error(), "free at") || !strings.Contains(err.Error(), "died") {
		t.Errorf("a dead broker's lease of %s: %v, want held, saying when it is free and that its broker may have died", deadHolderWait+time.Minute, err)
	}
}

// TestLeaveNodeWritesNothing: a broker that gave up its node (LeaveNode:
// it no longer believes its cluster) writes nothing from then on; before,
// with no lease its writes went out unfenced, as a CLI's do, and a sweep
// under way abandoned its agents' asks after it refused them. Taking a
// lease again (KeepNode) lets it write.
func TestLeaveNodeWritesNothing(t *testing.T) {
	t.Parallel()
	open, raw, dir := nodeFleet(t, "leave")
	st, cli := open(time.Second), open(time.Second)
	if err := st.KeepNode("n3"); err != nil {
		t.Fatal(err)
	}
	write := func(s *Store, minutes int) error {
		return s.Update(func(tx *Tx) error {
			set := DefaultSettings()
			set.AskWait = time.Duration(minutes) * time.Minute
			return tx.PutSettings(set)
		})
	}
	if err := write(st, 1); err != nil {
		t.Fatalf("a write while the lease is held: %v", err)
	}
	st.LeaveNode()
	if l := leaseOf(t, raw, dir, "n3"); l != 0 {
		t.Errorf("the node's key is still on lease %x after LeaveNode", l)
	}
	if err := write(st, 2); !errors.Is(err, ErrLeaseLapsed) {
		t.Errorf("a write after LeaveNode: %v, want ErrLeaseLapsed", err)
	}
	var wait time.Duration
	if err := cli.View(func(tx *Tx) error { s, err := tx.Settings(); wait = s.AskWait; return err }); err != nil || wait != time.Minute {
		t.Errorf("the ask wait %s (%v), want 1m0s: the broker wrote after it left its node", wait, err)
	}
	if err := st.KeepNode("n3"); err != nil {
		t.Fatal(err)
	}
	if err := write(st, 3); err != nil {
		t.Errorf("a write once the node is kept again: %v", err)
	}
}

// TestNodeTakenWhileNotHeld: a broker that held a node's name and then
// held no lease on it (it left the node, or a take after its lease
// lapsed failed) checks, before it takes the name again, that no other
// broker took it meanwhile: ErrNodeLost, and no second key on the name.
// Before (seen in CI, TestFleetPausedBrokerStops), only the keep that
// found the lease lapsed checked; the next one took the name beside the
// broker that held it, and both served as one node.
func TestNodeTakenWhileNotHeld(t *testing.T) {
	t.Parallel()
	open, raw, dir := nodeFleet(t, "retake")
	old, next := open(time.Second), open(time.Second)
	if err := old.KeepNode("n4"); err != nil {
		t.Fatal(err)
	}
	old.LeaveNode()
	if err := next.KeepNode("n4"); err != nil {
		t.Fatal(err)
	}
	held := leaseOf(t, raw, dir, "n4")
	if err := old.KeepNode("n4"); !errors.Is(err, ErrNodeLost) {
		t.Errorf("the old broker takes the name again beside its new holder: %v, want ErrNodeLost", err)
	}
	if l := leaseOf(t, raw, dir, "n4"); l != held { // fails with two leases on the name
		t.Errorf("node n4 is on lease %x, want only the new holder's (%x)", int64(l), int64(held))
	}
	// With no other holder, a broker that left takes its name again.
	if err := old.KeepNode("n5"); err != nil {
		t.Fatal(err)
	}
	old.LeaveNode()
	if err := old.KeepNode("n5"); err != nil {
		t.Errorf("the name taken again with no other holder: %v", err)
	}
}
