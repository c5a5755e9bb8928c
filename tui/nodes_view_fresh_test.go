package tui

import (
	"sync/atomic"
	"testing"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/internal/teststore"
)

// TestNodesViewFreshDeskListsGone: a desk opened after a node's broker
// stopped cleanly, on a quiet fleet (the node wrote no audit entry),
// lists that node as gone (rt16f #6: it was not listed at all, so "N
// gone" under-counted the stopped brokers).
func TestNodesViewFreshDeskListsGone(t *testing.T) {
	cluster := etcdtest.Start(t, 1)
	ck := teststore.NewClock(testStart)
	home := t.TempDir()
	n1 := startFleetNode(t, cluster, ck, home, "n1")
	vm := startFleetNode(t, cluster, ck, home, "vm")
	vm.stop()

	d := &testDesk{t: t, dir: t.TempDir(), clock: ck, w: 100, h: 30, onLoop: &atomic.Bool{}, env: deskEnv}
	d.api = &guardAPI{real: n1.cl, t: t, onLoop: d.onLoop, path: testStorePath}
	m, err := NewModel(Config{Service: d.api, Operator: "alice", Node: "n1", Now: ck.Now, Width: d.w, Height: d.h, Env: d.env})
	if err != nil {
		t.Fatal(err)
	}
	d.m = m
	d.run(m.Init())
	d.keys("4")
	d.mustShow("2: 1 alive, 1 gone", "vm")
}
