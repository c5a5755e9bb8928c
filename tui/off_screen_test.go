package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestOffScreenDecidesNothing: at 30x6, where the two lines of the
// "too small" status push the row of the ask under the cursor off
// screen and no card shows, a decides nothing and says the ask is not on
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
	d.resize(29, 6)
	d.keys("a")
	d.resize(30, 6)
	scr := d.screen()
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
