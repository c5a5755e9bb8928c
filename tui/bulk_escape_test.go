package tui

import (
	"strings"
	"testing"
)

// TestBulkConfirmKeepsEscape (rt39k MEDIUM-3): at 80 columns the bulk
// confirmation draws a command whose middle cut would hide its only
// escaped character around it, as its queue row does: the line of
// "rm -rf /srv/data/cache-old # \rrm -rf /srv/data/prod-db" shows the
// \r, and never reads as one plain rm -rf of one path.
func TestBulkConfirmKeepsEscape(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.askWith("nl", "job", fixedCwd, "rm -rf /srv/data/cache-old # \rrm -rf /srv/data/prod-db")
	d.askWith("nl", "job", fixedCwd, "rm -rf /srv/data/tmp-build-artifacts-2026")
	d.reload()
	d.settle()
	d.keys("ctrl+a", "a")
	scr := d.mustShow("Approve 2 marked asks once?")
	var line string
	for l := range strings.SplitSeq(scr, "\n") {
		if strings.Contains(l, "(cmd.unreadable)") {
			line = l
		}
	}
	if !strings.Contains(line, `\r`) {
		t.Fatalf("the confirmation's line of the unreadable ask hides its \\r: %q\n%s", line, scr)
	}
	d.requireScreen(t)
}
