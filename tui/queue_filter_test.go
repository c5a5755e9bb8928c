package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/queue"
)

func TestParseQueueFilter(t *testing.T) {
	cases := []struct {
		in   string
		want queueFilter
	}{
		{"", queueFilter{}},
		{"Push", queueFilter{text: "push"}},
		{"git  push ", queueFilter{text: "git  push "}},
		{"node:N1", queueFilter{node: "n1"}},
		{"NODE:n1 git push", queueFilter{node: "n1", text: "git push"}},
		{"push node:n1", queueFilter{node: "n1", text: "push"}},
		{"node:", queueFilter{}},
		{"node:n1 node:n2", queueFilter{node: "n2"}},
		{"nodes", queueFilter{text: "nodes"}},
	}
	for _, c := range cases {
		if got := parseQueueFilter(c.in); got != c.want {
			t.Errorf("parseQueueFilter(%q) = %+v, want %+v", c.in, got, c.want)
		}
	}
}

// fleetDesk is a desk over a store holding asks from three nodes: its
// own (node-1) and two others.
func fleetDesk(t *testing.T, w, h int) *testDesk {
	t.Helper()
	d := openDesk(t, w, h)
	n2 := queue.New(d.st, queue.WithNode("node-2"), queue.WithClock(d.clock.Now), queue.WithHome(d.home()))
	n3 := queue.New(d.st, queue.WithNode("node-3"), queue.WithClock(d.clock.Now), queue.WithHome(d.home()))
	d.askFixed("gemini", "docs", "kubectl delete namespace staging")
	askOn(t, n2, "claude", "git push --force origin main")
	askOn(t, n3, "codex", "npm publish --tag beta")
	askOn(t, n2, "codex", "helm uninstall api -n prod")
	d.reload()
	d.settle()
	return d
}

// TestNodeFilter: the queue of a fleet shows the node column (when the
// row has room for it: it is the first to give way); typing
// /node:node-2 keeps node 2's asks (the footer, while typing, says how
// to name a node), a word beside it narrows them further, and esc brings
// every node back.
func TestNodeFilter(t *testing.T) {
	const w = 200
	d := fleetDesk(t, w, 40)
	scr := d.mustShow("Queue · 4 waiting")
	for _, n := range []string{"node-1", "node-2", "node-3"} {
		if !strings.Contains(strings.Join(queueRows(scr, w), "\n"), n) {
			t.Fatalf("no node column with %s:\n%s", n, scr)
		}
	}
	d.keys("/")
	d.mustShow("node:NAME one node's asks")
	d.keys("node:node-2")
	scr = d.mustShow("2 match /node:node-2")
	rows := queueRows(scr, w)
	if len(rows) != 2 {
		t.Fatalf("/node:node-2: %d rows, want 2:\n%s", len(rows), scr)
	}
	for _, r := range rows {
		if !strings.Contains(r, "node-2") {
			t.Errorf("/node:node-2 let through %q", r)
		}
	}
	d.keys(" helm", "enter")
	scr = d.mustShow("1 match /node:node-2 helm")
	if rows := queueRows(scr, w); len(rows) != 1 || !strings.Contains(rows[0], "helm uninstall") {
		t.Fatalf("/node:node-2 helm: rows %q", rows)
	}
	d.keys("esc")
	scr = d.mustShow("Queue · 4 waiting")
	if rows := queueRows(scr, w); len(rows) != 4 {
		t.Fatalf("esc: %d rows, want 4:\n%s", len(rows), scr)
	}
	d.keys("/", "node:node-9", "enter")
	d.mustShow("0 match /node:node-9")
	d.keys("esc", "?")
	d.mustShow("node:NAME", "one node's asks")
}

// TestNodeFilterScreen: a fleet's queue filtered to one node, at both
// sizes.
func TestNodeFilterScreen(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := fleetDesk(t, sz.w, sz.h)
			d.keys("/", "node:node-2", "enter")
			d.mustShow("2 match /node:node-2")
			d.requireScreen(t)
		})
	}
}
