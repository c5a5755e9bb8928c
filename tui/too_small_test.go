package tui

import (
	"strings"
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
				d.mustLackStatus("too small")
				d.keys("@") // the status messages: it was said
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
		// the prompt stays, for enter once the ask can be read, and the
		// warning of the small terminal goes with it (rt48k F-small-dialog)
		d.mustShow("optional, enter to deny")
		d.mustLackStatus("too small")
		d.keys("esc", "@")
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

// TestTooSmallKeepsConfirmation: enter on the marked asks' confirmation
// in a terminal under 30x6 decides nothing and keeps the confirmation;
// once the terminal grows back, the "too small" warning is gone and the
// confirmation is there for its enter, which approves (rt48k
// F-small-dialog: the confirmation closed and the warning stood at 80x24).
func TestTooSmallKeepsConfirmation(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.askFixed("deploy", "", "rm -rf /srv/tiny-1")
	d.askFixed("deploy", "", "rm -rf /srv/tiny-2")
	d.reload()
	d.settle()
	d.keys("ctrl+a", "a")
	d.mustShow("Approve 2 marked asks once?")
	d.keys("right")
	d.resize(25, 5)
	d.keys("enter")
	d.resize(80, 24)
	d.mustShow("Approve 2 marked asks once?")
	d.mustLackStatus("too small")
	d.reload()
	for _, id := range []string{"1", "2"} {
		if a := d.askState(id); a.State != store.StatePending {
			t.Fatalf("enter at 25x5 left ask %s %s", id, a.State)
		}
	}
	d.keys("enter")
	d.pastUndo()
	d.reload()
	for _, id := range []string{"1", "2"} {
		if a := d.askState(id); a.State != store.StateApproved {
			t.Fatalf("enter at 80x24 left ask %s %s", id, a.State)
		}
	}
}

// mustLackStatus fails when the status line (the screen's last line but
// one) says text.
func (d *testDesk) mustLackStatus(text string) {
	d.t.Helper()
	lines := strings.Split(strings.TrimRight(d.screen(), "\n"), "\n")
	if len(lines) < 2 {
		d.t.Fatalf("no status line on the screen:\n%s", d.screen())
	}
	if st := lines[len(lines)-2]; strings.Contains(st, text) {
		d.t.Fatalf("the status line still says %q:\n%s", text, d.screen())
	}
}

// resize sends the desk a terminal of w by h and draws it so.
func (d *testDesk) resize(w, h int) {
	d.send(tea.WindowSizeMsg{Width: w, Height: h})
	d.w, d.h = w, h
}
