//go:build !ozdesk_adapters

package queue

import (
	"errors"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue/policyfile"
	"ozdesk.dev/ozdesk/store"
)

// TestRuleNodeScopeKnown: in a fleet (one embedded etcd, brokers of n0
// and n1 keeping their leases), a rule scoped to nodes of which the
// fleet has none is refused, naming the fleet's nodes and --new-node,
// and nothing is written; a scope that matches a node (by name or glob)
// is taken, also once that node's broker has stopped (it ran), and
// NewNode takes a node not started yet. A file store checks nothing
// (one node; its policy may be written for others). Before, a typo
// ("n9", "bulid-*") wrote a rule that decided nowhere, silently.
func TestRuleNodeScopeKnown(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 1)
	cfg, err := store.ParseEtcdAddress(c.Address("scope"))
	if err != nil {
		t.Fatal(err)
	}
	open := func() *store.Store {
		st, err := store.OpenEtcd(cfg)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = st.Close() })
		return st
	}
	st0, st1 := open(), open()
	n0 := New(st0, WithNode("n0"), WithHome("/home/op"))
	n1 := New(st1, WithNode("n1"), WithHome("/home/op"))
	if _, err := n0.InitOrigin("test"); err != nil {
		t.Fatal(err)
	}
	for _, n := range []*Service{n0, n1} {
		if err := n.KeepNode(); err != nil {
			t.Fatal(err)
		}
	}
	rule := func(node string, newNode bool) RuleSpec {
		return RuleSpec{Outcome: patterns.Refuse, Pattern: "curl *", Reason: "no downloads",
			Scope: patterns.Scope{Node: node}, Author: "alice", NewNode: newNode}
	}
	cases := []struct {
		node    string
		newNode bool
		refused bool
	}{
		{node: "n1"},
		{node: "n*"},
		{node: "n9", refused: true},
		{node: "bulid-*", refused: true},
		{node: "N0", refused: true},
		{node: "n9", newNode: true},
	}
	check := func(when string) {
		t.Helper()
		for _, tc := range cases {
			before, err := n0.Rules()
			if err != nil {
				t.Fatal(err)
			}
			_, err = n0.AddRule(rule(tc.node, tc.newNode))
			after, _ := n0.Rules()
			switch {
			case tc.refused && !errors.Is(err, ErrUnknownNode):
				t.Errorf("%s: node %q: %v, want it refused as unknown", when, tc.node, err)
			case tc.refused && (!strings.Contains(err.Error(), "n0, n1") || !strings.Contains(err.Error(), "--new-node")):
				t.Errorf("%s: node %q: the error names not the nodes and --new-node: %v", when, tc.node, err)
			case tc.refused && len(after) != len(before):
				t.Errorf("%s: node %q refused, but a rule was written", when, tc.node)
			case !tc.refused && err != nil:
				t.Errorf("%s: node %q (new %v): %v", when, tc.node, tc.newNode, err)
			}
		}
	}
	check("both alive")
	// n1's broker stops: its lease goes, and n1 is still a node of the fleet.
	_ = st1.Close()
	if live, _, _ := st0.LiveNodes(); live["n1"] {
		t.Fatal("n1 still holds its lease")
	}
	check("n1 stopped")

	// A policy file's rules are checked the same way when applied.
	for _, tc := range []struct {
		node    string
		newNode bool
		refused bool
	}{{"n1", false, false}, {"n9", false, true}, {"n9", true, false}} {
		f, err := policyfile.Parse([]byte("version: 1\nrules:\n  - outcome: refuse\n    pattern: wget *\n    reason: no downloads\n    scope:\n      node: " + tc.node + "\n"))
		if err != nil {
			t.Fatal(err)
		}
		plan, err := n0.PlanPolicy(f)
		if err != nil {
			t.Fatal(err)
		}
		// The plan (a dry run) shows the refusal the apply gives
		// without --new-node, whatever the apply is given (fleet12c:
		// it showed none).
		unknown := strings.Join(plan.UnknownNodes, "; ")
		if want := tc.node == "n9"; want != (unknown != "") || want && (!strings.Contains(unknown, "line 3") || !strings.Contains(unknown, "--new-node")) {
			t.Errorf("plan a file with a rule on node %q: the refusals %q, want some %v, naming line 3 and --new-node", tc.node, unknown, want)
		}
		_, err = n0.ApplyPolicy(PolicyApply{File: f, Digest: plan.Digest, By: "alice", NewNode: tc.newNode})
		if tc.refused != errors.Is(err, ErrUnknownNode) || !tc.refused && err != nil {
			t.Errorf("apply a file with a rule on node %q (new %v): %v, want refused %v", tc.node, tc.newNode, err, tc.refused)
		}
		if tc.refused && !strings.Contains(err.Error(), "line 3") {
			t.Errorf("the refusal names not the rule's line: %v", err)
		}
	}

	// A file store: one node, nothing checked.
	file := newService(t, WithNode("solo"))
	if _, err := file.AddRule(rule("n9", false)); err != nil {
		t.Errorf("a file store's rule scoped to another node: %v", err)
	}
}
