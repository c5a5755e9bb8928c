package main

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestFleetNodeNameTaken runs real brokers on one cluster: a second
// 'ozdesk serve' under the name of a live one (a cloned VM) is refused
// once the TTL it waits for a dead broker's lease has passed, exit 6,
// saying so and naming --node, and sweeps nothing: the live broker's
// waiting ask stays pending and its agent is released when approved from
// another node. Started again once the first one stopped, the same
// broker serves. On the way, the agent's CLI on another node (the same
// account) neither lists nor shows the first node's ask, and the CLI
// refuses a rule for a node the fleet does not have, in a policy
// file's dry run as in its apply.
func TestFleetNodeNameTaken(t *testing.T) {
	t.Parallel() // its own cluster, accounts, nodes and ports: its waits overlap the other tests'
	needRoot(t)
	cluster := etcdtest.StartTLS(t, 1)
	brokerAcct := makeAccount(t, "oztnbroker")
	alice := makeAccount(t, "oztnalice")
	agent := makeAccount(t, "oztnagent")
	ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n", alice.name)
	bin := buildTool(t, ".", "ozdesk")
	first := newFleetNode(t, bin, brokerAcct, ops, cluster, "n0")
	other := newFleetNode(t, bin, brokerAcct, ops, cluster, "n1")
	clone := newFleetNode(t, bin, brokerAcct, ops, cluster, "n0")
	if r := brokerAcct.run(first.bin, "", "--config", first.config, "serve", "--init"); r.code != 0 {
		t.Fatalf("serve --init: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	first.start(t, "--node-ttl", "2s")
	other.start(t, "--node-ttl", "2s")
	waiting := first.startAsk(t, agent, "rm -rf ~/held-by-n0")

	// The same account on n1 does not see n0's ask.
	for _, a := range queued(t, other, agent) {
		if a.Command == "rm -rf ~/held-by-n0" {
			t.Errorf("the agent's CLI on n1 lists n0's ask %s", a.ID)
		}
	}
	if r := other.ozdesk(agent, "", "queue", "show", waiting.id); r.code == 0 || strings.Contains(r.stdout, "held-by-n0") {
		t.Errorf("the agent's CLI on n1 shows n0's ask: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if r := first.ozdesk(agent, "", "queue", "show", waiting.id); r.code != 0 || !strings.Contains(r.stdout, "held-by-n0") {
		t.Errorf("the agent's CLI on n0 does not show its ask: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}

	start := time.Now()
	r := brokerAcct.run(clone.bin, "", "--config", clone.config, "serve", "--node-ttl", "2s")
	if r.code != exitConflict || !strings.Contains(r.stderr, "node n0") || !strings.Contains(r.stderr, "--node NAME") {
		t.Fatalf("a second broker as n0: exit %d, want %d naming the node and --node\n%s%s", r.code, exitConflict, r.stdout, r.stderr)
	}
	t.Logf("the clone was refused after %s (it waits the TTL, 2s, and a second)", time.Since(start).Round(time.Millisecond))

	// The live broker's ask was not swept: approved from n1, its agent on
	// n0 is released.
	if a := queued(t, other, alice); !hasCommand(a, "rm -rf ~/held-by-n0", "n0") {
		t.Fatalf("n0's ask after the clone was refused: %v, want it pending on n0", a)
	}
	if r := other.ozdesk(alice, "", "queue", "approve", waiting.id); r.code != 0 {
		t.Fatalf("approve n0's ask on n1: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if code := waiting.wait(t); code != 0 {
		t.Errorf("n0's agent after its approval: exit %d\n%s", code, waiting.out)
	}

	// A rule for a node the fleet does not have is refused, exit 2 (a
	// typo would decide nowhere); --new-node takes it.
	r = other.ozdesk(alice, "", "policy", "refuse", "curl *", "--reason", "no downloads", "--node", "n9")
	if r.code != exitUsage || !strings.Contains(r.stderr, "--new-node") || !strings.Contains(r.stderr, "n0, n1") {
		t.Errorf("a rule on node n9: exit %d, want %d naming the nodes and --new-node\n%s%s", r.code, exitUsage, r.stdout, r.stderr)
	}
	if r = other.ozdesk(alice, "", "policy", "refuse", "curl *", "--reason", "no downloads", "--node", "n9", "--new-node"); r.code != 0 {
		t.Errorf("a rule on node n9 with --new-node: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	// A policy file's dry run shows the refusal its apply gives, exit 2
	// naming the rule's line (fleet12c: the plan showed the changes,
	// exit 0, and only the apply refused); with --new-node it plans.
	file := "version: 1\nrules:\n  - outcome: refuse\n    pattern: scp *\n    reason: no copies\n    scope:\n      node: n8\n"
	r = other.ozdesk(alice, file, "policy", "apply", "--dry-run", "-")
	if r.code != exitUsage || !strings.Contains(r.stderr, "line 3") || !strings.Contains(r.stderr, "n0, n1") || !strings.Contains(r.stderr, "--new-node") || strings.Contains(r.stdout, "dry run") {
		t.Errorf("a dry run of a file with a rule on node n8: exit %d, want %d naming line 3, the nodes and --new-node\n%s%s", r.code, exitUsage, r.stdout, r.stderr)
	}
	if r = other.ozdesk(alice, file, "policy", "apply", "--dry-run", "--new-node", "-"); r.code != 0 || !strings.Contains(r.stdout, "dry run: nothing was applied") {
		t.Errorf("a dry run with --new-node of a file with a rule on node n8: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}

	// Once the first broker stops, the name is free.
	first.stop()
	clone.start(t, "--node-ttl", "2s")
}

// hasCommand reports whether asks hold command, pending on node.
func hasCommand(asks []fleetAsk, command, node string) bool {
	for _, a := range asks {
		if a.Command == command && a.Node == node {
			return true
		}
	}
	return false
}
