package main

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestFleetRT15F runs a real broker of node n2 (its host name is
// another) on an embedded cluster and checks what rt15f found, through
// the CLI as operators and agents run it:
//   - serve refuses --write-budget -1, exit 2, and says the budget at
//     start (#9);
//   - the rule writers refuse --node "" and a node glob a policy file
//     refuses, exit 2, with the file's words and no --new-node hint, and
//     what they take 'policy export' writes and 'policy apply' takes
//     back (#2);
//   - 'policy explain' judges on the broker's node, n2, and refuses a
//     node the fleet does not have, exit 2 (#4);
//   - an agent over its write budget is refused, exit 1, and each of
//     its refusals (the first 8 of a minute) is in 'ozdesk audit' for
//     the operator to see, with the command (#5; rt16f #9).
//
// Before, -1 turned the budget off silently, --node "" wrote a
// fleet-wide rule, n? was refused as naming no node (pointing at
// --new-node), explain said allow for n2's refused command (the host's
// name), and a budget refusal left no trace.
func TestFleetRT15F(t *testing.T) {
	needRoot(t)
	cluster := etcdtest.StartTLS(t, 1)
	brokerAcct := makeAccount(t, "oztfbroker")
	alice := makeAccount(t, "oztfalice")
	agent := makeAccount(t, "oztfagent")
	ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n", alice.name)
	bin := buildTool(t, ".", "ozdesk")
	n2 := newFleetNode(t, bin, brokerAcct, ops, cluster, "n2")
	if r := brokerAcct.run(n2.bin, "", "--config", n2.config, "serve", "--init"); r.code != 0 {
		t.Fatalf("serve --init: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	r := brokerAcct.run(n2.bin, "", "--config", n2.config, "serve", "--write-budget", "-1")
	if r.code != exitUsage || !strings.Contains(r.stderr, "--write-budget -1 is negative") {
		t.Errorf("serve --write-budget -1: exit %d, want %d saying it is negative\n%s%s", r.code, exitUsage, r.stdout, r.stderr)
	}
	n2.start(t, "--node-ttl", "2s", "--write-budget", "20000")
	// The log line comes just after the socket listens.
	for deadline := time.Now().Add(10 * time.Second); !strings.Contains(n2.serveLog.String(), "write budget 20000 bytes a minute per account"); {
		if time.Now().After(deadline) {
			t.Errorf("the broker does not say its write budget at start:\n%s", n2.serveLog)
			break
		}
		time.Sleep(50 * time.Millisecond)
	}

	// Node scopes, as the policy file has them.
	for _, tc := range []struct {
		node, says string
	}{{"", "--node is empty"}, {"n?", "not globs here"}, {"{n1,n2}", "not globs here"}, {"[", "not globs here"}} {
		for _, extra := range [][]string{nil, {"--new-node"}} {
			args := append([]string{"policy", "refuse", "wget *", "--reason", "t", "--node", tc.node}, extra...)
			r := n2.ozdesk(alice, "", args...)
			if r.code != exitUsage || !strings.Contains(r.stderr, tc.says) || strings.Contains(r.stderr, "give --new-node") {
				t.Errorf("policy refuse --node %q %v: exit %d, want %d saying %q, no --new-node hint\n%s%s", tc.node, extra, r.code, exitUsage, tc.says, r.stdout, r.stderr)
			}
		}
	}
	if r := n2.ozdesk(alice, "", "policy", "refuse", "curl *", "--reason", "not on n2", "--node", "n2"); r.code != 0 {
		t.Fatalf("policy refuse --node n2: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	exported := n2.ozdesk(alice, "", "policy", "export")
	if exported.code != 0 {
		t.Fatalf("policy export: exit %d\n%s", exported.code, exported.stderr)
	}
	if r := n2.ozdesk(alice, exported.stdout, "policy", "apply", "--dry-run", "-"); r.code != 0 {
		t.Errorf("the exported policy, applied back (dry run): exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}

	// explain judges on the broker's node.
	if r := n2.ozdesk(alice, "", "policy", "explain", "--command", "curl -s http://x.invalid"); r.code != 0 || !strings.Contains(r.stdout, "refuse") {
		t.Errorf("policy explain on n2: exit %d, want the refusal of n2's rule\n%s%s", r.code, r.stdout, r.stderr)
	}
	if r := n2.ozdesk(alice, "", "policy", "explain", "--node", "bogus", "--command", "curl -s http://x.invalid"); r.code != exitUsage || !strings.Contains(r.stderr, "n2") {
		t.Errorf("policy explain --node bogus: exit %d, want %d naming the fleet's nodes\n%s%s", r.code, exitUsage, r.stdout, r.stderr)
	}

	// The write budget: refused, exit 1; an audit entry for each
	// refusal (the first few of a minute), naming the command.
	refused := 0
	for i := range 60 {
		r := n2.ozdesk(agent, "", "ask", "--agent", "a", "--wait", "5s", "--", fmt.Sprintf("ls -la /tmp/x%d", i)+strings.Repeat(" y", 300))
		if r.code == 0 {
			continue
		}
		if r.code != exitRefused || !strings.Contains(r.stdout+r.stderr, "write budget") {
			t.Fatalf("ask %d: exit %d, want 0 or %d for the write budget\n%s%s", i, r.code, exitRefused, r.stdout, r.stderr)
		}
		if refused++; refused == 3 {
			break
		}
	}
	if refused == 0 {
		t.Fatal("60 asks of 600 bytes: none refused by a 20,000-byte budget")
	}
	r = n2.ozdesk(alice, "", "audit", "--kind", "budget")
	if r.code != 0 || strings.Count(r.stdout, "over its write budget") != refused || !strings.Contains(r.stdout, fmt.Sprintf("uid:%d", agent.uid)) ||
		!strings.Contains(r.stdout, "ls -la /tmp/x") {
		t.Errorf("ozdesk audit --kind budget: exit %d, want %d entries naming uid:%d and the commands\n%s%s", r.code, refused, agent.uid, r.stdout, r.stderr)
	}
}
