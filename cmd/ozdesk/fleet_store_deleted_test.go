package main

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestFleetStoreDeletedSaysSo: the fleet's keys deleted under a running
// broker (rt20g #11). The broker says the store is gone and refuses
// every request: an operator's 'policy settings' is not answered with
// the defaults (four eyes off, fallback allow) and exit 0, and 'queue
// ls' does not send a fleet to 'ozdesk init'.
func TestFleetStoreDeletedSaysSo(t *testing.T) {
	t.Parallel() // its own cluster, accounts, nodes and ports: its waits overlap the other tests'
	needRoot(t)
	cluster := etcdtest.StartTLS(t, 3)
	brokerAcct := makeAccount(t, "ozsdbroker")
	alice := makeAccount(t, "ozsdalice")
	ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n", alice.name)
	n := newFleetNode(t, buildTool(t, ".", "ozdesk"), brokerAcct, ops, cluster, "n1")
	if r := brokerAcct.run(n.bin, "", "--config", n.config, "serve", "--init"); r.code != 0 {
		t.Fatalf("serve --init: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	n.start(t)
	if r := n.ozdesk(alice, "", "policy", "set", "fallback", "ask"); r.code != 0 {
		t.Fatalf("policy set fallback ask: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	cli := certClient(t, cluster)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if _, err := cli.Delete(ctx, "fleet/", clientv3.WithPrefix()); err != nil {
		t.Fatalf("the writer deletes the fleet's keys: %v", err)
	}
	// The broker finds it within a second or two (its anchor's round).
	for end := time.Now().Add(10 * time.Second); !strings.Contains(n.serveLog.String(), "the fleet's store is gone") && time.Now().Before(end); {
		time.Sleep(100 * time.Millisecond)
	}
	if !strings.Contains(n.serveLog.String(), "the fleet's store is gone") {
		t.Errorf("the broker's log does not say the store is gone:\n%s", n.serveLog.String())
	}
	r := n.ozdesk(alice, "", "policy", "settings")
	if r.code != exitStore || strings.Contains(r.stdout, "allow") || !strings.Contains(r.stderr, "is gone") {
		t.Errorf("policy settings after the store was deleted: exit %d, want %d saying the store is gone\n%s%s", r.code, exitStore, r.stdout, r.stderr)
	}
	r = n.ozdesk(alice, "", "queue", "ls")
	if r.code != exitStore || strings.Contains(r.stdout+r.stderr, "ozdesk init") {
		t.Errorf("queue ls after the store was deleted: exit %d, want %d, and no advice to init\n%s%s", r.code, exitStore, r.stdout, r.stderr)
	}
}
