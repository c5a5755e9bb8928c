package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestEditorKeepsDraftWhenItsAskLeaves: an ask decided elsewhere while
// its editor is open puts a banner on the editor and keeps the draft;
// written, the rule stands alone and decides nothing of that ask.
func TestEditorKeepsDraftWhenItsAskLeaves(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			id := d.askFixed("claude", "release", "npm publish --tag beta ./packages/ui")
			d.askFixed("codex", "release", "npm publish --tag latest ./packages/core")
			d.reload()
			d.settle()
			d.keys("A", "tab", "beta releases of our packages")
			must(t, decideElsewhere(d, id, queue.Decision{Outcome: patterns.Allow, By: "bob"}))
			d.reload()
			d.mustShow("ask 1 approved by bob", "draft kept", "beta releases of our packages", "the ask has left the queue")
			d.requireScreen(t)
			d.keys("enter")
			d.mustShow("decides no ask of its own: ask 1 has left the queue")
			d.keys("right", "enter")
			d.pastUndo()
			d.reload()
			rs := d.rules()
			if len(rs) != 1 || rs[0].Reason != "beta releases of our packages" {
				t.Fatalf("rules %+v", rs)
			}
			if a := d.askState(id); a.State != store.StateApproved || a.Decision.By != "bob" || a.Decision.Rule != "" {
				t.Fatalf("the vanished ask: %s %+v", a.State, a.Decision)
			}
			d.mustShow("ask 1 had left the queue", "wrote rule r1", "Queue · 1 waiting")
			if d.m.editor() != nil {
				t.Fatal("the editor stayed open after the rule was written")
			}
		})
	}
}

// TestEditorLosesTheRace: the ask is decided elsewhere after the rule is
// confirmed but before the desk heard of it: the queue refuses the write,
// and the editor stays open with its draft and the banner; written again,
// the rule stands alone.
func TestEditorLosesTheRace(t *testing.T) {
	d := openDesk(t, 100, 30)
	id := d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
	d.reload()
	d.settle()
	d.keys("A", "tab", "beta releases", "enter", "right")
	must(t, decideElsewhere(d, id, decisionBy("bob")))
	d.keys("enter")
	d.mustShow("ask 1 denied by bob", "no rule written; the draft is still open", "draft kept")
	if rs := d.rules(); len(rs) != 0 {
		t.Fatalf("wrote %v over an ask decided elsewhere", rs)
	}
	d.keys("enter", "right", "enter")
	d.pastUndo()
	if rs := d.rules(); len(rs) != 1 {
		t.Fatalf("written again, the draft wrote %v", rs)
	}
	if a := d.askState(id); a.State != store.StateDenied || a.Decision.By != "bob" {
		t.Fatalf("the ask: %s %+v", a.State, a.Decision)
	}
}

// TestDecidedElsewhereScreen: the status line says who decided the ask on
// screen, and the next ask takes its place.
func TestDecidedElsewhereScreen(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			id := d.askFixed("claude", "refactor", "git push --force origin main")
			d.askFixed("codex", "release", "npm publish --tag beta")
			d.reload()
			d.settle()
			must(t, decideElsewhere(d, id, queue.Decision{Outcome: patterns.Allow, By: "bob"}))
			d.reload()
			d.settle()
			d.mustShow("ask 1 approved by bob")
			d.requireScreen(t)
		})
	}
}
