package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/tui/vtscreen"
)

// underlined reads the cells of text in the row holding row on screen:
// "u" for each underlined, "-" for each not ("" when not found).
func underlined(d *testDesk, row, text string) string {
	d.t.Helper()
	d.onLoop.Store(true)
	frame := d.m.Screen()
	d.onLoop.Store(false)
	s := vtscreen.Render(frame, d.w, d.h)
	defer s.Close()
	for y, l := range strings.Split(s.Text(), "\n") {
		if !strings.Contains(l, row) || !strings.Contains(l, text) {
			continue
		}
		x := len([]rune(l[:strings.Index(l, text)]))
		var b strings.Builder
		for i := range len(text) {
			if c := s.Cell(x+i, y); c != nil && c.Style.Underline != ansi.UnderlineNone {
				b.WriteByte('u')
			} else {
				b.WriteByte('-')
			}
		}
		return b.String()
	}
	return ""
}

// TestAuditAskRowShowsItsWord (issue 9 leftover): the audit view's row
// of an "ask" entry keeps the word that asked (`~/projects`, between
// forty echoes and twenty more) whole and underlined, as the queue's row
// keeps the part that asks; cut in the middle, the row read "echo pad;
// ec…o tail" at 80 and 120 columns. At 40x8 the row is too narrow to
// keep it, and draws as before.
func TestAuditAskRowShowsItsWord(t *testing.T) {
	cmd := strings.Repeat("echo pad; ", 40) + "rm -rf ~/projects; " + strings.Repeat("echo tail; ", 20) + "true"
	for _, sz := range [][2]int{{80, 24}, {120, 40}, {40, 8}} {
		t.Run(sizeName(sz[0], sz[1]), func(t *testing.T) {
			d := openAskingDesk(t, sz[0], sz[1])
			d.ask("m1", "", cmd)
			d.reload()
			d.settle()
			d.keys("3")
			scr := d.mustShow("ask 1 as")
			row := lines(scr, "ask 1 as")[0]
			t.Logf("%s", row)
			if sz[0] < 80 {
				return // no room for it: the row as before
			}
			if !strings.Contains(row, "~/projects") {
				t.Fatalf("the ask row does not show the word that asked: %q\n%s", row, scr)
			}
			if u := underlined(d, "asked by", "~/projects"); u != strings.Repeat("u", len("~/projects")) {
				t.Fatalf("the word is not marked: %q in %q", u, row)
			}
		})
	}
}
