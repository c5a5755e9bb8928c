package tui

import (
	"strings"
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

// TestEditorConfirmSuggestionNotCutInAWord (rt35k L3): a suggestion too
// long for the line after "pattern changed from suggestion:" is
// word-wrapped below it, whole, not cut inside a word
// ("-target=m….m5").
func TestEditorConfirmSuggestionNotCutInAWord(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("tf", "", "terraform destroy -target=module.m5 -auto-approve -lock-timeout=120s -parallelism=4")
			d.reload()
			d.settle()
			d.keys("A", "right", "up")
			d.mustShow("-target=module.*")
			d.keys("enter", "tab", "test modules", "enter")
			scr := d.mustShow("Write this rule?", "pattern changed from suggestion", "-target=module.m5")
			if strings.Contains(scr, "-target=m…") {
				t.Errorf("the suggestion is cut inside a word:\n%s", scr)
			}
			d.requireScreen(t)
		})
	}
}
