package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestEditorOfVanishedAskEscSaysWhy: esc on the editor of an ask that was
// decided elsewhere says what became of it, as the banner did, never
// that it still waits (rt28k #5).
func TestEditorOfVanishedAskEscSaysWhy(t *testing.T) {
	cases := []struct {
		name    string
		outcome patterns.Outcome
		want    string
	}{
		{"denied", patterns.Refuse, "no rule written; ask 1 denied by carol"},
		{"approved", patterns.Allow, "no rule written; ask 1 approved by carol"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 120, 40)
			id := d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
			d.ask("codex", "release", "npm publish --tag latest ./packages/core")
			d.reload()
			d.settle()
			d.keys("A")
			must(t, decideElsewhere(d, id, queue.Decision{Outcome: tc.outcome, By: "carol"}))
			d.reload()
			d.mustShow("draft kept")
			d.keys("esc")
			d.mustShow(tc.want)
			d.mustNotShow("still waits")
		})
	}
}
