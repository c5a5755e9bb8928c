package tui

import (
	"strings"
	"testing"
)

// TestAuditActorsReadApart (rt37k MEDIUM-2): three long agent names that
// differ only past the actor column's cut, and "claude ", each read
// apart in the audit view at 80 and 120 columns, as the queue's rows
// read them apart; the entry's detail shows «claude\x20», quoted as an
// agent's name (rt38k MEDIUM-2).
func TestAuditActorsReadApart(t *testing.T) {
	agents := []string{
		"claude-code-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx-trusted",
		"claude-code-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx-rogue",
		"claude-code-xxxxxxxxxxxxxxxxyxxxxxxxxxxxxxxx-trusted",
	}
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			for i, a := range agents {
				d.askFixed(a, "", "rm -rf /srv/n"+string(rune('1'+i)))
			}
			d.askFixed("claude ", "", "rm -rf /srv/n4")
			d.reload()
			d.settle()
			d.keys("3", "/", "/srv/n", "enter")
			scr := d.screen()
			cells := map[string]string{}
			for l := range strings.SplitSeq(scr, "\n") {
				i := strings.Index(l, "evaluate")
				j := strings.Index(l, " ? ")
				if i < 0 || j < i {
					continue
				}
				cell := strings.TrimSpace(l[i+len("evaluate") : j])
				if other, ok := cells[cell]; ok {
					t.Fatalf("two actors read %q:\n%s\n%s\n%s", cell, other, l, scr)
				}
				cells[cell] = l
			}
			if len(cells) != 4 {
				t.Fatalf("%d actor cells, want 4:\n%s", len(cells), scr)
			}
			d.keys("esc", "/", "/srv/n4", "enter", "enter")
			d.mustShow(`actor      «claude\x20»`)
		})
	}
}
