package tui

import (
	"testing"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/store"
)

// TestFilteredArrivalGetsGrace (rt9c F3): with a filter that matches no
// waiting ask, a new ask that matches it comes under the cursor with its
// grace period, as in an empty queue: an a pressed as its row shows
// decides nothing.
func TestFilteredArrivalGetsGrace(t *testing.T) {
	for _, size := range [][2]int{{120, 40}, {80, 24}} {
		d := openDesk(t, size[0], size[1])
		for _, c := range []string{"npm publish --tag a", "npm publish --tag b", "npm publish --tag c"} {
			d.ask("claude", "job", c)
		}
		d.reload()
		d.settle()
		d.keys("/", "fresh5", "enter")
		d.mustShow("no ask matches the filter")
		id := d.ask("fresh5", "job", "rm -rf /opt/fresh5")
		d.reload()
		d.mustShow("rm -rf /opt/fresh5")
		d.keys("a")
		d.mustShow("just arrived")
		d.pastUndo()
		d.reload()
		if a := d.askState(id); a.State != store.StatePending {
			t.Fatalf("%v: an ask decided as it arrived: %s", size, a.State)
		}
	}
}

// TestGraceCountsFromTheCardDrawn (rt9c F3): on a loaded machine a card
// may be drawn after its grace period, counted from its arrival, has
// run out: the period counts again from when the card is drawn, so an a
// pressed as it appears decides nothing.
func TestGraceCountsFromTheCardDrawn(t *testing.T) {
	for _, size := range [][2]int{{120, 40}, {80, 24}} {
		d := openDesk(t, size[0], size[1])
		d.ask("claude", "job", "npm publish --tag a")
		d.reload()
		d.settle()
		d.keys("/", "fresh", "enter")
		d.hold = func(msg tea.Msg) bool { _, ok := msg.(cardMsg); return ok }
		id := d.ask("fresh", "job", "rm -rf /opt/fresh")
		d.reload()
		d.clock.Add(3 * DefaultGrace)
		d.release()
		d.mustShow("rm -rf /opt/fresh")
		d.keys("a")
		d.mustShow("just arrived")
		d.pastUndo()
		d.reload()
		if a := d.askState(id); a.State != store.StatePending {
			t.Fatalf("%v: decided as its card was drawn: %s", size, a.State)
		}
	}
}
