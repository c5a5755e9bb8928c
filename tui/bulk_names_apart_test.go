package tui

import (
	"strings"
	"testing"
)

// twinNames are two agents whose 64-character names differ only in the
// middle and both hold U+202E, and a third holding U+200B (rt43k F1).
var twinNames = [...]string{
	"ops-\u202e-runner-aaaaaaaaaaaaaaaaaaaaaaaa-1-zzzzzzzzzzzzzzzzzzzzzzzz",
	"ops-\u202e-runner-aaaaaaaaaaaaaaaaaaaaaaaa-2-zzzzzzzzzzzzzzzzzzzzzzzz",
	"ops-runner-aaaaaaaaaaaaaaaaaaaaaaaaaaaa-\u200b-zzzzzzzzzzzzzzzzzzzzzz",
}

// TestBulkConfirmNamesApart (rt43k F1): the bulk confirmation of asks by
// the twin agents draws each name with its head, its escape and where
// the twins differ, using the room the line has ("«ops-…-1-z…»" hid the
// \u202e both held, with the line's room to spare); at 120 columns each
// name reads whole, or cut only in the run of a's.
func TestBulkConfirmNamesApart(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			for _, n := range twinNames {
				d.askFixed(n, "j", "git push --force origin main")
			}
			d.reload()
			d.settle()
			d.keys("ctrl+a", "a")
			scr := d.mustShow("Approve 3 marked asks once?")
			var cells []string
			for l := range strings.SplitSeq(scr, "\n") {
				if f := strings.Fields(l); len(f) > 3 && f[0] == "ask" {
					if !strings.Contains(l, "git push --force origin main (cmd.force-push)") {
						t.Errorf("the line cuts the command or its rule: %q", l)
					}
					cells = append(cells, agentCell(l))
				}
			}
			if len(cells) != 3 {
				t.Fatalf("want 3 asks listed, got %q\n%s", cells, scr)
			}
			for i, c := range cells {
				if !strings.HasPrefix(c, "«ops-") {
					t.Errorf("ask %d's agent loses its head: %q", i+1, c)
				}
			}
			for i, esc := range []string{`\u202e`, `\u202e`, `\u200b`} {
				if !strings.Contains(cells[i], esc) {
					t.Errorf("ask %d's agent hides its %s: %q", i+1, esc, cells[i])
				}
			}
			if !strings.Contains(cells[0], "1-z") || !strings.Contains(cells[1], "2-z") {
				t.Errorf("the twins do not show where they differ: %q, %q", cells[0], cells[1])
			}
			d.requireScreen(t)
		})
	}
}
