//go:build !ozdesk_adapters

package store

import (
	"errors"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestWaitNodeFree: a broker starting under a node name whose lease a
// live broker keeps is refused (naming the node and --node); one whose
// name is free, or held by its own lease, or by a lease that went, is
// not.
func TestWaitNodeFree(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 1)
	open := func() *Store {
		t.Helper()
		cfg, err := ParseEtcdAddress(c.Address("held"))
		if err != nil {
			t.Fatal(err)
		}
		cfg.NodeTTL = time.Second
		st, err := OpenEtcd(cfg, WithLockTimeout(5*time.Second))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = st.Close() })
		return st
	}
	live, twin := open(), open()
	if err := live.WaitNodeFree("n1", 0); err != nil {
		t.Fatalf("n1 free, before any broker holds it: %v", err)
	}
	if err := live.KeepNode("n1"); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		st   *Store
		node string
		held bool
	}{
		{"own lease", live, "n1", false},
		{"another name", twin, "n2", false},
		{"twin of a live node", twin, "n1", true},
	}
	for _, tc := range cases {
		err := tc.st.WaitNodeFree(tc.node, 1500*time.Millisecond)
		if got := errors.Is(err, ErrNodeHeld); got != tc.held {
			t.Errorf("%s: held %v, want %v (%v)", tc.name, got, tc.held, err)
		}
		if tc.held && (err == nil || !strings.Contains(err.Error(), "node n1") || !strings.Contains(err.Error(), "--node NAME")) {
			t.Errorf("%s: the error names neither the node nor --node: %v", tc.name, err)
		}
	}
	// The live broker stops: its lease goes, and the name is free.
	_ = live.Close()
	if err := twin.WaitNodeFree("n1", 3*time.Second); err != nil {
		t.Fatalf("n1 once its broker stopped: %v", err)
	}
}
