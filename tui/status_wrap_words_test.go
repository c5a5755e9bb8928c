package tui

import (
	"fmt"
	"strings"
	"testing"
)

// TestStatusWrapsWholeWords (rt39k LOW-1): at 80 columns a status
// message of plain words that its line holds is drawn whole, in the room
// it was measured in, not cut at its last word ("space unma…", two cells
// short, while longer messages wrap to a second line).
func TestStatusWrapsWholeWords(t *testing.T) {
	d := openDesk(t, 80, 24)
	for i := range 6 {
		d.askFixed("ag-"+string(rune('a'+i%2)), "x", fmt.Sprintf("rm -rf /srv/data%d", i))
	}
	d.reload()
	d.settle()
	for _, k := range []string{"j", "space", "s", "G", "V"} {
		d.keys(k)
		d.settle()
	}
	scr := d.mustShow("marked")
	rows := strings.Split(strings.TrimRight(scr, "\n"), "\n")
	// the status stands over the footer, on one line or two
	status := strings.TrimRight(rows[len(rows)-2], " ")
	if strings.HasSuffix(status, "…") || !strings.HasSuffix(status, "space unmarks") {
		t.Fatalf("the status line is cut: %q\n%s", status, scr)
	}
}
