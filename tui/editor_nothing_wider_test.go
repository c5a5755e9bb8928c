package tui

import (
	"strings"
	"testing"
)

// TestEditorNothingWider (issue 9 #7): the widen key on a word of the
// pattern that is at its widest says so ("↑ nothing wider") where it did
// nothing, and leaves the pattern as it was; a word that widens still
// widens, without the note.
func TestEditorNothingWider(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
			d.reload()
			d.settle()
			d.keys("A")
			d.settle()
			d.mustShow("pattern npm publish --tag=beta ./packages/ui")
			d.keys("up") // the word under the cursor: one rung wider
			d.mustShow("pattern npm * --tag=beta ./packages/ui")
			d.mustNotShow("nothing wider")
			for range 4 {
				d.keys("up")
			}
			d.mustShow("↑ nothing wider (ctrl+t puts ** from here)")
			d.keys("left", "up") // the program: never wider
			scr := d.mustShow("↑ nothing wider", "pattern npm ")
			if strings.Contains(scr, "(ctrl+t") {
				t.Errorf("the program's word offers ctrl+t, which does nothing there:\n%s", scr)
			}
		})
	}
}
