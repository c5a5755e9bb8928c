package tui

import (
	"fmt"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestStatusWrapsWholeWords (rt39k LOW-1): at 80 columns a status
// message of plain words that its line holds is drawn whole, in the room
// it was measured in, not cut at its last word ("space unma…", "your
// approval was dropp…": two cells short, while longer messages wrap to
// a second line).
func TestStatusWrapsWholeWords(t *testing.T) {
	for _, tc := range []struct {
		name string
		// act drives the desk to the status; it ends in ends
		act  func(t *testing.T, d *testDesk)
		ends string
	}{
		{"range marked", func(t *testing.T, d *testDesk) {
			for _, k := range []string{"j", "space", "s", "G", "V"} {
				d.keys(k)
				d.settle()
			}
		}, "space unmarks"},
		{"approval dropped", func(t *testing.T, d *testDesk) {
			id := d.m.list.Selected().ID
			d.keys("a")
			// 78 cells: "ask 1 denied by carol: «…» — your approval was dropped"
			must(t, decideElsewhere(d, id, queue.Decision{Outcome: patterns.Refuse, By: "carol", Reason: "carol says no to this one"}))
			d.reload()
		}, "your approval was dropped"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			for i := range 6 {
				d.askFixed("ag-"+string(rune('a'+i%2)), "x", fmt.Sprintf("rm -rf /srv/data%d", i))
			}
			d.reload()
			d.settle()
			tc.act(t, d)
			scr := d.screen()
			rows := strings.Split(strings.TrimRight(scr, "\n"), "\n")
			// the status stands over the footer, on one line or two
			status := strings.TrimRight(rows[len(rows)-2], " ")
			if strings.HasSuffix(status, "…") || !strings.HasSuffix(status, tc.ends) {
				t.Fatalf("the status line is cut: %q\n%s", status, scr)
			}
		})
	}
}
