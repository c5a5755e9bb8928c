package tui

import "testing"

// TestLoadingFooterWaits: while the card under the cursor loads, the
// footer offers no decision key: it says "a/d/A/D wait…", as during the
// other holds (rt28k #12e: it kept offering "a approve · d deny").
// Loaded, its keys are back: for this command, longer than its card,
// "v read whole · d deny", as a waits on the pager (rt39k LOW-3).
func TestLoadingFooterWaits(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("claude", "cleanup", hugeCommand())
			d.hold = isCardMsg
			d.reload()
			d.settle()
			d.mustShow("loading…", "wait…")
			d.mustNotShow("a approve", "d deny")
			d.release()
			d.settle()
			d.mustShow("v read whole · d deny")
			d.mustNotShow("wait…")
		})
	}
}
