package main

import (
	"net"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"go.etcd.io/etcd/pkg/v3/proxy"
	"go.uber.org/zap"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// partition is a TCP proxy on loopback to each member of a cluster: a
// broker whose store is reached through it is cut off from the whole
// cluster when the test cuts it (every byte is dropped both ways, as a
// network partition does) and joined again when it mends it.
type partition struct {
	proxies []proxy.Server
	addr    string // the store's address through the proxies
}

// startPartition puts a proxy before each member of c; addr is the
// store's address under prefix through them.
func startPartition(t *testing.T, c *etcdtest.Cluster, prefix string) *partition {
	t.Helper()
	p := &partition{}
	var eps []string
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
		p.proxies = append(p.proxies, px)
		eps = append(eps, from)
	}
	p.addr = "etcd://" + strings.Join(eps, ",") + "/" + prefix
	return p
}

// cut drops every byte between the broker and the cluster.
func (p *partition) cut() {
	for _, px := range p.proxies {
		px.BlackholeTx()
		px.BlackholeRx()
	}
}

// mend lets them through again.
func (p *partition) mend() {
	for _, px := range p.proxies {
		px.UnblackholeTx()
		px.UnblackholeRx()
	}
}

// partitionStep cuts node n (whose store is reached through p) off from
// the cluster while the fleet goes on: n's adapters (ask, and every
// harness's hook) deny within their wait, and nothing of theirs is
// queued; the ask n queued
// before the cut is kept, decided from another node once the cut is
// mended, and its agent released; and asks flow on n again, its broker
// not restarted.
func partitionStep(t *testing.T, p *partition, n, other *node, alice, agent account, flow func(*testing.T, int, int, string), nIndex, otherIndex int) {
	serve := n.serve
	kept := n.startAsk(t, agent, "rm -rf ~/fleet-partition-kept")
	p.cut()
	cut := time.Now()
	// The node's adapters, all at once: ask, and each harness's hook.
	const wait = 4 * time.Second
	var wg sync.WaitGroup
	wg.Go(func() {
		r := n.ozdesk(agent, "", "ask", "--agent", "bot", "--wait", wait.String(), "--", "rm -rf ~/fleet-partition-denied")
		took := time.Since(cut)
		if r.code == 0 {
			t.Errorf("an ask on the node cut off was allowed:\n%s%s", r.stdout, r.stderr)
		}
		// The client answers by the wait and a second whatever the
		// broker does; the broker's own refusal names the store, and
		// comes within the wait (its retries follow the ask's deadline).
		if !strings.Contains(r.stdout+r.stderr, "store unavailable") {
			t.Errorf("the ask on the node cut off was not refused by its broker for the store (exit %d after %s):\n%s%s",
				r.code, took.Round(time.Millisecond), r.stdout, r.stderr)
		}
		if took > wait+3*time.Second {
			t.Errorf("the ask on the node cut off took %s, past its wait of %s", took.Round(time.Millisecond), wait)
		}
		t.Logf("cut off: ask exit %d after %s", r.code, took.Round(time.Millisecond))
	})
	for _, h := range hookHarnesses {
		wg.Go(func() {
			r := n.ozdesk(agent, hookCall(t, h, "/", "rm -rf /srv/fleet-partition-"+h), "hook", h, "--wait", wait.String())
			took := time.Since(cut)
			if err := blocksIn(h, r); err != nil {
				t.Errorf("hook %s on the node cut off: %v\n%s%s", h, err, r.stdout, r.stderr)
			}
			if took > wait+3*time.Second {
				t.Errorf("hook %s on the node cut off took %s, past its wait of %s", h, took.Round(time.Millisecond), wait)
			}
			t.Logf("cut off: hook %s exit %d after %s", h, r.code, took.Round(time.Millisecond))
		})
	}
	wg.Wait()
	// The rest of the fleet goes on meanwhile.
	if r := other.ozdesk(agent, "", "ask", "--agent", "bot", "--wait", "20s", "--", "ls /tmp/fleet-partition"); r.code != 0 {
		t.Errorf("an allowed command on another node during the cut: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if kept.ended() {
		t.Errorf("the ask queued before the cut ended during it:\n%s", kept.out)
	}
	p.mend()
	t.Logf("mended %s after the cut", time.Since(cut).Round(time.Millisecond))

	for _, a := range queued(t, other, alice) {
		if strings.Contains(a.Command, "fleet-partition-") && !strings.HasSuffix(a.Command, "-kept") {
			t.Errorf("the ask denied during the cut is queued: %+v", a)
		}
	}
	if r := other.ozdesk(alice, "", "queue", "approve", kept.id); r.code != 0 {
		t.Fatalf("approve the kept ask from another node: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if code := kept.wait(t); code != 0 {
		t.Errorf("the agent of the ask kept through the cut, after its approval: exit %d\n%s", code, kept.out)
	}
	if n.serve != serve || serve.ProcessState != nil {
		t.Fatalf("the node's broker was restarted or stopped:\n%s", n.serveLog)
	}
	flow(t, nIndex, otherIndex, "rm -rf ~/fleet-partition-after")
}
