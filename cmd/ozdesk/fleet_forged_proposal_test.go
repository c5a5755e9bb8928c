package main

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestFleetForgedProposalRefused (rt20g #5): with four eyes on, an admin
// proposes the fallback allow; a writer to the cluster changes the
// proposal's author to another admin, or writes a proposal no entry
// proposed, and the same admin approved it alone, while 'audit verify'
// said the trail holds. Now the approval is refused (nothing changes),
// the broker logs it and the trail says proposal.forged, and 'audit
// verify' names the proposal (exit 7).
func TestFleetForgedProposalRefused(t *testing.T) {
	t.Parallel() // its own cluster, accounts, node and ports
	needRoot(t)
	cluster := etcdtest.StartTLS(t, 1)
	brokerAcct := makeAccount(t, "ozfpbroker")
	alice := makeAccount(t, "ozfpalice")
	bob := makeAccount(t, "ozfpbob")
	agent := makeAccount(t, "ozfpagent")
	ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n  - {user: %s, role: admin}\n", alice.name, bob.name)
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
	r := n.ozdesk(alice, "", "policy", "set", "fallback", "allow")
	m := regexp.MustCompile(`proposed (p\d+)`).FindStringSubmatch(r.stdout + r.stderr)
	if r.code != 0 || m == nil {
		t.Fatalf("policy set fallback allow with four eyes on: exit %d, want it proposed\n%s%s", r.code, r.stdout, r.stderr)
	}
	id := m[1]

	cli := certClient(t, cluster)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	key := "fleet/k/proposals/" + id
	resp, err := cli.Get(ctx, key)
	if err != nil || len(resp.Kvs) != 1 {
		t.Fatalf("the forger reads %s: %v", key, err)
	}
	var p map[string]any
	if err := json.Unmarshal(resp.Kvs[0].Value, &p); err != nil {
		t.Fatal(err)
	}
	// A: the author changed to the other admin; B: a proposal no entry
	// proposed, written whole, as the other admin's.
	p["by"], p["by_account"] = bob.name, map[string]any{"uid": bob.uid}
	forged, _ := json.Marshal(p)
	p["id"] = "p9"
	invented, _ := json.Marshal(p)
	for k, v := range map[string][]byte{key: forged, "fleet/k/proposals/p9": invented} {
		if _, err := cli.Put(ctx, k, string(v)); err != nil {
			t.Fatalf("the forger writes %s: %v", k, err)
		}
	}
	// 'policy list' marks both on their rows before anyone approves them
	// (fx20g3: only the approval and verify caught them).
	if r := n.ozdesk(alice, "", "policy", "list"); r.code != 0 ||
		!regexp.MustCompile(`(?m)^  `+id+` +FORGED: not as its audit entry wrote it: `).MatchString(r.stdout) ||
		!regexp.MustCompile(`(?m)^  p9 +FORGED: no audit entry holds it: `).MatchString(r.stdout) {
		t.Errorf("policy list with forged proposals: exit %d, want %s and p9 marked FORGED\n%s%s", r.code, id, r.stdout, r.stderr)
	}
	for _, c := range []struct{ id, says string }{
		{id, "its author"},
		{"p9", "no audit entry proposed it"},
	} {
		r := n.ozdesk(alice, "", "policy", "approve", c.id)
		if r.code == 0 || !strings.Contains(r.stderr, c.says) {
			t.Errorf("alice approves %s, which she proposed and the forger gave to bob: exit %d, want refused saying %q\n%s%s",
				c.id, r.code, c.says, r.stdout, r.stderr)
		}
	}
	if r := n.ozdesk(agent, "", "ask", "--wait", "1s", "--", "frobnicate", "--after-forgery"); r.code == 0 {
		t.Errorf("the fallback allows after the refused approvals: exit 0\n%s%s", r.stdout, r.stderr)
	}
	r = n.ozdesk(alice, "", "audit", "verify")
	if r.code != exitAuditBroke || !strings.Contains(r.stdout+r.stderr, "proposal "+id) || !strings.Contains(r.stdout+r.stderr, "proposal p9") {
		t.Errorf("audit verify with forged proposals: exit %d, want %d naming %s and p9\n%s%s", r.code, exitAuditBroke, id, r.stdout, r.stderr)
	}
	if log := n.serveLog.String(); !strings.Contains(log, "proposal.forged") {
		t.Errorf("the broker did not log the refused approval:\n%s", log)
	}
	r = n.ozdesk(alice, "", "audit", "--json")
	if !strings.Contains(r.stdout, `"proposal.forged"`) {
		t.Errorf("the trail has no proposal.forged entry: exit %d\n%.4000s%s", r.code, r.stdout, r.stderr)
	}
}
