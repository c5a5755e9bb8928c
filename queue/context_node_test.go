//go:build !ozdesk_adapters

package queue

import (
	"errors"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestContextNode: the context 'policy explain' judges a command in is
// on the service's own node when none is named (the broker's configured
// node name, not the host's), so a rule scoped to that node decides
// there as the broker does; in a fleet a node no broker ever ran is
// refused (ErrUnknownNode), naming the fleet's nodes. Before (rt15f
// #4), explain took the host name, and said allow where node n2's broker
// refused, and took any --node silently.
func TestContextNode(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 1)
	cfg, err := store.ParseEtcdAddress(c.Address("ctx"))
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.OpenEtcd(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	n2 := New(st, WithNode("n2"), WithHome("/home/op"))
	if _, err := n2.InitOrigin("test"); err != nil {
		t.Fatal(err)
	}
	if err := n2.KeepNode(); err != nil {
		t.Fatal(err)
	}
	if _, err := n2.AddRule(RuleSpec{Outcome: patterns.Refuse, Pattern: "curl *", Reason: "t", Scope: patterns.Scope{Node: "n2"}, Author: "alice"}); err != nil {
		t.Fatal(err)
	}
	pol, err := n2.Policy()
	if err != nil {
		t.Fatal(err)
	}
	rec := ContextRecord{Cwd: "/work", Home: "/home/op"}
	for _, tc := range []struct {
		node, want string
		unknown    bool
	}{{"", "refuse", false}, {"n2", "refuse", false}, {"bogus", "", true}} {
		ctx, err := n2.Context(rec, "a", tc.node)
		if tc.unknown {
			if !errors.Is(err, ErrUnknownNode) || !strings.Contains(err.Error(), "n2") {
				t.Errorf("node %q: %v, want refused as unknown, naming n2", tc.node, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("node %q: %v", tc.node, err)
		}
		if got := pol.Explain("curl -s http://x.invalid", ctx, n2.now()).Outcome.String(); got != tc.want || ctx.Node != "n2" {
			t.Errorf("node %q: explained on node %q: %s, want %s on n2", tc.node, ctx.Node, got, tc.want)
		}
	}
	// A file store: its own node by default, any node named.
	file := newService(t, WithNode("solo"))
	if ctx, err := file.Context(rec, "a", ""); err != nil || ctx.Node != "solo" {
		t.Errorf("a file store's context: %v, %v; want node solo", ctx, err)
	}
	if _, err := file.Context(rec, "a", "other"); err != nil {
		t.Errorf("a file store's context on another node: %v", err)
	}
}
