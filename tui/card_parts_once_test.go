package tui

import (
	"strings"
	"testing"
)

// TestLongPartNumberedOnce (rt35k L13): the card numbers a long part
// under the first line it stands on, not under every line it wraps
// onto (but where another part starts), so that the card shows twice as
// much of the command.
func TestLongPartNumberedOnce(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("claude", "", "printf '%s\\n' "+strings.Repeat("padding ", 60)+"> /dev/null; rm -rf ~")
			d.reload()
			d.settle()
			scr := d.mustShow("── Command")
			// under its first line, and where part 2 starts
			if n := strings.Count(scr, "1───"); n != 2 {
				t.Errorf("part 1 is numbered %d times, not twice:\n%s", n, scr)
			}
			d.requireScreen(t)
		})
	}
}
