package tui

import (
	"testing"
)

// TestMarkedAskWithdrawnSaysSo: a marked ask its agent withdraws leaves
// the selection, and the status line says so and how many marked asks
// remain; the bulk confirmation then covers those alone.
func TestMarkedAskWithdrawnSaysSo(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d, ids := threeAsks(t, sz.w, sz.h)
			d.keys("space", "space", "space") // all three marked
			d.mustShow("3 asks marked")
			must(t, d.svc.Withdraw(ids[1], "codex"))
			d.reload()
			d.mustShow("ask 2 withdrawn: its agent stopped waiting; 2 marked remain")
			d.requireScreen(t)
			must(t, d.svc.Withdraw(ids[0], "claude"))
			must(t, d.svc.Withdraw(ids[2], "gemini"))
			d.reload()
			d.mustShow("ask 1 withdrawn: its agent stopped waiting", "; 2 marked left, none remain")
		})
	}
}

// TestUnmarkedAskLeavingSaysNothingOfMarks: an ask that was not marked
// leaves without a word about the marks.
func TestUnmarkedAskLeavingSaysNothingOfMarks(t *testing.T) {
	d, ids := threeAsks(t, 80, 24)
	d.keys("space") // ask 1 marked
	must(t, d.svc.Withdraw(ids[2], "gemini"))
	d.reload()
	scr := d.mustShow("ask 3 withdrawn: its agent stopped waiting")
	if contains(scr, "marked remain") {
		t.Fatalf("an unmarked ask leaving speaks of marks:\n%s", scr)
	}
}
