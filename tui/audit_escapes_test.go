package tui

import (
	"strings"
	"testing"
)

// TestAuditShowsTheQueuesEscapes: the audit view draws a command as the
// queue's rows do (rt18k #9e): a `\r` its cut would hide is drawn around,
// and trailing spaces show as `\x20`, at 80x24 and 120x40.
func TestAuditShowsTheQueuesEscapes(t *testing.T) {
	const (
		cr     = "rm -rf /srv/prod\r# harmless cleanup of tmp and of the old build caches here          "
		spaces = "rm -rf /srv/data/x   "
	)
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("claude", "", cr)
			d.askFixed("claude", "", spaces)
			d.reload()
			d.settle()
			d.keys("3")
			scr := d.screen()
			var entries []string
			for l := range strings.SplitSeq(scr, "\n") {
				if strings.Contains(l, "14:00:00") {
					entries = append(entries, l)
				}
			}
			if len(entries) != 4 {
				t.Fatalf("want four entries (two evaluate, two ask):\n%s", scr)
			}
			for _, l := range entries {
				if !strings.Contains(l, `\r`) && !strings.Contains(l, `\x20`) {
					t.Errorf("an entry hides its escape: %q\n%s", l, scr)
				}
			}
		})
	}
}
