package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/queue"
)

// TestAuditSaysClipped: the audit view reads an entry's long command,
// which the queue's change feed cuts to its head and tail, as clipped,
// with its whole length (rt18k 9f: the view showed no command at all for
// an entry whose command was kept by reference, and nothing carried how
// much the feed cut).
func TestAuditSaysClipped(t *testing.T) {
	cmd := "rm -rf /srv/big " + strings.Repeat("a", 20_000) + " /srv/end"
	d := openDesk(t, 120, 40)
	d.askFixed("claude", "", cmd)
	d.reload()
	d.settle()
	d.keys("3")
	scr := d.screen()
	var entries int
	for l := range strings.SplitSeq(scr, "\n") {
		if strings.Contains(l, "14:00:00") {
			entries++
			if !strings.Contains(l, "(clipped: a 20,0") || !strings.HasSuffix(strings.TrimSpace(l), "aaa /srv/end") {
				t.Errorf("an entry does not say it is clipped: %q", l)
			}
		}
	}
	if entries != 2 {
		t.Fatalf("want two entries (evaluate, ask):\n%s", scr)
	}
	// The whole length the row cuts is in what the filter reads.
	d.keys("/", queue.ClippedWords(len(cmd)), "enter")
	if scr := d.screen(); !strings.Contains(scr, "2 of 2 entries") && !strings.Contains(scr, "2 entries shown") {
		t.Errorf("the filter for %q does not keep both entries:\n%s", queue.ClippedWords(len(cmd)), scr)
	}
}
