package tui

import "testing"

// TestEditorKeepsLookalikeInCutName: A on an ask whose long agent name
// holds a look-alike letter (a Cyrillic о) where the name is cut says the
// cut holds it, in the scope line and in "Write this rule?", so it does
// not read as the genuine agent's name. Before (rt19k #5) both lines read
// letter for letter as the genuine name's.
func TestEditorKeepsLookalikeInCutName(t *testing.T) {
	for _, sz := range []struct{ w, h int }{{80, 24}, {120, 40}} {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openAskingDesk(t, sz.w, sz.h)
			d.ask("claude-code-worker-for-pr\u043eduction-deploys-0001", "n", "make n1")
			d.reload()
			d.settle()
			d.keys("A")
			d.mustShow(`\u043e`)
			d.keys("enter", "lookalike", "enter")
			d.mustShow("Write this rule?", `\u043e`)
		})
	}
}
