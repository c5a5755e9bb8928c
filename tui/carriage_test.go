package tui

import (
	"strings"
	"testing"
)

// TestCarriageReturnShowsEscaped: a carriage return the reader takes as a
// break between words shows as \r on the card (the command and the parse
// tree), never as a space, at 80x24 and 120x40.
func TestCarriageReturnShowsEscaped(t *testing.T) {
	for _, size := range [][2]int{{120, 40}, {80, 24}} {
		d := openDesk(t, size[0], size[1])
		d.ask("claude", "job", "git push --force\rorigin main")
		d.reload()
		d.settle()
		d.keys("tab", "G")
		scr := d.screen()
		if n := strings.Count(scr, `--force\rorigin`); n < 2 {
			t.Fatalf("%dx%d: the command and its part show \\r %d times, want both:\n%s", size[0], size[1], n, scr)
		}
	}
}
