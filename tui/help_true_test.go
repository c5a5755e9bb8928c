package tui

import (
	"strings"
	"testing"
)

// TestHelpSaysWhatKeysDo (rt13k): the help view says what space does (it
// marks or unmarks the ask and moves to the next), lists ctrl+c beside q,
// and writes the views' keys so that they cannot read as counts ("2
// shows the rules", and "2:rules" in the footer, as the tab bar writes
// it; never "2 rules" nor "rules: 2"). Each key then does what it says.
func TestHelpSaysWhatKeysDo(t *testing.T) {
	d, ids := threeAsks(t, 120, 40)
	d.keys("?")
	d.mustShow("space      mark/unmark, next")
	// the views' keys close the help, past the first page at 120x40
	d.keys("G")
	d.mustShow("q/ctrl+c   quit", "2          shows the rules", "3          shows the audit trail")

	d.keys("esc")
	d.keys("space")
	if !d.m.list.marked[ids[0]] || d.m.list.selectedID() != ids[1] {
		t.Fatalf("space: marked %v, selected %s; want ask 1 marked and ask 2 selected", d.m.list.marked, d.m.list.selectedID())
	}
	d.keys("k", "space")
	if d.m.list.marked[ids[0]] || d.m.list.selectedID() != ids[1] {
		t.Fatalf("space again: marked %v, selected %s; want ask 1 unmarked and ask 2 selected", d.m.list.marked, d.m.list.selectedID())
	}

	e := openDesk(t, 80, 24)
	scr := e.mustShow("keys: 2 shows the rules · 3 the audit trail · ? every key", "[2] rules · [3] audit · q quit · ? help")
	for _, countLike := range []string{"rules: 2", "2 rules", "3 audit"} {
		if strings.Contains(scr, countLike) {
			t.Errorf("the empty desk writes %q, which reads as a count:\n%s", countLike, scr)
		}
	}
	e.keys("ctrl+c")
	if !e.quit {
		t.Fatal("ctrl+c did not quit, as the help says it does")
	}
}
