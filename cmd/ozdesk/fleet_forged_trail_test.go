package main

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"go.etcd.io/etcd/client/pkg/v3/transport"
	clientv3 "go.etcd.io/etcd/client/v3"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// The forgeries of TestFleetForgedApprovalHeld and
// TestFleetForgedFallbackHeld, made and undone between two of the
// broker's checks of the cluster (rt18g 11: a member opened to strangers
// for 5 s, never seen open by any check). The forger writes through a
// client holding the fleet's certificate, which is what a write through a
// member open for a moment looks like once it is closed again: no check
// of the cluster can find it. Only the trail can.

// TestFleetForgedDecisionUndone: an approval the agent wrote on its own
// ask releases nobody; the broker ends the ask refused with a
// decision.forged entry and says so in its log; the forger puts the ask
// back as it was, and 'audit verify' names it.
func TestFleetForgedDecisionUndone(t *testing.T) {
	t.Parallel() // its own cluster, accounts, nodes and ports: its waits overlap the other tests'
	needRoot(t)
	cluster := etcdtest.StartTLS(t, 3)
	brokerAcct := makeAccount(t, "ozfdbroker")
	alice := makeAccount(t, "ozfdalice")
	agent := makeAccount(t, "ozfdagent")
	ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n", alice.name)
	n := newFleetNode(t, buildTool(t, ".", "ozdesk"), brokerAcct, ops, cluster, "n1")
	if r := brokerAcct.run(n.bin, "", "--config", n.config, "serve", "--init"); r.code != 0 {
		t.Fatalf("serve --init: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	n.start(t)
	w := n.startAsk(t, agent, "rm -rf ~/forged-undone")
	waitingOnSocket(t, w)

	cli := certClient(t, cluster)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	key := fmt.Sprintf("fleet/k/asks/%010s", w.id)
	resp, err := cli.Get(ctx, key)
	if err != nil || len(resp.Kvs) != 1 {
		t.Fatalf("the forger reads %s: %v", key, err)
	}
	original := string(resp.Kvs[0].Value)
	var ask map[string]any
	if err := json.Unmarshal(resp.Kvs[0].Value, &ask); err != nil {
		t.Fatalf("ask %s: %v\n%s", key, err, original)
	}
	ask["state"] = "approved"
	ask["decision"] = map[string]any{"by": alice.name, "at": time.Now().UTC(), "outcome": "allow", "reason": "forged"}
	forged, _ := json.Marshal(ask)
	if _, err := cli.Put(ctx, key, string(forged)); err != nil {
		t.Fatalf("the forger writes %s: %v", key, err)
	}
	if code := w.wait(t); code == 0 || strings.Contains(w.out.String(), "approved by") {
		t.Fatalf("the agent was released by an approval no audit entry wrote: exit %d\n%s", code, w.out)
	}
	// The forger undoes its write: the ask as it was before.
	if _, err := cli.Put(ctx, key, original); err != nil {
		t.Fatalf("the forger puts %s back: %v", key, err)
	}
	want := "forged decision on ask " + w.id + " ignored"
	if log := n.serveLog.String(); !strings.Contains(log, want) {
		t.Errorf("the broker's log does not say %q:\n%s", want, log)
	}
	trail := n.ozdesk(alice, "", "audit", "--json")
	if !strings.Contains(trail.stdout, `"decision.forged"`) {
		t.Errorf("the trail holds no decision.forged entry:\n%s%s", trail.stdout, trail.stderr)
	}
	r := n.ozdesk(alice, "", "audit", "verify")
	if r.code != exitAuditBroke || !strings.Contains(r.stderr+r.stdout, "ask "+w.id+" is not as the audit trail wrote it") {
		t.Errorf("audit verify after the forgery was undone: exit %d, want %d naming ask %s\n%s%s", r.code, exitAuditBroke, w.id, r.stdout, r.stderr)
	}
}

// TestFleetForgedSettingsUndetected: settings rewritten to four eyes off
// and the fallback allow are not believed: a command no rule matches is
// not allowed, loosening the settings is still only proposed, the broker
// says why, and 'audit verify' names the settings.
func TestFleetForgedSettingsUndetected(t *testing.T) {
	t.Parallel() // its own cluster, accounts, nodes and ports: its waits overlap the other tests'
	needRoot(t)
	cluster := etcdtest.StartTLS(t, 3)
	brokerAcct := makeAccount(t, "ozfsbroker")
	alice := makeAccount(t, "ozfsalice")
	agent := makeAccount(t, "ozfsagent")
	ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n", alice.name)
	n := newFleetNode(t, buildTool(t, ".", "ozdesk"), brokerAcct, ops, cluster, "n1")
	if r := brokerAcct.run(n.bin, "", "--config", n.config, "serve", "--init"); r.code != 0 {
		t.Fatalf("serve --init: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	n.start(t)
	for _, set := range [][]string{{"fallback", "ask"}, {"four-eyes", "on"}} {
		if r := n.ozdesk(alice, "", append([]string{"policy", "set"}, set...)...); r.code != 0 {
			t.Fatalf("policy set %s: exit %d\n%s%s", set, r.code, r.stdout, r.stderr)
		}
	}
	if r := n.ozdesk(alice, "", "audit", "verify"); r.code != 0 {
		t.Fatalf("audit verify before the forgery: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}

	cli := certClient(t, cluster)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	const key = "fleet/k/settings/settings"
	resp, err := cli.Get(ctx, key)
	if err != nil || len(resp.Kvs) != 1 {
		t.Fatalf("the forger reads %s: %v", key, err)
	}
	var set map[string]any
	if err := json.Unmarshal(resp.Kvs[0].Value, &set); err != nil {
		t.Fatalf("%s: %v\n%s", key, err, resp.Kvs[0].Value)
	}
	set["four_eyes"], set["fallback"] = false, "allow"
	forged, _ := json.Marshal(set)
	if _, err := cli.Put(ctx, key, string(forged)); err != nil {
		t.Fatalf("the forger writes %s: %v", key, err)
	}

	const probe = "telnet evil.example 23"
	if r := n.ozdesk(agent, "", "ask", "--wait", "1s", "--", probe); r.code == 0 {
		t.Errorf("%s allowed by a fallback no audit entry wrote: exit 0\n%s%s", probe, r.stdout, r.stderr)
	}
	if log := n.serveLog.String(); !strings.Contains(log, "forged settings ignored") {
		t.Errorf("the broker's log does not say the settings were ignored:\n%s", log)
	}
	if r := n.ozdesk(alice, "", "policy", "set", "four-eyes", "off"); !strings.Contains(r.stdout, "proposed") {
		t.Errorf("four eyes off, with four eyes forged off already: exit %d, want it only proposed\n%s%s", r.code, r.stdout, r.stderr)
	}
	r := n.ozdesk(alice, "", "audit", "verify")
	if r.code != exitAuditBroke || !strings.Contains(r.stderr+r.stdout, "settings is not as the audit trail wrote it") {
		t.Errorf("audit verify after the settings were forged: exit %d, want %d naming the settings\n%s%s", r.code, exitAuditBroke, r.stdout, r.stderr)
	}
}

// certClient is a client of cluster holding the fleet's client
// certificate: a write through it is one no check of the cluster sees.
func certClient(t *testing.T, cluster *etcdtest.Cluster) *clientv3.Client {
	t.Helper()
	info := transport.TLSInfo{CertFile: cluster.TLS.ClientCert, KeyFile: cluster.TLS.ClientKey, TrustedCAFile: cluster.TLS.CA}
	cfg, err := info.ClientConfig()
	if err != nil {
		t.Fatal(err)
	}
	cfg.MinVersion = tls.VersionTLS12
	cli, err := clientv3.New(clientv3.Config{Endpoints: cluster.Endpoints(), DialTimeout: 5 * time.Second, TLS: cfg})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cli.Close() })
	return cli
}
