package tui

import "testing"

// TestRuleHeldRowSaysUndo: while a rule written from A waits out its undo
// window, a, d and space on a row it decides or resolves say what is
// really happening (the rule in its window decides the ask, and when it
// is written) and which key takes it back; u on that row then does, and
// d denies. Before, they said "ask 2: already resolving by a rule…",
// which read as decided, with no way back named (desk9e).
func TestRuleHeldRowSaysUndo(t *testing.T) {
	cases := []struct {
		name, row, key, want string
	}{
		{"d on the ask it comes from", "g", "d",
			"ask 1: the rule held 2s decides it; u undoes the rule, then d denies"},
		{"d on an ask it resolves", "j", "d",
			"ask 2: the rule held 2s resolves it; u undoes the rule, then d denies"},
		{"space on an ask it resolves", "j", "space",
			"ask 2: the rule held 2s resolves it; u undoes the rule, then space marks"},
		{"a on an ask it resolves", "j", "a",
			"ask 2: the rule held 2s resolves it; u undoes the rule, then a approves"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
			second := d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
			d.ask("claude", "release", "npm publish --tag latest ./packages/ui")
			d.reload()
			d.settle()
			d.keys("A", "tab", "beta releases", "enter", "right", "enter")
			d.mustShow("writing allow rule: approving ask 1, resolving 1 more")
			d.keys("g")
			if tc.row == "j" {
				d.keys("j")
			}
			d.clock.Add(moveHold) // past the hold of the row moved to
			d.keys(tc.key)
			d.mustShow(tc.want)
			d.mustNotShow("already")
			d.keys("u")
			d.mustShow("undone: rule not written; 2 asks still wait")
			d.keys("esc", "y") // the draft, open again, discarded
			if tc.key != "d" {
				return
			}
			d.keys("G", "k")
			d.settle()
			d.keys("d", "enter")
			if a := d.askState(second); a.State != "denied" {
				t.Fatalf("ask 2 after u, d: %s", a.State)
			}
		})
	}
}
