package main

import (
	"encoding/json"
	"fmt"
	"io"
	"net"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/queue/broker"
)

// switchProxy forwards each TCP connection to the address it holds when
// the connection is made: switched, the connections made from then on go
// elsewhere (another cluster put at a member's address), and those open
// stay where they were.
type switchProxy struct {
	addr string
	to   atomic.Value // string
}

func startSwitchProxy(t *testing.T, to string) *switchProxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &switchProxy{addr: ln.Addr().String()}
	p.to.Store(to)
	var wg sync.WaitGroup
	wg.Go(func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			wg.Go(func() { p.forward(c) })
		}
	})
	t.Cleanup(func() { ln.Close() })
	return p
}

func (p *switchProxy) forward(c net.Conn) {
	defer c.Close()
	up, err := net.Dial("tcp", p.to.Load().(string))
	if err != nil {
		return
	}
	defer up.Close()
	done := make(chan struct{}, 2)
	go func() { _, _ = io.Copy(up, c); done <- struct{}{} }()
	go func() { _, _ = io.Copy(c, up); done <- struct{}{} }()
	<-done
}

// TestFleetUntrustedProcesses is TestFleetUntrustedEndsWaits (queue/broker)
// with real brokers: n0's `ozdesk serve` reaches the fleet's cluster
// through a proxy that is then switched to a cluster that asks no client
// certificate (as a member restarted without --client-cert-auth would).
// At its next check of the cluster (broker.TrustEvery) n0's broker
// refuses everything: the agent waiting on its ask (`ozdesk ask`, a
// process) is refused at once, exit 4, not at its wait's end; n0 gives up
// its lease, so the fleet, seen from n1's broker and a desk's store,
// shows n0 gone and abandons its ask ("node n0 stopped answering"); an
// approval from n1 afterwards releases nothing.
func TestFleetUntrustedProcesses(t *testing.T) {
	t.Parallel() // its own cluster, accounts, nodes and ports: its waits overlap the other tests'
	needRoot(t)
	closed, open := etcdtest.StartTLS(t, 1), etcdtest.StartTLSOpen(t, 1)
	px := startSwitchProxy(t, closed.Endpoints()[0])
	brokerAcct, alice, agent := makeAccount(t, "ozut-broker"), makeAccount(t, "ozut-alice"), makeAccount(t, "ozut-agent")
	ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n", alice.name)
	bin := buildTool(t, ".", "ozdesk")
	n0 := newFleetNodeAt(t, bin, brokerAcct, ops, closed, "n0", "etcd://"+px.addr+"/fleet")
	n1 := newFleetNode(t, bin, brokerAcct, ops, closed, "n1")
	if r := brokerAcct.run(n1.bin, "", "--config", n1.config, "serve", "--init"); r.code != 0 {
		t.Fatalf("serve --init: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	n0.start(t, "--node-ttl", "2s")
	n1.start(t, "--node-ttl", "2s")
	started := time.Now()
	desk := openClusterStore(t, closed)
	alive := func() (bool, error) {
		live, _, err := desk.LiveNodes()
		return live["n0"], err
	}
	for deadline := time.Now().Add(30 * time.Second); ; {
		if ok, _ := alive(); ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("n0 never held its lease")
		}
		time.Sleep(100 * time.Millisecond)
	}

	w := n0.startAsk(t, agent, "rm -rf ~/untrusted")
	px.to.Store(open.Endpoints()[0])
	switched := time.Now()

	// Refused by the next check (TrustEvery from the broker's start),
	// long before the ask's 60 s wait.
	var code int
	select {
	case code = <-w.done:
	case <-time.After(broker.TrustEvery + 20*time.Second):
		t.Fatalf("the waiting agent on n0 was not refused within %s of the switch:\n%s\n%s", time.Since(switched).Round(time.Millisecond), w.out, n0.serveLog)
	}
	refusedAfter := time.Since(started)
	t.Logf("the waiting agent ended %s after n0 started, %s after the switch: exit %d\n%s",
		refusedAfter.Round(time.Millisecond), time.Since(switched).Round(time.Millisecond), code, w.out)
	if code != exitStore {
		t.Errorf("the waiting agent on n0: exit %d, want %d (its broker's store can no longer be believed)\n%s", code, exitStore, w.out)
	}
	if refusedAfter > broker.TrustEvery+15*time.Second {
		t.Errorf("refused %s after n0 started, want by its first check (%s) and a little", refusedAfter, broker.TrustEvery)
	}
	if !strings.Contains(n0.serveLog.String(), "the etcd cluster can no longer be trusted") {
		t.Errorf("n0's log does not say why it refuses:\n%s", n0.serveLog)
	}
	if r := n0.ozdesk(alice, "", "queue", "ls"); r.code != exitStore {
		t.Errorf("queue ls on n0 once untrusted: exit %d, want %d\n%s%s", r.code, exitStore, r.stdout, r.stderr)
	}

	// The rest of the fleet sees n0 gone, and abandons its ask.
	for deadline := time.Now().Add(30 * time.Second); ; {
		ok, err := alive()
		if err == nil && !ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("n0 still alive to the fleet %s after it refused (%v)", time.Since(switched).Round(time.Millisecond), err)
		}
		time.Sleep(100 * time.Millisecond)
	}
	for deadline := time.Now().Add(30 * time.Second); ; {
		r := n1.ozdesk(alice, "", "queue", "show", w.id)
		if r.code == 0 && strings.Contains(r.stdout, "abandoned: node n0 stopped answering") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("n0's ask, seen from n1: exit %d, want abandoned as node n0 stopped answering\n%s%s", r.code, r.stdout, r.stderr)
		}
		time.Sleep(250 * time.Millisecond)
	}
	if r := n1.ozdesk(alice, "", "queue", "approve", w.id); r.code == 0 {
		t.Errorf("n0's abandoned ask approved from n1:\n%s", r.stdout)
	}
	r := n1.ozdesk(alice, "", "queue", "ls", "--state", "abandoned", "--json")
	var asks []fleetAsk
	_ = json.Unmarshal([]byte(r.stdout), &asks)
	found := false
	for _, a := range asks {
		found = found || strings.TrimLeft(a.ID, "0") == w.id && a.Node == "n0"
	}
	if r.code != 0 || !found {
		t.Errorf("n0's ask after the approval from n1: not among the abandoned (exit %d)\n%s%s", r.code, r.stdout, r.stderr)
	}
}
