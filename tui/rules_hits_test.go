package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestRulesRowShowsHits: a rule approved by the second admin under four
// eyes counts the asks it resolved, and its row in [2] rules shows the
// count whole at 80x24 and 120x40, however long its scope's workdir (an
// editor's rule is scoped to the ask's agent, node and workdir). Failed
// before at 80x24: the row read "… · enforce · active · 2 h", the hits
// cut off by the scope before them (rt17k #10).
func TestRulesRowShowsHits(t *testing.T) {
	for _, size := range goldenSizes {
		t.Run(sizeName(size.w, size.h), func(t *testing.T) {
			d := openDesk(t, size.w, size.h)
			set := store.DefaultSettings()
			set.FourEyes = true
			if _, err := d.svc.SetSettings(set, "admin"); err != nil {
				t.Fatal(err)
			}
			for range 3 {
				d.askFixed("claude", "release", "npm publish --tag beta ./packages/ui")
			}
			d.reload()
			d.settle()
			d.keys("A", "tab", "beta releases", "enter", "right", "enter")
			d.pastUndo()
			d.reload()
			bob := d.asOperator("bob")
			bob.keys("2", "y", "right", "enter")
			bob.pastUndo()
			bob.reload()
			if n := d.rules()[0].Hits; n != 2 {
				t.Fatalf("rule r1 counts %d hits, want 2 (the asks its approval resolved)", n)
			}
			d.reload()
			d.keys("2")
			for _, desk := range []*testDesk{d, bob} {
				scr := desk.screen()
				row := ""
				for _, l := range strings.Split(scr, "\n") {
					if strings.Contains(l, "for «claude»") {
						row = l
					}
				}
				if !strings.Contains(row, "active · 2 hits") {
					t.Errorf("the rule's row does not show its hits whole: %q\n%s", row, scr)
				}
			}
		})
	}
}
