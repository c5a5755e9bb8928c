package tui

import (
	"testing"
)

// TestEditorConfirmSaysPatternChanged (rt13k): when the operator widened
// the suggested pattern, "Write this rule?" says so and shows the
// suggestion it started from; when the rule is the suggestion, it says
// nothing of it.
func TestEditorConfirmSaysPatternChanged(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("claude", "release", "npm publish --tag=beta ./packages/ui") // fixed: the workdir shows
			d.askFixed("claude", "release", "npm publish --tag=beta ./packages/api")
			d.reload()
			d.settle()
			d.keys("A", "right", "right", "up") // one rung wider than suggested
			d.mustShow("pattern npm publish --tag=beta ./packages/*")
			d.keys("enter", "tab", "beta releases of our packages", "enter")
			d.mustShow("Write this rule?", "pattern changed from suggestion: npm publish --tag=beta ./packages/ui")
			d.requireScreen(t)
			d.keys("esc", "esc", "esc")

			e := openDesk(t, sz.w, sz.h)
			e.ask("claude", "release", "npm publish --tag=beta ./packages/ui")
			e.reload()
			e.settle()
			e.keys("A", "enter", "tab", "beta releases of our packages", "enter")
			e.mustShow("Write this rule?")
			e.mustNotShow("changed from suggestion")
		})
	}
}
