package main

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestFourEyesAuditCutProcesses: brokers as processes of their own
// account, on a file and on etcd (two nodes), with two admins of two OS
// accounts. Under four eyes, alice's cut only proposes it (exit 0, the
// trail as it was), alice cannot approve it (exit 6), the agent can
// neither cut nor approve (exit 8); bob approves it (on the other node
// in the fleet), and the trail then verifies from the cut. A proposal
// the trail was cut past since is refused as stale (exit 6).
func TestFourEyesAuditCutProcesses(t *testing.T) {
	t.Parallel() // its own accounts, nodes and cluster: its waits overlap the other tests'
	needRoot(t)
	for _, c := range []struct {
		name  string
		nodes func(t *testing.T, bin, ops string, broker account) []*node
	}{
		{"file", func(t *testing.T, bin, ops string, broker account) []*node {
			n := newNode(t, bin, broker, ops)
			n.start(t)
			return []*node{n, n}
		}},
		{"etcd", func(t *testing.T, bin, ops string, broker account) []*node {
			cluster := etcdtest.StartTLS(t, 1)
			ns := []*node{newFleetNode(t, bin, broker, ops, cluster, "n0"), newFleetNode(t, bin, broker, ops, cluster, "n1")}
			if r := broker.run(ns[0].bin, "", "--config", ns[0].config, "serve", "--init"); r.code != 0 {
				t.Fatalf("serve --init: exit %d\n%s%s", r.code, r.stdout, r.stderr)
			}
			for _, n := range ns {
				n.start(t)
			}
			return ns
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel() // accounts of its own (oz4cf…, oz4ce…)
			p := "oz4c" + c.name[:1]
			broker, alice, bob, agent := makeAccount(t, p+"broker"), makeAccount(t, p+"alice"), makeAccount(t, p+"bob"), makeAccount(t, p+"agent")
			ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n  - {user: %s, role: admin}\n", alice.name, bob.name)
			nodes := c.nodes(t, buildTool(t, ".", "ozdesk"), ops, broker)
			testFourEyesAuditCutProcesses(t, nodes[0], nodes[1], alice, bob, agent)
		})
	}
}

func testFourEyesAuditCutProcesses(t *testing.T, n0, n1 *node, alice, bob, agent account) {
	must := func(r procResult, what string) procResult {
		t.Helper()
		if r.code != 0 {
			t.Fatalf("%s: exit %d\n%s%s", what, r.code, r.stdout, r.stderr)
		}
		return r
	}
	must(n0.ozdesk(alice, "", "policy", "set", "four-eyes", "on"), "four eyes on")
	// A policy file that turns four eyes off is refused whole through
	// the broker as in direct mode: exit 6, not 2 (rt18f #6).
	exported := must(n0.ozdesk(alice, "", "policy", "export"), "policy export").stdout
	if off := strings.Replace(exported, "four_eyes: true", "four_eyes: false", 1); off == exported {
		t.Errorf("the export does not say four_eyes: true:\n%s", exported)
	} else if r := n0.ozdesk(alice, off, "policy", "apply", "--yes", "-"); r.code != exitConflict || !strings.Contains(r.stderr, "four eyes is on") {
		t.Errorf("policy apply of a file that turns four eyes off: exit %d, want %d\n%s%s", r.code, exitConflict, r.stdout, r.stderr)
	}
	for range 3 {
		must(n0.ozdesk(agent, "", "ask", "--agent", "bot", "--", "ls"), "ask ls")
	}
	head := regexp.MustCompile(`--through (\d+) --exported ([0-9a-f]{64})`)
	export := func() []string {
		t.Helper()
		r := must(n0.ozdesk(alice, "", "audit", "export"), "audit export")
		m := head.FindStringSubmatch(r.stderr)
		if m == nil {
			t.Fatalf("audit export: no head\n%s", r.stderr)
		}
		return []string{"audit", "cut", "--through", m[1], "--exported", m[2]}
	}
	cut := export()
	if r := n0.ozdesk(agent, "", cut...); r.code != exitDenied {
		t.Errorf("cut as the agent: exit %d, want %d\n%s", r.code, exitDenied, r.stderr)
	}
	r := must(n0.ozdesk(alice, "", cut...), "alice cuts")
	id := regexp.MustCompile(`proposed (p\d+): cut the audit trail: entries 1 to ` + cut[3] + `, through the export's head ` + cut[3] + `:` + cut[5]).FindStringSubmatch(r.stdout)
	if id == nil {
		t.Fatalf("alice's cut under four eyes: want a proposal\n%s", r.stdout)
	}
	if r := n0.ozdesk(alice, "", cut...); r.code != exitConflict || !strings.Contains(r.stderr, "proposed already") {
		t.Errorf("the same cut proposed again: exit %d, want %d\n%s", r.code, exitConflict, r.stderr)
	}
	if r := must(n1.ozdesk(bob, "", "audit", "verify"), "verify"); strings.Contains(r.stdout, "cut through") {
		t.Fatalf("a proposal cut the trail:\n%s", r.stdout)
	}
	if r := must(n1.ozdesk(bob, "", "policy", "list"), "policy list"); !strings.Contains(r.stdout, id[1]) || !strings.Contains(r.stdout, "cut the audit trail") {
		t.Errorf("policy list does not show %s:\n%s", id[1], r.stdout)
	}
	if r := n0.ozdesk(alice, "", "policy", "approve", id[1]); r.code != exitConflict {
		t.Errorf("alice approves her own cut: exit %d, want %d\n%s%s", r.code, exitConflict, r.stdout, r.stderr)
	}
	if r := n0.ozdesk(agent, "", "policy", "approve", id[1]); r.code != exitDenied {
		t.Errorf("the agent approves the cut: exit %d, want %d\n%s", r.code, exitDenied, r.stderr)
	}
	// A second proposal, further on: stale once bob's approval of the first
	// moved the trail's base.
	must(n0.ozdesk(agent, "", "ask", "--agent", "bot", "--", "ls"), "ask ls")
	later := export()
	r = must(n0.ozdesk(alice, "", later...), "alice cuts further")
	id2 := regexp.MustCompile(`proposed (p\d+)`).FindStringSubmatch(r.stdout)
	if id2 == nil {
		t.Fatalf("the second cut: want a proposal\n%s", r.stdout)
	}
	if r := must(n1.ozdesk(bob, "", "policy", "approve", id[1]), "bob approves"); !strings.Contains(r.stdout, "cut the audit trail through entry "+cut[3]+" ") {
		t.Errorf("bob's approval:\n%s", r.stdout)
	}
	if r := must(n1.ozdesk(bob, "", "audit", "verify"), "verify after the cut"); !strings.Contains(r.stdout, "cut through entry "+cut[3]+":") {
		t.Errorf("verify after the cut:\n%s", r.stdout)
	}
	if r := n1.ozdesk(bob, "", "policy", "approve", id2[1]); r.code != exitConflict || !strings.Contains(r.stderr, "stale") {
		t.Errorf("approving %s after another cut: exit %d, want %d (stale)\n%s%s", id2[1], r.code, exitConflict, r.stdout, r.stderr)
	}
	r = must(n0.ozdesk(alice, "", "audit", "--json"), "audit")
	for _, want := range []string{`"kind":"audit.cut"`, `"proposal":"` + id[1] + `"`, `"proposed_by":"` + alice.name + `"`} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("the trail has no %s", want)
		}
	}
	must(n1.ozdesk(agent, "", "ask", "--agent", "bot", "--", "ls"), "ask after the cut")
}
