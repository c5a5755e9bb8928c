package tui

import (
	"fmt"
	"testing"
)

// TestEditorConfirmListsResolved: at 80x24, "Write this rule?" for a
// rule that resolves other agents' asks lists them, scrolls through them
// as the bulk confirmation does, and says how many agents asked them
// (rt16k #4: it listed none of the 11 asks it resolved).
func TestEditorConfirmListsResolved(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			for i := 1; i <= 6; i++ {
				d.ask(fmt.Sprintf("fl-%d", i), "release", fmt.Sprintf("npm publish --tag beta ./packages/p%d", i))
			}
			d.reload()
			d.settle()
			d.keys("A", "right", "right", "up")
			d.mustShow("pattern npm publish --tag=beta ./packages/*")
			d.keys("tab", "tab", "space", "space")
			d.keys("enter", "beta releases", "enter")
			d.mustShow("Write this rule?", "and resolves 5 pending asks it matches, asked by 5 agents",
				"ask 2", "fl-2", "npm publish --tag beta ./packages/p2", "asks 1–3 of 5")
			d.keys("down", "down")
			d.mustShow("ask 6", "fl-6", "./packages/p6", "asks 3–5 of 5")
		})
	}
}
