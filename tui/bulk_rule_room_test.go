package tui

import (
	"strings"
	"testing"
)

// TestBulkConfirmRuleWhole (rt37k L2): at 80 columns a confirmation row
// whose command is short names its rule whole, "(cmd.delete-outside)",
// not "(cmd.delete-outsi…)" on a line with room to spare.
func TestBulkConfirmRuleWhole(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.ask("bell", "", "rm -rf /srv/bell")
	d.ask("bell", "", "rm -rf /srv/book")
	d.restart()
	d.settle()
	d.keys("ctrl+a", "a")
	scr := d.mustShow("Approve 2 marked asks once?", "(cmd.delete-outside)")
	for l := range strings.SplitSeq(scr, "\n") {
		if strings.Contains(l, "   ask ") && strings.Contains(l, "…") {
			t.Fatalf("a row that fits is cut: %q\n%s", l, scr)
		}
	}
}
