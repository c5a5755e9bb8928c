package tui

import (
	"testing"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestTooSmallDecidesNothing: in a terminal too small to show the row or
// card under the cursor, a, d, A and D decide nothing and say "too
// small" (rt17k 3: at 12x3 a approved an ask never on screen); marked
// asks too. Once the terminal is large enough to read the ask, a
// approves it.
func TestTooSmallDecidesNothing(t *testing.T) {
	const cmd = "rm -rf /srv/tiny"
	for _, sz := range []struct{ w, h int }{{12, 3}, {29, 24}, {80, 5}} {
		for _, keys := range [][]string{{"a"}, {"d", "enter"}, {"A"}, {"D"}, {"space", "a"}} {
			t.Run(sizeName(sz.w, sz.h)+"/"+keys[0], func(t *testing.T) {
				d := openDesk(t, 80, 24)
				d.askFixed("deploy", "", cmd)
				d.reload()
				d.settle()
				d.mustShow(cmd)
				d.resize(sz.w, sz.h)
				d.keys(keys...)
				d.resize(100, 24)
				d.mustShow("too small")
				d.pastUndo()
				d.reload()
				a, err := queue.New(store.New(d.st.Path())).Get("1")
				if err != nil {
					t.Fatal(err)
				}
				if a.State != store.StatePending {
					t.Fatalf("at %dx%d %v decided ask 1: %s", sz.w, sz.h, keys, a.State)
				}
			})
		}
	}
	t.Run("enter in a reason prompt after a shrink", func(t *testing.T) {
		d := openDesk(t, 80, 24)
		d.askFixed("deploy", "", cmd)
		d.reload()
		d.settle()
		d.keys("d")
		d.resize(12, 3)
		d.keys("enter")
		d.resize(100, 24)
		d.mustShow("too small")
		d.pastUndo()
		d.reload()
		a, err := queue.New(store.New(d.st.Path())).Get("1")
		if err != nil || a.State != store.StatePending {
			t.Fatalf("enter at 12x3 left ask 1 %s (%v)", a.State, err)
		}
	})
	t.Run("large enough", func(t *testing.T) {
		d := openDesk(t, 80, 24)
		d.askFixed("deploy", "", cmd)
		d.reload()
		d.settle()
		d.resize(decideLeastWidth, decideLeastHeight)
		d.keys("a")
		d.pastUndo()
		d.reload()
		a, err := queue.New(store.New(d.st.Path())).Get("1")
		if err != nil || a.State != store.StateApproved {
			t.Fatalf("at %dx%d a left ask 1 %s (%v)", decideLeastWidth, decideLeastHeight, a.State, err)
		}
	})
}

// resize sends the desk a terminal of w by h and draws it so.
func (d *testDesk) resize(w, h int) {
	d.send(tea.WindowSizeMsg{Width: w, Height: h})
	d.w, d.h = w, h
}
