package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
)

// FuzzCutHidesKept: for any two commands, whether a middle cut hides
// where they differ is answered without a panic, and a command drawn
// whole never hides anything.
func FuzzCutHidesKept(f *testing.F) {
	f.Add("npm publish --tag beta-27 --registry https://r.example/on/27", "npm publish --tag beta-2 --registry https://r.example/on/2", 30)
	f.Add("a b", "a c", 3)
	f.Add("x\u202e y", "x\u202e z", 4)
	f.Fuzz(func(t *testing.T, a, b string, w int) {
		w = max(min(w, 300), 1)
		k, ok := alikeKeep([]string{a, b})
		if !ok {
			return
		}
		cell := commandCell(&store.Ask{Command: a}, w, cards.PlainStyles())
		hides := cutHidesKept(a, cell, k, "…")
		if plainFits(a, w) && hides {
			t.Fatalf("%q drawn whole in %d hides a word: %q", a, w, cell)
		}
		_ = cutClusters([]string{a, b})
	})
}
