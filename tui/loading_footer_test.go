package tui

import (
	"strings"
	"testing"
)

// TestLoadingFooterWaits: while the card under the cursor loads, the
// footer offers no decision key: it says "a/d/A/D wait…", as during the
// other holds (rt28k #12e: it kept offering "a approve · d deny").
// Loaded, its keys are back: for this command, longer than its card,
// "v read whole", as a waits on the pager (rt39k LOW-3), and d where
// its card shows the command's head and tail; at 80x24 the tail is
// below the window, d is refused until it is scrolled to, and the footer
// says d waits (rt41k F11: it offered "d deny").
func TestLoadingFooterWaits(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			loaded := "v read whole · d deny"
			if sz.h < 40 {
				loaded = "v read whole · d/D wait…"
			}
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
