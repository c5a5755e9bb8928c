package tui

import "testing"

// TestEditorConfirmShowsPatternWhole: the pattern "Write this rule?"
// asks about is shown whole, at 80x24 too, wrapped on lines of its own
// when the title's line cannot hold it (rt16k #7: it read
// rm -r -f /srv/data/customers/a…gion-10/snapshots/*).
func TestEditorConfirmShowsPatternWhole(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("claude", "", "rm -rf /srv/data/customers/archive/2024/region-10/snapshots/old")
			d.reload()
			d.settle()
			d.keys("A", "right", "right", "up")
			d.keys("enter", "old snapshots", "enter")
			d.mustShow("Write this rule?", "rm -r -f /srv/data/customers/archive/2024/region-10/snapshots/*")
		})
	}
}
