package tui

import (
	"fmt"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestBulkListScrolls: a bulk confirmation of more asks than it shows at
// once scrolls its list with ↑/↓ (and j/k, pgup/pgdn), saying which asks
// are on screen, so that every marked ask can be read before deciding;
// scrolling decides nothing, and the decision covers every marked ask.
func TestBulkListScrolls(t *testing.T) {
	for _, size := range [][2]int{{120, 40}, {80, 24}} {
		d := openDesk(t, size[0], size[1])
		var ids []string
		for i := 1; i <= 9; i++ {
			ids = append(ids, d.ask(fmt.Sprintf("agent%d", i), "job", fmt.Sprintf("npm publish --tag t%d", i)))
		}
		d.reload()
		d.settle()
		for range ids {
			d.keys("space")
			d.settle()
		}
		d.keys("a")
		d.mustShow("Approve 9 marked asks once?", "ask 1 ", "ask 4 ", "asks 1–4 of 9", "↑/↓ scroll")
		d.mustNotShow("ask 5 ", "and 5 more")
		d.keys("down")
		d.mustShow("asks 2–5 of 9", "ask 5 ", "npm publish --tag t5")
		d.mustNotShow("ask 1 ")
		d.keys("pgdown", "pgdown")
		d.mustShow("asks 6–9 of 9", "ask 9 ", "agent9", "npm publish --tag t9")
		d.keys("k")
		d.mustShow("asks 5–8 of 9")
		d.keys("up", "up", "up", "up", "up", "up")
		d.mustShow("asks 1–4 of 9")
		for _, id := range ids {
			if a := d.askState(id); a.State != store.StatePending {
				t.Fatalf("scrolling decided ask %s: %s", id, a.State)
			}
		}
		d.keys("right", "enter")
		d.pastUndo()
		d.reload()
		for _, id := range ids {
			if a := d.askState(id); a.State != store.StateApproved {
				t.Fatalf("ask %s after the bulk approval: %s", id, a.State)
			}
		}
	}
}
