package tui

import (
	"strings"
	"testing"
)

// TestHelpProseWraps: the help's sentences above the keys wrap at word
// boundaries at 80 columns, never cut mid-word (rt28k #6: "…
// OZDESK_MOUSE=off) l").
func TestHelpProseWraps(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.keys("?", "G") // the notes follow the keys
			scr := d.screen()
			flat := strings.Join(strings.Fields(scr), " ")
			for _, want := range []string{"leaves it to the terminal.", "ignores a, d, A and D for a moment."} {
				if !strings.Contains(flat, want) {
					t.Errorf("help lacks %q:\n%s", want, scr)
				}
			}
		})
	}
}
