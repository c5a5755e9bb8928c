package tui

import (
	"strings"
	"testing"
)

// TestStoreStaysOnScreen (rt13k): at 80 columns, once asks wait, the
// header has no room for the store the desk decides on; the queue's title
// line names it then, so that it never leaves the screen. With room in
// the header (120 columns) it is named there alone.
func TestStoreStaysOnScreen(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d, _ := threeAsks(t, sz.w, sz.h)
			scr := d.mustShow("store " + testStorePath)
			if n := strings.Count(scr, "store "+testStorePath); n != 1 {
				t.Fatalf("the store is named %d times:\n%s", n, scr)
			}
		})
	}
}

// TestDemoSaysItIsADemo (rt13k): on the demo's scratch store the header
// says "demo" at every size, and the store is named a scratch store, so
// that nobody takes its asks for a real queue's.
func TestDemoSaysItIsADemo(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("claude", "refactor", "git push --force origin main")
			m, err := NewModel(Config{Service: d.api, Operator: "alice", Node: "node-1", Now: d.clock.Now,
				Width: d.w, Height: d.h, Env: d.env, Demo: true})
			if err != nil {
				t.Fatal(err)
			}
			d.m = m
			d.run(m.Init())
			d.settle()
			scr := d.mustShow(" ozdesk demo ", "scratch store /", "/desk.db")
			if first := strings.SplitN(scr, "\n", 2)[0]; !strings.Contains(first, "demo") {
				t.Fatalf("the header does not say demo:\n%s", scr)
			}
		})
	}
}
