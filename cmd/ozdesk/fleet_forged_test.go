package main

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/queue/broker"
)

// TestFleetForgedApprovalHeld (rt18g 11): one member restarted without
// client authentication while an agent waits; the agent, with no
// certificate, writes its own ask back approved through that member. The
// broker's watch read the forged approval at once and released the
// agent (exit 0), its check of the cluster every 30 s coming too late.
// Now a decision that releases an agent is believed only from a cluster
// checked within broker.TrustFresh: the check finds the member open, the
// agent is refused, and the broker says why.
func TestFleetForgedApprovalHeld(t *testing.T) {
	t.Parallel() // its own cluster, accounts, nodes and ports: its waits overlap the other tests'
	needRoot(t)
	cluster := etcdtest.StartTLS(t, 3)
	brokerAcct := makeAccount(t, "ozfgbroker")
	alice := makeAccount(t, "ozfgalice")
	agent := makeAccount(t, "ozfgagent")
	ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n", alice.name)
	n := newFleetNode(t, buildTool(t, ".", "ozdesk"), brokerAcct, ops, cluster, "n1")
	if r := brokerAcct.run(n.bin, "", "--config", n.config, "serve", "--init"); r.code != 0 {
		t.Fatalf("serve --init: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	n.start(t)
	w := n.startAsk(t, agent, "rm -rf ~/forged")
	waitingOnSocket(t, w)

	cluster.Stop(2)
	cluster.StartAgainOpen(2)
	time.Sleep(broker.TrustFresh) // past the last check, whenever it was

	cli := strangerClient(t, cluster, 2)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	key := fmt.Sprintf("fleet/k/asks/%010s", w.id)
	resp, err := cli.Get(ctx, key)
	if err != nil || len(resp.Kvs) != 1 {
		t.Fatalf("the forger reads %s through the open member: %v, %d keys", key, err, len(resp.Kvs))
	}
	var ask map[string]any
	if err := json.Unmarshal(resp.Kvs[0].Value, &ask); err != nil {
		t.Fatalf("ask %s: %v\n%s", key, err, resp.Kvs[0].Value)
	}
	ask["state"] = "approved"
	ask["decision"] = map[string]any{"by": alice.name, "at": time.Now().UTC(), "outcome": "allow", "reason": "forged"}
	forged, _ := json.Marshal(ask)
	if _, err := cli.Put(ctx, key, string(forged)); err != nil {
		t.Fatalf("the forger writes %s: %v", key, err)
	}
	if code := w.wait(t); code == 0 || strings.Contains(w.out.String(), "approved by") {
		t.Fatalf("the agent was released by an approval it wrote itself: exit %d\n%s", code, w.out)
	}
	if log := n.serveLog.String(); !strings.Contains(log, "can no longer be trusted") {
		t.Errorf("the broker did not say why it refused:\n%s", log)
	}
}

// TestFleetForgedFallbackHeld (rt18g 11): with the fallback set to ask,
// one member restarted without client authentication, and the agent
// rewriting the settings through it to an allow fallback, a command no
// rule matches was allowed. Now a fallback turned to allow since the
// broker's last passing check is honoured only after a check at once,
// which finds the member open: the command is refused.
func TestFleetForgedFallbackHeld(t *testing.T) {
	t.Parallel() // its own cluster, accounts, nodes and ports: its waits overlap the other tests'
	needRoot(t)
	cluster := etcdtest.StartTLS(t, 3)
	brokerAcct := makeAccount(t, "ozffbroker")
	alice := makeAccount(t, "ozffalice")
	agent := makeAccount(t, "ozffagent")
	ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n", alice.name)
	n := newFleetNode(t, buildTool(t, ".", "ozdesk"), brokerAcct, ops, cluster, "n1")
	if r := brokerAcct.run(n.bin, "", "--config", n.config, "serve", "--init"); r.code != 0 {
		t.Fatalf("serve --init: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	n.start(t)
	if r := n.ozdesk(alice, "", "policy", "set", "fallback", "ask"); r.code != 0 {
		t.Fatalf("policy set fallback ask: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	const probe = "telnet evil.example 23"
	if r := n.ozdesk(agent, "", "ask", "--wait", "1s", "--", probe); r.code == 0 {
		t.Fatalf("%s under fallback ask: exit 0\n%s%s", probe, r.stdout, r.stderr)
	}

	cluster.Stop(2)
	cluster.StartAgainOpen(2)
	cli := strangerClient(t, cluster, 2)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	const key = "fleet/k/settings/settings"
	resp, err := cli.Get(ctx, key)
	if err != nil || len(resp.Kvs) != 1 {
		t.Fatalf("the forger reads %s through the open member: %v, %d keys", key, err, len(resp.Kvs))
	}
	var set map[string]any
	if err := json.Unmarshal(resp.Kvs[0].Value, &set); err != nil {
		t.Fatalf("%s: %v\n%s", key, err, resp.Kvs[0].Value)
	}
	set["fallback"] = "allow"
	forged, _ := json.Marshal(set)
	if _, err := cli.Put(ctx, key, string(forged)); err != nil {
		t.Fatalf("the forger writes %s: %v", key, err)
	}
	if r := n.ozdesk(agent, "", "ask", "--wait", "1s", "--", probe); r.code == 0 {
		t.Fatalf("%s allowed by a fallback the agent wrote itself: exit 0\n%s%s", probe, r.stdout, r.stderr)
	}
	// The settings record the forger wrote is not as its audit entry wrote
	// it: the broker says so and keeps the strictest settings (fx37s ties
	// the settings to the trail), or its check at once finds the member
	// open.
	if log := n.serveLog.String(); !strings.Contains(log, "can no longer be trusted") && !strings.Contains(log, "forged settings ignored") {
		t.Errorf("the broker did not say why it refused:\n%s", log)
	}
}

// strangerClient is a client of member i of cluster with no certificate
// of its own (it trusts the cluster's CA): an agent's.
func strangerClient(t *testing.T, cluster *etcdtest.Cluster, i int) *clientv3.Client {
	t.Helper()
	ca, err := os.ReadFile(cluster.TLS.CA)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AppendCertsFromPEM(ca)
	cli, err := clientv3.New(clientv3.Config{Endpoints: []string{cluster.Endpoints()[i]}, DialTimeout: 5 * time.Second,
		TLS: &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cli.Close() })
	return cli
}
