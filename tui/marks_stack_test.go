package tui

import (
	"strings"
	"testing"
	"unicode"
)

// TestCombiningMarksDoNotStack: a command whose letters carry many
// combining marks (rt13k) is drawn with at most two marks on any letter,
// in its row, on its card and in the whole-command pager; the marks past
// that show as escapes, so the text stays all there, and nothing is drawn
// over the rows above and below.
func TestCombiningMarksDoNotStack(t *testing.T) {
	zalgo := strings.Repeat("\u0301\u0316\u0330", 6)
	command := "rm -rf ~/ø" + zalgo + " && echo da" + zalgo + "ne"
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		d := openDesk(t, size[0], size[1])
		d.ask("claude", "job", command)
		d.reload()
		d.settle()
		for _, keys := range [][]string{nil, {"v"}} {
			d.keys(keys...)
			frame := d.m.Screen()
			if n := longestMarkRun(frame); n > 2 {
				t.Errorf("%dx%d after %v: the frame stacks %d combining marks on one letter", size[0], size[1], keys, n)
			}
			// two marks on ø; on an ASCII letter, none (rt50k F1)
			d.mustShow(`ø` + "\u0301\u0316" + `\u0330\u0301`)
			d.mustNotShow("a\u0301")
			d.keys("esc")
		}
	}
}

// longestMarkRun is the longest run of combining marks in s: how many
// stack on one letter.
func longestMarkRun(s string) int {
	best, run := 0, 0
	for _, r := range s {
		if unicode.In(r, unicode.Mn, unicode.Me) {
			run++
			best = max(best, run)
			continue
		}
		run = 0
	}
	return best
}

// TestOverlayMarksEscaped: a mark that strikes through its letter
// (U+0334–U+0338) is drawn as its escape in the row and on the card, so
// that a path with one reads apart from its neighbour without it, and
// `[` with U+0338 does not read as another sign. Before, they were drawn
// raw (rt14k #10).
func TestOverlayMarksEscaped(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.ask("claude", "job", "rm -rf /srv/b1/out\u0334put")
			d.ask("claude", "job", "rm -rf /srv/b1/output")
			d.reload()
			d.settle()
			scr := d.mustShow(`rm -rf /srv/b1/out\u0334put`, "rm -rf /srv/b1/output")
			if strings.ContainsRune(scr, 0x334) {
				t.Fatalf("the overlay mark is drawn raw:\n%s", scr)
			}
			if strings.Count(scr, `out\u0334put`) < 2 {
				t.Fatalf("row and card do not both escape it:\n%s", scr)
			}
		})
	}
}
