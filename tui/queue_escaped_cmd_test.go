package tui

import (
	"strings"
	"testing"
)

// TestRowEscapedCommandWhole: at 80 columns a short command holding a
// look-alike, drawn with its escape wider than its bytes, is shown whole
// beside a long agent name, the name giving way first as the README
// promises (rt48k F-row-columns: rm…/srv/d\u0430ta was cut beside a name
// column with 13 blank cells).
func TestRowEscapedCommandWhole(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.ask("op (claimed, uid 0)", "", "rm -rf /srv/data")
	d.ask("cIaude", "", "rm -rf /srv/d\u0430ta")
	d.ask("op           decide       ask 1 approved by op once", "", "rm -rf /srv/data")
	d.reload()
	scr := d.mustShow(`rm -rf /srv/d\u0430ta`)
	for _, l := range strings.Split(scr, "\n") {
		if strings.Contains(l, "«cIaude»") && !strings.Contains(l, `rm -rf /srv/d\u0430ta`) {
			t.Fatalf("the row cuts the escaped command:\n%s", scr)
		}
	}
}
