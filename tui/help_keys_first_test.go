package tui

import (
	"strings"
	"testing"
)

// TestHelpKeysFirst (issue 9 #2): help opens on its keys, the notes (the
// store, the card's hold, the mouse) after the last of them: at 80x24 the
// notes before the keys took the first page's top lines.
func TestHelpKeysFirst(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.reload()
			d.keys("?")
			lines := strings.Split(d.screen(), "\n")
			if len(lines) < 3 || !strings.HasPrefix(lines[2], " Move (queue") {
				t.Fatalf("help's first line is not its first keys:\n%s", strings.Join(lines, "\n"))
			}
			all := strings.Join(d.m.helpLines(), "\n")
			last, note := strings.LastIndex(all, "Views"), strings.Index(all, "store ")
			if last < 0 || note < last {
				t.Errorf("a note stands before the last keys (Views at %d, store at %d):\n%s", last, note, all)
			}
			d.keys("G")
			d.mustShow("Notes", "leaves it to the terminal.")
		})
	}
}
