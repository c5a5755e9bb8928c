package tui

import (
	"fmt"
	"testing"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestMarkAllShown (rt20k #8): ctrl+a marks every ask the filter shows,
// and none it hides; d then denies them all; ctrl+a again unmarks. V marks
// from the ask marked last to the cursor. Before, only space marked, one
// ask a press: 150 asks took 150 presses.
func TestMarkAllShown(t *testing.T) {
	d := openDesk(t, 120, 40)
	var flood []string
	for i := range 6 {
		flood = append(flood, d.askFixed(fmt.Sprintf("fl-%d", i%2), "x", fmt.Sprintf("rm -rf /srv/flood%d", i)))
	}
	other := d.askFixed("claude", "x", "git push --force origin main")
	d.reload()
	d.settle()
	d.keys("?")
	d.mustShow("ctrl+a", "mark all shown/unmark", "V", "mark last mark to here")
	d.keys("esc", "/", "flood", "enter")
	d.mustShow("6 match")
	d.keys("ctrl+a")
	d.mustShow("6 asks marked")
	d.keys("ctrl+a")
	d.mustShow("6 shown asks unmarked", "no ask marked")
	d.keys("ctrl+a", "d", "enter")
	d.mustShow("Deny 6 marked asks once?")
	d.keys("right", "enter")
	d.reload()
	for _, id := range flood {
		if s := d.askState(id).State; s != store.StateDenied {
			t.Fatalf("flood ask %s: %s, want denied", id, s)
		}
	}
	if s := d.askState(other).State; s != store.StatePending {
		t.Fatalf("the ask the filter hid: %s, want pending", s)
	}
}

// TestMarkRange: space marks an ask, V on another marks every ask between
// them; V with no mark says how to start one.
func TestMarkRange(t *testing.T) {
	d := openDesk(t, 120, 40)
	for i := range 6 {
		d.askFixed("claude", "x", fmt.Sprintf("rm -rf /srv/data%d", i))
	}
	d.reload()
	d.settle()
	d.keys("V")
	d.mustShow("no mark to start a range from")
	d.keys("j")
	d.settle()
	d.keys("space", "j") // space moves on: the cursor is on ask 4
	d.settle()
	d.keys("V")
	d.mustShow("asks 2 to 4 marked", "3 asks marked")
	if n := len(d.m.list.marked); n != 3 {
		t.Fatalf("%d asks marked, want 3", n)
	}
	for mid := range d.m.list.marked {
		if id := queue.ShortID(mid); id < "2" || id > "4" {
			t.Fatalf("ask %s marked outside the range", id)
		}
	}
}
