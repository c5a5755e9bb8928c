package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/cards"
)

// TestDecoyTrioReadsApartAt80 (rt37k MEDIUM-3): three one-letter decoys
// at 80 columns. Each row's cut fitted only its own command, yet row 11
// (`rm -rf /srv/aaa…eee/kee`) hid where it differs from row 4 (`rm
// …/onf/x//srv/aaa…`), and row 4 its tail: both read as one command
// `…/onf/x/…/kee`. Rows are now compared cut with cut: every pair of rows
// shows a place where they differ, or a row says it differs off-screen.
// (TestDecoyRowsShowWhereTheyDiffer keeps the trio's screen as golden.)
func TestDecoyTrioReadsApartAt80(t *testing.T) {
	const p = "/srv/aaaaaaaaaa/bbbbbbbbbbbbbbbb/cccccccccccc/dddddddddddd/eeeeeeeeeeeeeeee"
	d := openDesk(t, 80, 24)
	d.askFixed("decoy", "", "rm -rf "+p+"/one/x/"+p+"/keep")
	d.askFixed("decoy", "", "rm -rf "+p+"/onf/x/"+p+"/keep")
	d.askFixed("decoy", "", "rm -rf "+p+"/one/x/"+p+"/kee")
	d.reload()
	d.settle()
	scr := d.screen()
	var cells []string
	for _, id := range []string{"1", "2", "3"} {
		row := lineWith(scr, " "+id+"  ")
		at := strings.Index(row, "«decoy»")
		if at < 0 {
			t.Fatalf("no row for ask %s:\n%s", id, scr)
		}
		cell := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(row[at+len("«decoy»"):]), "cmd.delete-outside"))
		cells = append(cells, cell)
	}
	for i := range cells {
		for j := i + 1; j < len(cells); j++ {
			marked := strings.Contains(cells[i], "differs") || strings.Contains(cells[j], "differs")
			if cards.CutsAgree(cells[i], cells[j], "…") && !windowsDiffer(cells[i], cells[j]) && !marked {
				t.Errorf("rows %d and %d may read as one command:\n%s\n%s", i+1, j+1, cells[i], cells[j])
			}
		}
	}
}

// windowsDiffer reports whether two rows cut into as many pieces show, at
// the same piece, texts of one length that differ: a place where the
// two read apart.
func windowsDiffer(a, b string) bool {
	pa, pb := strings.Split(a, "…"), strings.Split(b, "…")
	if len(pa) != len(pb) {
		return false
	}
	for k := range pa {
		if len([]rune(pa[k])) == len([]rune(pb[k])) && pa[k] != pb[k] {
			return true
		}
	}
	return false
}
