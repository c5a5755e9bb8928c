//go:build !ozdesk_adapters

package broker

import (
	"context"
	"errors"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestFleetUntrustedEndsWaits: once a broker finds its cluster open
// (whatever a stranger wrote meanwhile reads as the fleet's), the agent
// already waiting on an ask is refused at once, and an approval written
// afterwards does not release it; and the broker gives up its node
// lease, so every other desk sees the node gone, not alive (rt17f
// findings 2 and 3: the waiting agent got allow, exit 0, from the
// untrusted store, and the node stayed alive while it refused all).
func TestFleetUntrustedEndsWaits(t *testing.T) {
	closed, open := etcdtest.StartTLS(t, 1), etcdtest.StartTLSOpen(t, 1)
	px := startSwitchProxy(t, closed.Endpoints()[0])
	openAt := func(addr string) *store.Store {
		cfg, err := store.ParseEtcdAddress("etcd://" + addr + "/trustwait")
		if err != nil {
			t.Fatal(err)
		}
		if cfg.TLS, err = store.EtcdTLS(closed.TLS.CA, closed.TLS.ClientCert, closed.TLS.ClientKey); err != nil {
			t.Fatal(err)
		}
		st, err := store.OpenEtcd(cfg)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = st.Close() })
		return st
	}
	st := openAt(px.addr)
	svc := queue.New(st, queue.WithNode("n0"), queue.WithHome(t.TempDir()))
	if _, err := svc.InitOrigin("test"); err != nil {
		t.Fatal(err)
	}
	// Another node's view, straight to the real cluster.
	other := openAt(closed.Endpoints()[0])
	desk := queue.New(other, queue.WithNode("n1"), queue.WithHome(t.TempDir()))
	var opened atomic.Bool
	check := func() error {
		if !opened.Load() {
			return nil
		}
		return store.CheckEtcdClientAuth([]string{px.addr}, time.Second)
	}
	srv, err := NewServer(svc, "etcd://"+px.addr+"/trustwait", operatorsFor(t, RoleViewer), WithTrustCheck(func() error { return check() }, 100*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	sock := filepath.Join(socketDir(t), "s")
	ln, err := Listen(sock)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, ln) }()
	t.Cleanup(func() { cancel(); <-done })
	cl := NewClient(sock)

	eventually(t, "node n0 alive", func() bool { live, _, err := other.LiveNodes(); return err == nil && live["n0"] })
	ans, err := cl.Evaluate(queue.Request{Command: "git push --force origin main", Agent: "bot", Cwd: t.TempDir()})
	if err != nil || ans.Outcome != patterns.Ask || ans.Ask == nil {
		t.Fatalf("the push: %+v %v, want an ask", ans, err)
	}
	type waited struct {
		ans *queue.Answer
		err error
	}
	got := make(chan waited, 1)
	go func() {
		// Bounded, so that a broker that never ends the wait fails
		// the test instead of hanging it (it did before).
		wctx, stop := context.WithTimeout(context.Background(), 30*time.Second)
		defer stop()
		a, err := cl.Wait(wctx, ans)
		got <- waited{a, err}
	}()
	time.Sleep(200 * time.Millisecond) // the wait has begun (a wait that had not would be refused all the same)
	px.to.Store(open.Endpoints()[0])
	opened.Store(true)
	eventually(t, "the broker refuses once the cluster is open", func() bool {
		_, err := cl.Rules()
		return errors.Is(err, ErrStoreGone)
	})
	// An approval the untrusted store now holds (here a real operator's
	// from another node; a stranger's would read the same).
	if _, err := desk.Decide(ans.Ask.ID, queue.Decision{Outcome: patterns.Allow, By: "op", Reason: "from another node"}); err != nil {
		t.Logf("approve from another node: %v", err) // the ask may be abandoned already
	}
	w := <-got
	if w.err == nil && w.ans != nil && w.ans.Outcome == patterns.Allow {
		t.Fatalf("the waiting agent was released by the untrusted store: %+v", w.ans)
	}
	if w.ans == nil || w.ans.Outcome != patterns.Refuse || !errors.Is(w.ans.Unavailable, ErrStoreGone) {
		t.Errorf("the wait ended with %+v %v, want refuse: the broker's store is gone", w.ans, w.err)
	}
	eventually(t, "node n0 no longer alive", func() bool { live, _, err := other.LiveNodes(); return err == nil && !live["n0"] })
	// Nothing was written for the ended wait: the ask is not withdrawn
	// by its agent through the broker that refuses everything, but left
	// to the fleet, which abandons it (or the approval above decided it).
	if a, err := desk.Get(ans.Ask.ID); err != nil || a.State == store.StateWithdrawn {
		t.Errorf("the ask after its broker refused: %v, state %q (%+v), want it not withdrawn", err, a.State, a.Decision)
	}
}
