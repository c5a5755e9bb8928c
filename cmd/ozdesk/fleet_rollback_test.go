package main

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestFleetRollbackFailsClosed puts the fleet's store back to an older
// revision under two running brokers, as a restore of the cluster from
// an older snapshot (or a cluster writer rewriting the keys) does. Each
// broker notices that the trail no longer holds the head it anchored:
// it logs an error, keeps its anchor (the head before the rollback),
// and refuses every request, saying the trail was rolled back (an ask
// exit 4, an operator's 'audit verify' or 'queue ls' exit 7); nothing more is written, so the trail does
// not fork. A broker started again on it is refused (exit 7) by its
// anchor. Before (rt18f #2), both brokers moved their anchors back to
// the rolled-back head within a second, the next ask wrote a new entry
// in place of a removed one, and 'audit verify --anchor' passed.
func TestFleetRollbackFailsClosed(t *testing.T) {
	t.Parallel() // its own cluster, accounts, nodes and ports: its waits overlap the other tests'
	needRoot(t)
	cluster := etcdtest.StartTLS(t, 1)
	brokerAcct, alice, agent := makeAccount(t, "ozrb-broker"), makeAccount(t, "ozrb-alice"), makeAccount(t, "ozrb-agent")
	ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n", alice.name)
	bin := buildTool(t, ".", "ozdesk")
	nodes := []*node{newFleetNode(t, bin, brokerAcct, ops, cluster, "n1"), newFleetNode(t, bin, brokerAcct, ops, cluster, "n2")}
	if r := brokerAcct.run(nodes[0].bin, "", "--config", nodes[0].config, "serve", "--init"); r.code != 0 {
		t.Fatalf("serve --init: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	for _, n := range nodes {
		n.start(t, "--node-ttl", "2s")
	}
	desk := openClusterStore(t, cluster)
	cli := clusterClient(t, cluster)
	head := func() store.AuditHead {
		t.Helper()
		var h store.AuditHead
		if err := desk.View(func(tx *store.Tx) error {
			info, err := tx.Info()
			h = info.Audit
			return err
		}); err != nil {
			t.Fatal(err)
		}
		return h
	}
	anchorOf := func(n *node) store.AuditHead {
		h, _ := queue.ReadAnchor(filepath.Join(n.dir, "run", "audit.head"))
		return h
	}
	// grow writes to the trail from both nodes, and waits until both
	// brokers anchored its head.
	grow := func(tag string) store.AuditHead {
		t.Helper()
		for i, n := range nodes {
			if r := n.ozdesk(agent, "", "ask", "--agent", "bot", "--wait", "10s", "--", fmt.Sprintf("ls /tmp/%s-%d", tag, i)); r.code != 0 {
				t.Fatalf("ask on node %d: exit %d\n%s%s", i, r.code, r.stdout, r.stderr)
			}
		}
		h := head()
		for deadline := time.Now().Add(30 * time.Second); anchorOf(nodes[0]) != h || anchorOf(nodes[1]) != h; {
			if time.Now().After(deadline) {
				t.Fatalf("the brokers anchored %v and %v, not the head %v", anchorOf(nodes[0]), anchorOf(nodes[1]), h)
			}
			time.Sleep(50 * time.Millisecond)
		}
		return h
	}
	if r := nodes[0].ozdesk(alice, "", "policy", "refuse", "curl **", "--reason", "t"); r.code != 0 {
		t.Fatalf("policy refuse: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	older := grow("before")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	snap, err := cli.Get(ctx, "fleet/fence")
	if err != nil {
		t.Fatal(err)
	}
	newer := grow("after")
	if newer.Seq <= older.Seq {
		t.Fatalf("the trail did not grow: %v then %v", older, newer)
	}

	// The store's keys (buckets, records, the fence the brokers watch)
	// back to the snapshot's revision; the node leases stay.
	then, err := cli.Get(ctx, "fleet/", clientv3.WithPrefix(), clientv3.WithRev(snap.Header.Revision))
	if err != nil {
		t.Fatal(err)
	}
	now, err := cli.Get(ctx, "fleet/", clientv3.WithPrefix(), clientv3.WithKeysOnly())
	if err != nil {
		t.Fatal(err)
	}
	restored := func(key string) bool {
		return strings.HasPrefix(key, "fleet/k/") || strings.HasPrefix(key, "fleet/b/") || key == "fleet/fence"
	}
	// In one transaction, as a restore is to the brokers: key by key, a
	// broker that looked between the deletes and the puts saw no store at
	// all ("the fleet's store is gone"), not a trail rolled back (a CI run
	// at load).
	var restore []clientv3.Op
	inThen := map[string]bool{}
	for _, kv := range then.Kvs {
		if restored(string(kv.Key)) {
			inThen[string(kv.Key)] = true
			restore = append(restore, clientv3.OpPut(string(kv.Key), string(kv.Value)))
		}
	}
	for _, kv := range now.Kvs {
		if restored(string(kv.Key)) && !inThen[string(kv.Key)] {
			restore = append(restore, clientv3.OpDelete(string(kv.Key)))
		}
	}
	if _, err := cli.Txn(ctx).Then(restore...).Commit(); err != nil {
		t.Fatal(err)
	}
	if h := head(); h != older {
		t.Fatalf("after the rollback the head is %v, want %v", h, older)
	}

	// Every broker refuses, says why, and keeps its anchor.
	for i, n := range nodes {
		for deadline := time.Now().Add(30 * time.Second); !strings.Contains(n.serveLog.String(), "the audit trail was rolled back or rewritten under this broker"); {
			if time.Now().After(deadline) {
				t.Fatalf("node %d's broker does not say the trail was rolled back:\n%s", i, n.serveLog)
			}
			time.Sleep(50 * time.Millisecond)
		}
		if got := anchorOf(n); got != newer {
			t.Errorf("node %d's anchor is %v after the rollback, want %v kept", i, got, newer)
		}
		r := n.ozdesk(agent, "", "ask", "--agent", "bot", "--wait", "5s", "--", "ls /tmp/fork")
		if r.code != exitStore || !strings.Contains(r.stdout+r.stderr, "rolled back") {
			t.Errorf("ask on node %d after the rollback: exit %d, want %d saying the store was rolled back\n%s%s", i, r.code, exitStore, r.stdout, r.stderr)
		}
		// An operator's request is refused exit 7, as fleet.md says: the
		// audit trail does not hold (rt20g #4: the docs said 4).
		for _, args := range [][]string{{"audit", "verify"}, {"queue", "ls"}} {
			r = n.ozdesk(alice, "", args...)
			if r.code != exitAuditBroke || !strings.Contains(r.stdout+r.stderr, "rolled back") {
				t.Errorf("%s on node %d after the rollback: exit %d, want %d saying the trail was rolled back\n%s%s", args, i, r.code, exitAuditBroke, r.stdout, r.stderr)
			}
		}
	}
	if h := head(); h != older {
		t.Errorf("the brokers wrote to the rolled-back trail: head %v, was %v after the rollback", h, older)
	}

	// Started again, a broker is refused by its anchor.
	nodes[0].stop()
	r := brokerAcct.run(nodes[0].bin, "", "--config", nodes[0].config, "serve", "--node-ttl", "2s")
	if r.code != exitAuditBroke || !strings.Contains(r.stderr, fmt.Sprintf("has no entry %d", newer.Seq)) {
		t.Errorf("serve again on the rolled-back store: exit %d, want %d naming entry %d\n%s%s", r.code, exitAuditBroke, newer.Seq, r.stdout, r.stderr)
	}
}
