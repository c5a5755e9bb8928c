package tui

import (
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/store"
)

// footerOf is the desk's last line, the footer.
func footerOf(scr string) string {
	ls := strings.Split(strings.TrimRight(scr, "\n"), "\n")
	return ls[len(ls)-1]
}

// TestOwnMoveHoldsKeys: a decision key pressed less than moveHold after
// the ask under the cursor changed decides nothing, whatever changed it:
// the operator's own j, down, k, a click (rt17k #7: j then a within
// 100 ms approved an ask never seen); the footer says the keys wait, the
// status line why, and once moveHold has passed, with no pause of the
// keys needed (k9s's pace), the same key decides. Failed before: j then
// a approved ask 2 at once.
func TestOwnMoveHoldsKeys(t *testing.T) {
	click := func(d *testDesk) { d.send(tea.MouseClickMsg{X: 10, Y: 3, Button: tea.MouseLeft}) }
	cases := []struct {
		name string
		move func(d *testDesk)
		// at is the ask the move puts under the cursor
		at int
	}{
		{"j", func(d *testDesk) { d.keys("j") }, 1},
		{"down", func(d *testDesk) { d.keys("down") }, 1},
		{"k back", func(d *testDesk) { d.keys("j"); d.clock.Add(time.Second); d.keys("k") }, 0},
		{"click", click, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			ids := []string{
				d.askFixed("claude", "infra", "rm -rf /srv/data1"),
				d.askFixed("claude", "infra", "rm -rf /srv/data2"),
			}
			d.reload()
			d.settle()
			c.move(d)
			d.clock.Add(moveHold / 3)
			d.keys("a")
			scr := d.screen()
			if !strings.Contains(footerOf(scr), "a/d/A/D wait…") {
				t.Errorf("footer does not say the keys wait:\n%s", scr)
			}
			d.mustShow("just came under the cursor: look before deciding")
			if n := d.m.holds.count(); n != 0 {
				d.pastUndo()
				t.Fatalf("a %v after %s decided %d asks (ask %s: %s)", moveHold/3, c.name, n, ids[c.at], d.askState(ids[c.at]).State)
			}
			d.clock.Add(moveHold)
			d.send(graceEndMsg{id: ids[c.at]})
			if f := footerOf(d.screen()); strings.Contains(f, "wait…") {
				t.Errorf("footer still says wait after the hold: %q", f)
			}
			// the burst of keys goes on (the a above, under a second
			// ago): a move's hold ends with moveHold all the same
			d.keys("a")
			d.pastUndo()
			if st := d.askState(ids[c.at]).State; st != store.StateApproved {
				t.Fatalf("a past the hold left ask %s %s", ids[c.at], st)
			}
		})
	}
}
