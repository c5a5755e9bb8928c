package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

// FuzzAlikeWordCells: two commands an agent wrote, drawn as look-alikes
// in w cells, never overflow w, never draw an escape or control
// character raw, and, when the word cut is taken, read apart.
func FuzzAlikeWordCells(f *testing.F) {
	f.Add("kubectl --context prod-A --ns x delete deployment api-v1 --grace", "kubectl --context prod-B --ns x delete deployment api-v2 --grace", 30)
	f.Add("rm -rf /tmp/a\x1b[2J b", "rm -rf /tmp/b\x1b[2J b", 12)
	f.Add("echo \u202e a", "echo \u202e b", 5)
	f.Fuzz(func(t *testing.T, a, b string, w int) {
		w = 4 + abs(w)%120
		keep, ok := alikeWordCells([]string{a, b}, w)
		if !ok {
			return
		}
		plain := cards.PlainStyles()
		ca, cb := wordsCell(a, keep, w, plain), wordsCell(b, keep, w, plain)
		for _, c := range []string{ca, cb} {
			if common.Width(c) > w {
				t.Fatalf("cell %q is %d cells, over %d", c, common.Width(c), w)
			}
			if strings.ContainsAny(ansi.Strip(c), "\x1b\r\n\u202e") {
				t.Fatalf("cell %q draws a control raw", c)
			}
		}
		if a != b && ansi.Strip(ca) == ansi.Strip(cb) {
			t.Fatalf("%q and %q read the same: %q", a, b, ca)
		}
	})
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
