package tui

import (
	"os"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestStoreMovedAwayAndBack: the store file is moved away while asks
// wait (the desk says "no store at PATH") and then moved back, the same
// file, after one of its asks was decided elsewhere. The desk reads it
// afresh: its rows are the store's pending asks (rt22k #13: it kept a
// ghost row, "1 waiting" against 0), it says the store is back, not that
// it "was made again" (it was not), and its decisions work: the same
// store's trail is not behind what the desk read.
func TestStoreMovedAwayAndBack(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d, ids := threeAsks(t, sz.w, sz.h)
			d.mustShow("Queue · 3 waiting")
			path := d.st.Path()
			if err := os.Rename(path, path+".moved"); err != nil {
				t.Fatal(err)
			}
			d.reload()
			d.mustShow("no store at " + testStorePath)
			if err := os.Rename(path+".moved", path); err != nil {
				t.Fatal(err)
			}
			// decided elsewhere as it came back
			if _, err := d.svc.Decide(ids[0], decisionBy("bob")); err != nil {
				t.Fatal(err)
			}
			d.reload()
			scr := d.mustShow("Queue · 2 waiting", "the store at "+testStorePath+" is back")
			for _, wrong := range []string{"made again", "no store at", "gone", "restart the desk"} {
				if strings.Contains(scr, wrong) {
					t.Fatalf("the store moved back reads %q:\n%s", wrong, scr)
				}
			}
			pending, err := d.svc.Pending()
			if err != nil {
				t.Fatal(err)
			}
			if len(pending) != 2 || len(d.m.list.all) != 2 {
				t.Fatalf("rows %d, store pending %d: want both 2\n%s", len(d.m.list.all), len(pending), scr)
			}
			d.settle()
			sel := d.m.list.selectedID()
			d.keys("a")
			d.pastUndo()
			if a := d.askState(sel); a.State != store.StateApproved {
				t.Fatalf("ask %s is %s after a on the store moved back, want approved:\n%s", sel, a.State, d.screen())
			}
		})
	}
}
