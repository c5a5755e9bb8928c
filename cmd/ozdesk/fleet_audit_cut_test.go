package main

import (
	"regexp"
	"strings"
	"testing"
)

// TestFleetAuditCut: on a fleet of three brokers on one etcd cluster, an
// admin on n0 exports the one chain and cannot cut it while an ask on n1
// still waits (exit 6), the agent cannot cut on any node (exit 8), and
// once the ask is decided the cut goes through: the trail then verifies
// from the cut on another node, and asks flow on.
func TestFleetAuditCut(t *testing.T) {
	t.Parallel() // its own cluster, accounts, nodes and ports: its waits overlap the other tests'
	f := startLeasedFleet(t, "ozac")
	alice, agent, nodes := f.alice, f.agent, f.nodes
	for _, n := range nodes {
		if r := n.ozdesk(agent, "", "ask", "--agent", "bot", "--", "ls"); r.code != 0 {
			t.Fatalf("ask ls: exit %d\n%s", r.code, r.stderr)
		}
	}
	w := nodes[1].startAsk(t, agent, "rm -rf ~/on-n1")
	head := regexp.MustCompile(`--through (\d+) --exported ([0-9a-f]{64})`)
	export := func() []string {
		t.Helper()
		r := nodes[0].ozdesk(alice, "", "audit", "export")
		m := head.FindStringSubmatch(r.stderr)
		if r.code != 0 || m == nil {
			t.Fatalf("audit export on n0: exit %d\n%s", r.code, r.stderr)
		}
		return []string{"audit", "cut", "--through", m[1], "--exported", m[2]}
	}
	cut := export()
	if r := nodes[0].ozdesk(alice, "", cut...); r.code != exitConflict || !strings.Contains(r.stderr, "still waits") {
		t.Errorf("cut over a waiting ask: exit %d, want %d\n%s", r.code, exitConflict, r.stderr)
	}
	for i, n := range nodes {
		if r := n.ozdesk(agent, "", cut...); r.code != exitDenied {
			t.Errorf("cut as the agent on n%d: exit %d, want %d\n%s", i, r.code, exitDenied, r.stderr)
		}
	}
	if r := nodes[0].ozdesk(alice, "", "queue", "deny", w.id); r.code != 0 {
		t.Fatalf("deny: exit %d\n%s", r.code, r.stderr)
	}
	w.wait(t)
	cut = export()
	if r := nodes[0].ozdesk(alice, "", cut...); r.code != 0 {
		t.Fatalf("cut on n0: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if r := nodes[2].ozdesk(alice, "", "audit", "verify"); r.code != 0 || !strings.Contains(r.stdout, "cut through entry "+cut[3]+":") {
		t.Errorf("verify on n2 after the cut: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if r := nodes[1].ozdesk(agent, "", "ask", "--agent", "bot", "--", "ls"); r.code != 0 {
		t.Errorf("ask on n1 after the cut: exit %d\n%s", r.code, r.stderr)
	}
}
