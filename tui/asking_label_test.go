package tui

import (
	"testing"
)

// TestQueueNamesEveryAskingPart: an ask whose command has three asking
// parts reads the same wherever it is named before it is decided: the
// queue's row, the r and d prompts and the bulk confirmation name every
// asking rule where they fit and count the rest ("+2 more"), never the
// deciding rule alone; a row whose command is cut says how many parts
// ask first (rt37k L4).
func TestQueueNamesEveryAskingPart(t *testing.T) {
	const three = "git push --force origin main; npm publish --tag beta; kubectl delete namespace staging"
	cases := []struct {
		w, h              int
		row, prompt, bulk string
	}{
		{140, 40, "cmd.cloud-delete", "asked by cmd.cloud-delete, cmd.force-push, cmd.publish", "(cmd.cloud-delete +2 more)"},
		{120, 40, "cmd.cloud-delete", "asked by cmd.cloud-delete, cmd.force-push, cmd.publish", "(cmd.cloud-delete +2 more)"},
		{80, 24, "cmd.cloud-delete +2", "asked by cmd.cloud-delete +2 more", "(cmd.cloud-del… +2)"},
	}
	for _, c := range cases {
		d := openDesk(t, c.w, c.h)
		d.ask("claude", "job", three)
		d.ask("codex", "job", "npm publish --tag beta")
		d.reload()
		d.settle()
		d.mustShow(c.row)
		if c.h == 24 {
			// each asking part's carets take a line: the command's end
			// is below the fold, and must be on screen before r or d
			d.keys("r")
			d.mustShow("has not been on screen yet")
			d.keys("tab", "j", "j", "j", "j", "esc")
		}
		d.keys("r")
		d.mustShow("Approve ask 1 once", c.prompt)
		d.keys("esc", "d")
		d.mustShow("Deny ask 1 once", c.prompt)
		d.keys("esc", "space")
		d.settle()
		d.keys("space", "a")
		d.mustShow("Approve 2 marked asks once?", c.bulk)
	}
}
