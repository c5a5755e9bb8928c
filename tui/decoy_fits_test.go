package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/cards"
)

// TestDecoyRowsShowWhereTheyDiffer (rt35k MEDIUM-1): of three commands
// each pair of which differs in one place (one/onf, keep/kee), every row
// reads apart, and no row's cut could be taken for another's command
// unless the row says that it differs off-screen: row 1 hid that it
// ends "keep", row 5 that it holds "one".
func TestDecoyRowsShowWhereTheyDiffer(t *testing.T) {
	const p = "/srv/aaaaaaaaaa/bbbbbbbbbbbbbbbb/cccccccccccc/dddddddddddd/eeeeeeeeeeeeeeee"
	cmds := []string{"rm -rf " + p + "/one/x/" + p + "/keep", "rm -rf " + p + "/one/x/" + p + "/kee", "rm -rf " + p + "/onf/x/" + p + "/keep"}
	plain := cards.PlainStyles()
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			for _, c := range cmds {
				d.askFixed("decoy", "", c)
			}
			d.reload()
			d.settle()
			cells := commandCells(rowsOf(d.screen(), "s «decoy» "), "«decoy» ", " cmd.delete")
			if len(cells) != 3 {
				t.Fatalf("%d rows: %q", len(cells), cells)
			}
			for i, c := range cells {
				if strings.Contains(c, "differs off-screen") {
					continue
				}
				for j, w := range cmds {
					if j != i && cards.FitsCut(c, wholeText(w, plain), "…") {
						t.Errorf("row %d %q could be ask %d's command %q", i+1, c, j+1, w)
					}
				}
				for j := range i {
					if cells[j] == c {
						t.Errorf("rows %d and %d read the same: %q", j+1, i+1, c)
					}
				}
			}
			d.requireScreen(t)
		})
	}
}
