package tui

import (
	"strings"
	"testing"
)

// TestLoadingFooterWaits: while the card under the cursor loads, the
// footer offers no decision key: it says "a/d/A/D wait…", as during the
// other holds (rt28k #12e: it kept offering "a approve · d deny").
// Loaded, its keys are back: for this command, longer than its card,
// "v read whole", as a waits on the pager (rt39k LOW-3), and "d deny"
// at every size: a deny needs no reading, so d is taken at 80x24 too,
// where the command's end is below the window (rt45k #5: d waited for a
// scroll; rt41k F11 asked only that the footer say what d does).
func TestLoadingFooterWaits(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			loaded := "v read whole · d deny"
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("claude", "cleanup", hugeCommand())
			d.hold = isCardMsg
			d.reload()
			d.settle()
			d.mustShow("loading…", "wait…")
			d.mustNotShow("a approve", "d deny")
			d.release()
			d.settle()
			d.mustShow(loaded)
			d.keys("d")
			if refused := d.screen(); strings.Contains(loaded, "d deny") == strings.Contains(refused, "has not been on") {
				t.Fatalf("the footer said %q, and d:\n%s", loaded, refused)
			}
		})
	}
}
