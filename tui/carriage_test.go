package tui

import (
	"strings"
	"testing"
)

// TestCarriageReturnShowsEscaped: a carriage return in a command shows as
// \r on the card, never as a space, and the card says that it makes the
// command unreadable (bash keeps it inside a word; the parser splits
// words there), at 80x24 and 120x40.
func TestCarriageReturnShowsEscaped(t *testing.T) {
	for _, size := range [][2]int{{120, 40}, {80, 24}} {
		d := openDesk(t, size[0], size[1])
		d.ask("claude", "job", "git push --force\rorigin main")
		d.reload()
		d.settle()
		d.keys("tab")
		top := d.screen()
		d.keys("G")
		scr := top + d.screen()
		if !strings.Contains(scr, `--force\rorigin`) || strings.Contains(scr, "--force origin") {
			t.Fatalf("%dx%d: the command does not show its carriage return as \\r:\n%s", size[0], size[1], scr)
		}
		if !strings.Contains(scr, "carriage return") {
			t.Fatalf("%dx%d: the card does not say the carriage return makes it unreadable:\n%s", size[0], size[1], scr)
		}
	}
}
