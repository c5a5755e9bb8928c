package tui

import (
	"strings"
	"testing"
)

// TestAgentReplacementCharEscaped (rt39k MEDIUM-2): an agent whose name
// holds U+FFFD was drawn with it raw, so that "osc\ufffd\ufffdY" read as a
// name whose bytes were replaced, and its row's rule column stood five
// cells left of its neighbours' (the mark counted one cell, its escape
// takes six). Its row, its card and its audit entries draw \ufffd, the
// rows stay in line, and no raw U+FFFD reaches the screen.
func TestAgentReplacementCharEscaped(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("osc\ufffd\ufffdY", "", "rm -rf /srv/a3")
			d.askFixed("bell", "", "rm -rf /srv/a2")
			d.reload()
			d.settle()
			scr := d.mustShow(`«osc\ufffd`)
			if strings.Contains(scr, "\ufffd") {
				t.Fatalf("U+FFFD drawn raw:\n%s", scr)
			}
			odd, plain := lineHolding(scr, "osc", "/srv/a3"), lineHolding(scr, "bell", "/srv/a2")
			if a, b := common0(odd, "cmd."), common0(plain, "cmd."); a < 0 || a != b {
				t.Errorf("the rule columns stand at %d and %d:\n%s", a, b, scr)
			}
			d.requireScreen(t)
			d.keys("3")
			scr = d.mustShow("/srv/a3")
			if strings.Contains(scr, "\ufffd") || !strings.Contains(lineHolding(scr, "ask 1", "/srv/a3"), `\ufffd`) {
				t.Fatalf("the audit view does not escape U+FFFD:\n%s", scr)
			}
		})
	}
}

// common0 is the cell where sub starts in line, or -1.
func common0(line, sub string) int {
	i := strings.Index(line, sub)
	if i < 0 {
		return -1
	}
	return len([]rune(line[:i]))
}
