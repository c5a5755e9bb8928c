package tui

import (
	"strings"
	"testing"
)

// TestCardMarksTrailingBlanks: the card, as the queue's rows do (fx9a),
// shows the spaces that end a command as \x20, so that "git push
// --force origin main   " does not read as the plain command on the card
// either (rt17k, the last note on issue 9), at 80x24 and 120x40, the card
// beside the rows and full screen; spaces inside the command stay spaces.
// Failed before: the card read "git push --force origin main".
func TestCardMarksTrailingBlanks(t *testing.T) {
	for _, size := range goldenSizes {
		for _, full := range []bool{false, true} {
			name := sizeName(size.w, size.h)
			if full {
				name += "/full"
			}
			t.Run(name, func(t *testing.T) {
				d := openDesk(t, size.w, size.h)
				d.askFixed("codex", "infra", "git push --force origin main   ")
				d.reload()
				d.settle()
				if full {
					d.keys("enter")
				}
				scr := d.screen()
				var card []string
				for _, ln := range strings.Split(scr, "\n") {
					if _, c, ok := strings.Cut(ln, "│ git push"); ok {
						card = append(card, c)
					}
				}
				if len(card) == 0 {
					t.Fatalf("no command on the card:\n%s", scr)
				}
				want := `--force origin main\x20\x20\x20`
				if !strings.Contains(card[0], want) {
					t.Errorf("the card's command line %q lacks %s:\n%s", card[0], want, scr)
				}
			})
		}
	}
}
