package tui

import (
	"strings"
	"testing"
)

// TestAuditCommandGetsItsShare (rt37k L10): at 80 columns the audit view
// cut "rm -rf /srv/r3/item9" to "rm …em9" beside a kind column wider than
// any kind shown and a 10-cell actor column; the command now gets its
// share first: the kind column is as wide as its widest kind, and the
// actor's gives way, down to six cells.
func TestAuditCommandGetsItsShare(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("claude-code-worker-7", "", "rm -rf /srv/r3/item9")
			d.askFixed("ag3", "", "rm -rf /srv/n2")
			d.reload()
			d.settle()
			d.keys("3")
			scr := d.mustShow("rm -rf /srv/n2")
			for l := range strings.SplitSeq(scr, "\n") {
				if strings.Contains(l, "(ask 1)") && (!strings.Contains(l, "rm -rf /s") || !strings.Contains(l, "/item9")) {
					t.Fatalf("the command is cut short beside the actor:\n%s", scr)
				}
			}
			d.requireScreen(t)
		})
	}
}
