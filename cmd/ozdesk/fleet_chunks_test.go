package main

import (
	"bytes"
	"context"
	"encoding/hex"
	"fmt"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
	"go.uber.org/zap"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/queue/broker"
	"ozdesk.dev/ozdesk/store"
)

// TestFleetKilledMidWrite SIGKILLs a broker while it writes an ask too
// large for one etcd request (its explanation, in the ask and its audit
// entry, is written apart in chunks before the commit: see
// longExplained): the moment its first chunk reaches the cluster. Its agent is denied; the chunks it left, which no key refers
// to, are deleted by the fleet's sweep (another broker) once their
// writer's deadline is past store.ChunkGrace; the decision taken before
// is kept, and the chain verifies.
func TestFleetKilledMidWrite(t *testing.T) {
	t.Parallel() // its own cluster, accounts, nodes and ports: its waits overlap the other tests'
	f := startLeasedFleet(t, "oztk")
	cluster, alice, agent, nodes := f.cluster, f.alice, f.agent, f.nodes
	cli := clusterClient(t, cluster)
	const chunks = "fleet/x/"

	decided := nodes[1].startAsk(t, agent, "rm -rf ~/killed-decided")
	if r := nodes[0].ozdesk(alice, "", "queue", "approve", decided.id); r.code != 0 {
		t.Fatalf("approve on n0: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if code := decided.wait(t); code != 0 {
		t.Fatalf("the agent on n1 after its approval: exit %d\n%s", code, decided.out)
	}

	// The kill must land between the chunks and the commit: try a few
	// times, each with a broker started again on n1.
	var left []string
	for attempt := 1; attempt <= 4 && len(left) == 0; attempt++ {
		if attempt > 1 {
			nodes[1].start(t, "--node-ttl", "2s")
		}
		ctx, cancel := context.WithCancel(context.Background())
		events := cli.Watch(ctx, chunks, clientv3.WithPrefix())
		big := longExplained(fmt.Sprintf("rm -rf ~/killed-%d", attempt))
		// Its wait sets the chunks' writer's deadline (half of it, 10 s),
		// and so when the sweep may delete them.
		ask := agent.command(nodes[1].bin, "--config", nodes[1].config, "ask", "--agent", "bot", "--wait", "20s", "--")
		ask.Stdin = strings.NewReader(big)
		var out bytes.Buffer
		ask.Stdout, ask.Stderr = &out, &out
		if err := ask.Start(); err != nil {
			t.Fatal(err)
		}
		select {
		case <-events:
		case <-time.After(60 * time.Second):
			t.Fatalf("attempt %d: no chunk was written for the large ask:\n%s", attempt, out.String())
		}
		if err := nodes[1].serve.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		_ = nodes[1].serve.Wait()
		nodes[1].serve = nil
		cancel()
		err := ask.Wait()
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() == 0 {
			t.Errorf("attempt %d: the agent whose broker was killed: %v, want it denied\n%s", attempt, err, out.String())
		}
		left = orphanChunks(t, cli, chunks)
		t.Logf("attempt %d: %d directories of chunks that no key refers to after the kill", attempt, len(left))
	}
	if len(left) == 0 {
		t.Fatal("no kill landed between a broker's chunks and its commit in 4 attempts")
	}
	for _, n := range []*node{nodes[0], nodes[2]} {
		if n.serve == nil {
			t.Fatal("a broker that should run is stopped")
		}
	}

	// The sweep of the fleet (n0 or n2 leads it) deletes them.
	killed := time.Now()
	// The chunks' writer's deadline is its evaluation's: the ask's
	// budget, half its wait (10 s).
	writerDeadline := 10 * time.Second
	deadline := killed.Add(writerDeadline + store.ChunkGrace + 60*time.Second)
	for len(left) > 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d directories of chunks that no key refers to remain %s after the kill: %v",
				len(left), time.Since(killed).Round(time.Millisecond), left)
		}
		time.Sleep(time.Second)
		left = orphanChunks(t, cli, chunks)
	}
	t.Logf("the orphaned chunks were swept %s after the kill (grace %s past the writer's deadline of %s, sweep every %s)",
		time.Since(killed).Round(time.Millisecond), store.ChunkGrace, writerDeadline, broker.SweepEvery)

	desk := broker.NewClient(nodes[0].socket)
	a, err := desk.Get(decided.id)
	if err != nil || a.State != store.StateApproved || a.Decision == nil || a.Decision.By != alice.name {
		t.Errorf("the ask approved before the kills: %v, state %q, decision %+v", err, a.State, a.Decision)
	}
	if r := nodes[2].ozdesk(alice, "", "audit", "verify"); r.code != 0 {
		t.Errorf("audit verify on n2: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}

// longExplained is a command under the reader's 64 KiB (so it is read,
// not clipped to its head and tail) whose recorded explanation is as
// long as the reader makes one, about 1 MiB: head, then fifteen nested
// substitutions around 60 KiB of text. The ask keeps that explanation
// and its audit entry keeps it again, so the transaction that queues it
// is over etcd's budget and its largest values are written apart, in
// chunks, before the commit. (A longer command would not do: the broker
// clips a command over 64 KiB, and its ask explains nothing.)
func longExplained(head string) string {
	nest := strings.Repeat("x", 60<<10)
	for range 15 {
		nest = "echo $(" + nest + ")"
	}
	return head + "; " + nest
}

// clusterClient is an etcd client of the test's own on the cluster, with
// the brokers' certificate.
func clusterClient(t *testing.T, c *etcdtest.Cluster) *clientv3.Client {
	t.Helper()
	tlsCfg, err := store.EtcdTLS(c.TLS.CA, c.TLS.ClientCert, c.TLS.ClientKey)
	if err != nil {
		t.Fatal(err)
	}
	var eps []string
	for _, e := range c.Endpoints() {
		eps = append(eps, "https://"+e)
	}
	cli, err := clientv3.New(clientv3.Config{Endpoints: eps, TLS: tlsCfg, DialTimeout: 5 * time.Second, Logger: zap.NewNop()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cli.Close() })
	return cli
}

// orphanChunks lists the directories of chunks under prefix that the
// key they were written for (named in the directory, in hex) does not
// refer to.
func orphanChunks(t *testing.T, cli *clientv3.Client, prefix string) []string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	resp, err := cli.Get(ctx, prefix, clientv3.WithPrefix(), clientv3.WithKeysOnly())
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	var orphans []string
	for _, kv := range resp.Kvs {
		rest := string(kv.Key[len(prefix):])
		dir := rest[:strings.LastIndexByte(rest, '/')+1]
		if seen[dir] {
			continue
		}
		seen[dir] = true
		hexKey, _, _ := strings.Cut(dir, "/")
		key, err := hex.DecodeString(hexKey)
		if err != nil {
			t.Fatalf("chunks %s name no key", dir)
		}
		ref, err := cli.Get(ctx, string(key))
		if err != nil {
			t.Fatal(err)
		}
		if len(ref.Kvs) == 1 && bytes.Contains(ref.Kvs[0].Value, []byte("x/"+dir)) {
			continue
		}
		orphans = append(orphans, dir)
	}
	return orphans
}
