//go:build !ozdesk_adapters

package queue

import (
	"net"
	"net/url"
	"strings"
	"testing"
	"time"

	"go.etcd.io/etcd/pkg/v3/proxy"
	"go.uber.org/zap"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/store"
)

// TestNodeLeaseAbandons: on an etcd store, when node n1's lease ends
// (its broker closed, or cut off from the cluster until the lease
// lapsed), the broker leading the sweep abandons n1's pending asks,
// saying so, once; n0's own asks stay pending.
func TestNodeLeaseAbandons(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		// end ends n1's lease: closing its store revokes it, cutting
		// its connection lets it lapse.
		end func(t *testing.T, st1 *store.Store, cut func())
	}{
		{name: "revoked", end: func(t *testing.T, st1 *store.Store, _ func()) { _ = st1.Close() }},
		{name: "lapsed", end: func(t *testing.T, _ *store.Store, cut func()) { cut() }},
	}
	c := etcdtest.Start(t, 1)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := store.ParseEtcdAddress(c.Address("lease-" + tc.name))
			if err != nil {
				t.Fatal(err)
			}
			cfg.NodeTTL = time.Second
			st0, err := store.OpenEtcd(cfg, store.WithLockTimeout(5*time.Second))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = st0.Close() })
			// n1 reaches the cluster through a proxy the test can cut.
			px := startProxy(t, c.Endpoints()[0])
			cfg1 := cfg
			cfg1.Endpoints = []string{px.addr}
			st1, err := store.OpenEtcd(cfg1, store.WithLockTimeout(5*time.Second))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = st1.Close() })
			n0 := New(st0, WithNode("n0"), WithHome("/home/op"))
			n1 := New(st1, WithNode("n1"), WithHome("/home/op"))
			for _, n := range []*Service{n0, n1} {
				if err := n.KeepNode(); err != nil {
					t.Fatal(err)
				}
			}
			mine := mustEvaluate(t, n0, Request{Command: "rm -rf ~", Agent: "a0"}).Ask.ID
			theirs := mustEvaluate(t, n1, Request{Command: "rm -rf ~", Agent: "a1"}).Ask.ID

			// Both alive: the sweep leaves both asks, and the desk's
			// feed says both hold their lease.
			if res, err := n0.Sweep(); err != nil || res.Abandoned != 0 {
				t.Fatalf("sweep with both nodes alive: %+v, %v", res, err)
			}
			if ch, err := n0.Changes(0, true); err != nil || !ch.Fleet || strings.Join(ch.Live, ",") != "n0,n1" || ch.LiveErr != "" {
				t.Fatalf("the feed with both alive: fleet %v, live %v (%s), %v", ch != nil && ch.Fleet, ch.Live, ch.LiveErr, err)
			}
			tc.end(t, st1, px.cut)
			deadline := time.Now().Add(10 * time.Second)
			for {
				live, _, err := st0.LiveNodes()
				if err != nil {
					t.Fatal(err)
				}
				if !live["n1"] {
					if !live["n0"] {
						t.Fatalf("live nodes %v: n0 keeps its lease", live)
					}
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("n1's lease still held 10 s after it ended: %v", live)
				}
				time.Sleep(100 * time.Millisecond)
			}
			// Abandoned once the ask is older than the TTL; a sweep
			// after that changes nothing.
			var a store.Ask
			for deadline := time.Now().Add(10 * time.Second); ; {
				if _, err := n0.Sweep(); err != nil {
					t.Fatal(err)
				}
				if a, err = n0.Get(theirs); err != nil {
					t.Fatal(err)
				}
				if !a.Pending() || time.Now().After(deadline) {
					break
				}
				time.Sleep(100 * time.Millisecond)
			}
			if _, err := n0.Sweep(); err != nil {
				t.Fatal(err)
			}
			a, err = n0.Get(theirs)
			if err != nil {
				t.Fatal(err)
			}
			want := "abandoned: node n1 stopped answering"
			if a.State != store.StateAbandoned || a.Decision == nil || a.Decision.Reason != want {
				t.Errorf("n1's ask: state %s, decision %+v; want abandoned, %q", a.State, a.Decision, want)
			}
			if a, err := n0.Get(mine); err != nil || !a.Pending() {
				t.Errorf("n0's own ask: %+v, %v; want it pending", a, err)
			}
			if ch, err := n0.Changes(0, true); err != nil || strings.Join(ch.Live, ",") != "n0" {
				t.Errorf("the feed with n1 gone: live %v, %v", ch.Live, err)
			}
			var n int
			for _, e := range auditOf(t, n0, store.KindAbandon) {
				if strings.Contains(string(e.Data), theirs) {
					n++
					if got := AbandonedNode(e); got != "n1" {
						t.Errorf("the abandon entry of n1's ask names node %q", got)
					}
				}
			}
			if n != 1 {
				t.Errorf("%d abandon entries for n1's ask %s, want 1", n, theirs)
			}
			if _, err := st0.VerifyAudit(); err != nil {
				t.Errorf("verify audit: %v", err)
			}
		})
	}
}

// cutProxy is a TCP proxy to an etcd member that the test can cut: it
// then drops every byte both ways, as a network partition does.
type cutProxy struct {
	addr string
	cut  func()
}

func startProxy(t *testing.T, to string) cutProxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	p := proxy.NewServer(proxy.ServerConfig{Logger: zap.NewNop(),
		From: url.URL{Scheme: "tcp", Host: addr}, To: url.URL{Scheme: "tcp", Host: to}})
	t.Cleanup(func() { _ = p.Close() })
	select {
	case <-p.Ready():
	case err := <-p.Error():
		t.Fatalf("start the proxy: %v", err)
	}
	return cutProxy{addr: addr, cut: func() { p.BlackholeTx(); p.BlackholeRx() }}
}

// TestNodeLeaseNotYetTaken: a broker queues asks before it has taken
// its lease (it takes it in its sweep loop); the broker leading the
// sweep leaves them while they are younger than the node TTL, and
// abandons them past it, if the node has still taken none.
func TestNodeLeaseNotYetTaken(t *testing.T) {
	c := etcdtest.Start(t, 1)
	cfg, err := store.ParseEtcdAddress(c.Address("lease-late"))
	if err != nil {
		t.Fatal(err)
	}
	cfg.NodeTTL = 3 * time.Second
	st, err := store.OpenEtcd(cfg, store.WithLockTimeout(5*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	clock := newTestClock()
	n0 := New(st, WithNode("n0"), WithHome("/home/op"), WithClock(clock.Now))
	n1 := New(st, WithNode("n1"), WithHome("/home/op"), WithClock(clock.Now))
	if err := n0.KeepNode(); err != nil {
		t.Fatal(err)
	}
	id := mustEvaluate(t, n1, Request{Command: "rm -rf ~", Agent: "a1"}).Ask.ID
	for _, tc := range []struct {
		after time.Duration
		state string
	}{{time.Second, store.StatePending}, {3 * time.Second, store.StateAbandoned}} {
		clock.Add(tc.after)
		if _, err := n0.Sweep(); err != nil {
			t.Fatal(err)
		}
		if a, err := n0.Get(id); err != nil || a.State != tc.state {
			t.Errorf("n1's ask, %s on: %q, %v; want %s", tc.after, a.State, err, tc.state)
		}
	}
}
