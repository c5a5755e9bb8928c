package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestOffScreenDecidesNothing: at 30x6, where a status of two lines
// ("nothing to undo" at 30 columns) pushes the row of the ask under the
// cursor off screen and no card shows, a decides nothing and says the ask is not on
// screen (rt21k #5: it approved an ask the screen did not show, under a
// line saying keys decide nothing).
func TestOffScreenDecidesNothing(t *testing.T) {
	const cmd = "rm -rf /etc/r2"
	d := openDesk(t, 120, 40)
	d.askFixed("r2", "", cmd)
	d.reload()
	d.settle()
	d.mustShow(cmd)
	d.keys("s")
	d.resize(30, 6)
	d.keys("u") // a status of two lines at 30 columns: nothing to undo
	scr := d.screen()
	if strings.Contains(scr, cmd) {
		t.Fatalf("the row shows at 30x6; the test no longer puts it off screen:\n%s", scr)
	}
	d.keys("a")
	d.pastUndo()
	d.reload()
	a, err := queue.New(store.New(d.st.Path())).Get("1")
	if err != nil {
		t.Fatal(err)
	}
	if a.State != store.StatePending {
		t.Fatalf("a at 30x6 decided ask 1 (%s) off this screen:\n%s", a.State, scr)
	}
	d.mustShow("not on screen")
}
