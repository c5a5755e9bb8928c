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

// TestRuleNodeScopeGlob: the rule writers refuse a node scope a policy
// file refuses (? [ ] { } \ are not globs here), with the file's words
// and never the "names no node"/--new-node hint, on a fleet (also with
// NewNode, and when the glob would match a node by another syntax: n?
// for n0) and on a file store; so what 'policy export' writes, 'policy
// apply' takes. A file's node: "" is refused (a rule on every node).
// Before (rt15f #2), n? was refused as naming no node, pointing at
// --new-node, and {n0,n1} with NewNode wrote a rule that decided
// nowhere; node: "" in a file wrote a rule for every node.
func TestRuleNodeScopeGlob(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 1)
	cfg, err := store.ParseEtcdAddress(c.Address("glob"))
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.OpenEtcd(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	fleet := New(st, WithNode("n0"), WithHome("/home/op"))
	if _, err := fleet.InitOrigin("test"); err != nil {
		t.Fatal(err)
	}
	if err := fleet.KeepNode(); err != nil {
		t.Fatal(err)
	}
	file := newService(t, WithNode("solo"))
	for _, svc := range []struct {
		name string
		s    *Service
	}{{"fleet", fleet}, {"file", file}} {
		for _, glob := range []string{"n?", "[", "{n0,n1}", `n\0`, " n0"} {
			for _, newNode := range []bool{false, true} {
				before, _ := svc.s.Rules()
				_, err := svc.s.AddRule(RuleSpec{Outcome: patterns.Refuse, Pattern: "curl *", Reason: "t",
					Scope: patterns.Scope{Node: glob}, Author: "alice", NewNode: newNode})
				after, _ := svc.s.Rules()
				switch {
				case !errors.Is(err, ErrBadNodeScope):
					t.Errorf("%s: node %q (new %v): %v, want refused as a bad node scope", svc.name, glob, newNode, err)
				case !strings.Contains(err.Error(), "not globs here") || strings.Contains(err.Error(), "--new-node") || errors.Is(err, ErrUnknownNode):
					t.Errorf("%s: node %q: %v, want the policy file's words and no --new-node hint", svc.name, glob, err)
				case len(after) != len(before):
					t.Errorf("%s: node %q refused, but a rule was written", svc.name, glob)
				}
			}
		}
	}
	// What the writers take, the file takes back.
	if _, err := fleet.AddRule(RuleSpec{Outcome: patterns.Refuse, Pattern: "curl *", Reason: "t",
		Scope: patterns.Scope{Node: "n*"}, Author: "alice"}); err != nil {
		t.Fatal(err)
	}
	if _, err := policyfile.Parse([]byte("version: 1\nrules:\n  - outcome: refuse\n    pattern: curl *\n    reason: t\n    scope:\n      node: n*\n")); err != nil {
		t.Errorf("a file with node n*: %v", err)
	}
	_, err = policyfile.Parse([]byte("version: 1\nrules:\n  - outcome: allow\n    pattern: make deploy\n    reason: t\n    ends: 2099-01-01\n    scope:\n      node: \"\"\n"))
	if err == nil || !strings.Contains(err.Error(), "scope.node") || !strings.Contains(err.Error(), "empty") {
		t.Errorf("a file with node \"\": %v, want it refused as empty", err)
	}
}
