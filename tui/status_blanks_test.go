package tui

import (
	"strings"
	"testing"
)

// TestStatusShowsTrailingBlanks: the status line after a decision names
// its command as the queue's row does, trailing spaces drawn as \x20:
// "rm -rf /srv/data/x   " must not read as "rm -rf /srv/data/x" (rt18k #9).
func TestStatusShowsTrailingBlanks(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.ask("claude", "cleanup", "rm -rf /srv/data/x   ")
			d.reload()
			d.settle()
			d.keys("d", "enter")
			scr := d.mustShow("denied ask 1 once")
			if l := lineWith(scr, "denied ask 1 once"); !strings.Contains(l, `/srv/data/x\x20\x20\x20)`) {
				t.Fatalf("the status line hides the trailing spaces: %q\n%s", l, scr)
			}
		})
	}
}
