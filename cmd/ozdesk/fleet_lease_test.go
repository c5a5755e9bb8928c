package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/queue/broker"
	"ozdesk.dev/ozdesk/store"
)

// TestFleetNodeDies SIGKILLs one of three brokers while its agents wait,
// and does not start it again: once its lease lapses (--node-ttl 2s)
// the broker leading the sweep abandons its pending asks, which every
// other node's CLI shows with the reason, each with one audit entry; the
// decision taken on its ask before it died is kept, and the chain
// verifies.
func TestFleetNodeDies(t *testing.T) {
	t.Parallel() // its own cluster, accounts, nodes and ports: its waits overlap the other tests'
	f := startLeasedFleet(t, "oztd")
	alice, agent, nodes := f.alice, f.agent, f.nodes

	// Decided before the broker dies: its decision must outlive it.
	decided := nodes[1].startAsk(t, agent, "rm -rf ~/dies-decided")
	if r := nodes[0].ozdesk(alice, "", "queue", "approve", decided.id); r.code != 0 {
		t.Fatalf("approve on n0: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if code := decided.wait(t); code != 0 {
		t.Fatalf("the agent on n1 after its approval: exit %d\n%s", code, decided.out)
	}
	// Waiting when the broker dies.
	var waiting []*waiter
	for i := range 3 {
		waiting = append(waiting, nodes[1].startAsk(t, agent, fmt.Sprintf("rm -rf ~/dies-%d", i)))
	}
	// Another node's ask, waiting too: it is not the dead node's.
	other := nodes[2].startAsk(t, agent, "rm -rf ~/lives")

	if err := nodes[1].serve.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = nodes[1].serve.Wait()
	nodes[1].serve = nil
	killed := time.Now()
	for _, w := range waiting {
		if code := w.wait(t); code == 0 {
			t.Errorf("an agent of the killed broker was allowed:\n%s", w.out)
		}
	}

	// Every waiting ask of n1 becomes abandoned, for the node's lease, on
	// the nodes still running.
	deadline := time.Now().Add(60 * time.Second)
	for {
		r := nodes[2].ozdesk(alice, "", "queue", "ls", "--state", "abandoned", "--json")
		var asks []fleetAsk
		_ = json.Unmarshal([]byte(r.stdout), &asks)
		n := 0
		for _, a := range asks {
			if a.Node == "n1" && strings.HasPrefix(a.Command, "rm -rf ~/dies-") {
				n++
			}
		}
		if n == len(waiting) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d of the killed broker's %d asks abandoned after %s:\n%s%s", n, len(waiting),
				time.Since(killed).Round(time.Millisecond), r.stdout, r.stderr)
		}
		time.Sleep(250 * time.Millisecond)
	}
	t.Logf("the killed broker's asks abandoned %s after the kill (node TTL 2s, sweep every %s)",
		time.Since(killed).Round(time.Millisecond), broker.SweepEvery)
	for _, w := range waiting {
		r := nodes[0].ozdesk(alice, "", "queue", "show", w.id)
		if r.code != 0 || !strings.Contains(r.stdout, "abandoned: node n1 stopped answering") {
			t.Errorf("queue show %s on n0: exit %d, want the reason 'abandoned: node n1 stopped answering'\n%s%s",
				w.id, r.code, r.stdout, r.stderr)
		}
	}

	desk := broker.NewClient(nodes[0].socket)
	a, err := desk.Get(decided.id)
	if err != nil || a.State != store.StateApproved || a.Decision == nil || a.Decision.By != alice.name {
		t.Errorf("the ask approved before the broker died: %v, state %q, decision %+v", err, a.State, a.Decision)
	}
	a, err = desk.Get(other.id)
	if err != nil || a.State != store.StatePending {
		t.Errorf("n2's ask: %v, state %q, want it still pending", err, a.State)
	}
	entries, err := desk.AuditRange(time.Time{}, time.Now().Add(time.Minute), store.KindAbandon)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(waiting) {
		t.Errorf("%d abandon entries in the audit trail, want one per ask (%d)", len(entries), len(waiting))
	}
	if r := nodes[2].ozdesk(alice, "", "audit", "verify"); r.code != 0 {
		t.Errorf("audit verify on n2: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	// The fleet goes on without the node: n2's agent is released from n0.
	if r := nodes[0].ozdesk(alice, "", "queue", "approve", other.id); r.code != 0 {
		t.Fatalf("approve n2's ask on n0: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if code := other.wait(t); code != 0 {
		t.Errorf("n2's agent after its approval: exit %d\n%s", code, other.out)
	}
}

// leasedFleet is three brokers (n0, n1, n2) on a TLS etcd cluster of
// three members, with short node leases, and the accounts that use them.
type leasedFleet struct {
	cluster              *etcdtest.Cluster
	broker, alice, agent account
	nodes                []*node
}

// startLeasedFleet starts a leasedFleet whose accounts' names begin with
// prefix: the broker's, alice (an admin) and an agent; root approves.
// Each broker's lease lasts 2 s (--node-ttl).
func startLeasedFleet(t *testing.T, prefix string) leasedFleet {
	t.Helper()
	needRoot(t)
	f := leasedFleet{
		cluster: etcdtest.StartTLS(t, 3),
		broker:  makeAccount(t, prefix+"broker"),
		alice:   makeAccount(t, prefix+"alice"),
		agent:   makeAccount(t, prefix+"agent"),
	}
	ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n  - {user: root, role: approver}\n", f.alice.name)
	bin := buildTool(t, ".", "ozdesk")
	for i := range 3 {
		f.nodes = append(f.nodes, newFleetNode(t, bin, f.broker, ops, f.cluster, fmt.Sprintf("n%d", i)))
	}
	if r := f.broker.run(f.nodes[0].bin, "", "--config", f.nodes[0].config, "serve", "--init"); r.code != 0 {
		t.Fatalf("serve --init: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	for _, n := range f.nodes {
		n.start(t, "--node-ttl", "2s")
	}
	return f
}
