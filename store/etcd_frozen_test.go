//go:build !ozdesk_adapters

package store

import (
	"errors"
	"net"
	"net/url"
	"strings"
	"testing"
	"time"

	"go.etcd.io/etcd/pkg/v3/proxy"
	"go.uber.org/zap"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// frozenProxies puts a TCP proxy on loopback before each member of c and
// returns them with the store's address under prefix through them. A
// proxy that blackholes both ways is, to the store, a member that
// stopped running (SIGSTOP) or a path that drops every byte: its TCP
// connection stays open, and nothing comes back on it.
func frozenProxies(t testing.TB, c *etcdtest.Cluster, prefix string) ([]proxy.Server, string) {
	t.Helper()
	var (
		pxs []proxy.Server
		eps []string
	)
	for _, to := range c.Endpoints() {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		from := ln.Addr().String()
		ln.Close()
		px := proxy.NewServer(proxy.ServerConfig{Logger: zap.NewNop(),
			From: url.URL{Scheme: "tcp", Host: from}, To: url.URL{Scheme: "tcp", Host: to}})
		t.Cleanup(func() { _ = px.Close() })
		select {
		case <-px.Ready():
		case err := <-px.Error():
			t.Fatalf("start the proxy to %s: %v", to, err)
		}
		pxs = append(pxs, px)
		eps = append(eps, from)
	}
	return pxs, "etcd://" + strings.Join(eps, ",") + "/" + prefix
}

func freeze(px proxy.Server) { px.BlackholeTx(); px.BlackholeRx() }

// openFrozen opens a store on c through frozenProxies under prefix (edit,
// when not nil, changes its configuration first) and returns the proxies
// with it; the caller closes the store.
func openFrozen(t testing.TB, c *etcdtest.Cluster, prefix string, edit func(*EtcdConfig), opts ...Option) ([]proxy.Server, *Store) {
	t.Helper()
	pxs, addr := frozenProxies(t, c, prefix)
	cfg, err := ParseEtcdAddress(addr)
	if err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		edit(&cfg)
	}
	s, err := OpenEtcd(cfg, opts...)
	if err != nil {
		t.Fatal(err)
	}
	return pxs, s
}

// notLeader is a member of c's three that is not its leader: the one
// whose loss keeps the cluster's quorum and its leader.
func notLeader(c *etcdtest.Cluster) int {
	if c.Leader() == 2 {
		return 1
	}
	return 2
}

// TestEtcdOneMemberFrozen: one member of three that stops answering
// (SIGSTOPped: its connections stay open, nothing comes back) leaves a
// cluster with its quorum, and every read and write of the store goes
// on within the store's timeout (rt13f: every broker refused asks for
// about 25 s, "without quorum", until the client's keepalive dropped the
// connection: the requests the balancer sent to that member hung for the
// whole of their budget).
func TestEtcdOneMemberFrozen(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 3)
	pxs, s := openFrozen(t, c, "frozen", nil)
	defer s.Close()
	mustUpdate(t, s, func(tx *Tx) error { _, err := putAskAndAudit(tx, "bot", "make warm"); return err })
	// Not the leader, as in the red team's run.
	frozen := notLeader(c)
	freeze(pxs[frozen])
	for i := range 24 {
		if err := s.Update(func(tx *Tx) error { _, err := putAskAndAudit(tx, "bot", "make frozen"); return err }); err != nil {
			t.Fatalf("write %d with member %d frozen: %v", i, frozen, err)
		}
		if err := s.View(func(tx *Tx) error { _, err := tx.Info(); return err }); err != nil {
			t.Fatalf("read %d with member %d frozen: %v", i, frozen, err)
		}
	}
}

// TestEtcdUnavailableSays: a store that cannot reach a quorum says why,
// from what its members answer: none answers (etcd down, or the node cut
// off), or those that answer have no leader (no quorum), naming the
// members that do not answer; not "unreachable or without quorum" for
// both (rt13f).
func TestEtcdUnavailableSays(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		cut  func(c *etcdtest.Cluster, pxs []proxy.Server)
		want []string
	}{
		{"every member frozen", func(_ *etcdtest.Cluster, pxs []proxy.Server) {
			for _, px := range pxs {
				freeze(px)
			}
		}, []string{"no member of the cluster answers (127.0.0.1:", "cut off"}},
		{"two members stopped", func(c *etcdtest.Cluster, _ []proxy.Server) {
			c.Stop(1)
			c.Stop(2)
		}, []string{"the cluster has no quorum: 1 of 3 members answer", "with no leader", "do not answer"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c := etcdtest.Start(t, 3)
			pxs, s := openFrozen(t, c, "says", nil, WithLockTimeout(3*time.Second))
			defer s.Close()
			mustUpdate(t, s, func(*Tx) error { return nil })
			tc.cut(c, pxs)
			began := time.Now()
			err := s.Update(func(tx *Tx) error { _, err := putAskAndAudit(tx, "bot", "make says"); return err })
			t.Logf("after %s: %v", time.Since(began).Round(time.Millisecond), err)
			if !errors.Is(err, ErrUnavailable) {
				t.Fatalf("write: %v, want ErrUnavailable", err)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("the error does not say %q:\n%v", w, err)
				}
			}
		})
	}
}

// TestEtcdFrozenMemberKeepsNodeLease: a member that hangs while it
// carries the node lease's keepalive stream does not let the lease lapse
// (the fleet would take the node for dead and abandon its asks): the
// lease is renewed by requests of its own, which go to the members that
// answer. Each member is frozen in turn, for two TTLs of 3 s, while a
// store reading the cluster directly looks for the node every half
// second (before: the lease lapsed within a TTL when its stream was on
// the frozen member).
func TestEtcdFrozenMemberKeepsNodeLease(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 3)
	pxs, s := openFrozen(t, c, "lease", func(cfg *EtcdConfig) { cfg.NodeTTL = 3 * time.Second })
	defer s.Close()
	mustUpdate(t, s, func(*Tx) error { return nil })
	if err := s.KeepNode("n9"); err != nil {
		t.Fatal(err)
	}
	wcfg, err := ParseEtcdAddress(c.Address("lease"))
	if err != nil {
		t.Fatal(err)
	}
	w, err := OpenEtcd(wcfg)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	for i, px := range pxs {
		freeze(px)
		for look := range 12 {
			time.Sleep(500 * time.Millisecond)
			if live, _, err := w.LiveNodes(); err != nil || !live["n9"] {
				t.Errorf("member %d frozen, look %d: node n9 not live (%v, %v)", i, look, live, err)
			}
		}
		px.UnblackholeTx()
		px.UnblackholeRx()
	}
}
