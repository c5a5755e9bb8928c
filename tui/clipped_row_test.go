package tui

import (
	"fmt"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestClippedRowShowsEnds: the row of an ask whose command the broker
// clipped (patterns.ClipCommand) shows the command's head and its true
// end with the clip said in words, never the clip's own marker line
// (\n\x00[ozdesk: …); two such asks that differ only at the end read
// differently (rt21k #1).
func TestClippedRowShowsEnds(t *testing.T) {
	long := func(end string) string {
		words := make([]string, 12000)
		for i := range words {
			words[i] = fmt.Sprintf("w%06d", i)
		}
		return "echo " + strings.Join(words, " ") + " ; rm -rf /etc/" + end
	}
	for _, size := range [][2]int{{120, 40}, {80, 24}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			d := openDesk(t, size[0], size[1])
			d.ask("big", "", patterns.ClipCommand(long("hidden")))
			d.ask("big", "", patterns.ClipCommand(long("OTHER1")))
			d.reload()
			d.settle()
			scr := d.screen()
			var rows []string
			for _, l := range strings.Split(scr, "\n") {
				if strings.Contains(l, "«big» echo") {
					rows = append(rows, l)
				}
			}
			if len(rows) != 2 {
				t.Fatalf("want 2 rows of «big», got %d:\n%s", len(rows), scr)
			}
			for i, end := range []string{"/etc/hidden", "/etc/OTHER1"} {
				r := rows[i]
				if strings.Contains(r, `\x00`) || strings.Contains(r, "[ozd") {
					t.Errorf("row %d shows the clip's marker: %q", i+1, r)
				}
				if !strings.Contains(r, "echo w0000") || !strings.Contains(r, end) || !strings.Contains(r, "clipped") {
					t.Errorf("row %d lacks the head, %q or the word clipped: %q", i+1, end, r)
				}
			}
		})
	}
}
