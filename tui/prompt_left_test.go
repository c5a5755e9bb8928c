package tui

import (
	"strings"
	"testing"
)

// TestReasonPromptAskLeft: the ask of an open reason prompt is withdrawn
// by its agent; the prompt says so, and enter closes it deciding nothing,
// with no undo countdown for an ask the desk knows is gone (rt16k #10).
// The footer says enter closes it, not that it approves or denies (rt17k
// 8: it still said "enter deny").
func TestReasonPromptAskLeft(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			id := d.askFixed("claude", "refactor", "git push --force origin main")
			d.askFixed("codex", "release", "npm publish --tag beta")
			d.reload()
			d.settle()
			d.keys("r", "tests pass")
			if err := d.svc.Withdraw(id, ""); err != nil {
				t.Fatal(err)
			}
			d.reload()
			scr := d.mustShow("left the queue: enter or esc closes", "enter close, nothing decided")
			if strings.Contains(scr, "enter approve") {
				t.Fatalf("the footer says enter approves an ask that left:\n%s", scr)
			}
			d.keys("enter")
			scr = d.mustShow("left the queue while you typed: nothing decided")
			if strings.Contains(scr, "u undoes") || strings.Contains(scr, "approving") {
				t.Fatalf("a countdown started for an ask that left:\n%s", scr)
			}
		})
	}
}
