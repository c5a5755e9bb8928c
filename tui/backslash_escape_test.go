package tui

import (
	"strings"
	"testing"

	uv "github.com/charmbracelet/ultraviolet"

	"ozdesk.dev/ozdesk/tui/vtscreen"
)

// The two commands of rt35k L5: a literal backslash, u, 2, 0, 2, e, and a
// real U+202E.
const (
	literalBidi = `rm -rf /srv/\u202eatad`
	realBidi    = "rm -rf /srv/\u202eatad"
)

// TestBackslashReadsApartFromEscape: a literal "\u202e" in a command
// reads "\\u202e" on the desk, in its row and on its card, while a real
// U+202E reads "\u202e" in reverse video (NO_COLOR): both read
// "\u202e", told apart only by the style, before (rt35k L5). The filter
// finds each by what the screen shows.
func TestBackslashReadsApartFromEscape(t *testing.T) {
	d := openDeskEnv(t, 120, 40, "NO_COLOR=1")
	d.askFixed("lit", "", literalBidi)
	d.askFixed("real", "", realBidi)
	d.reload()
	d.settle()
	scr := d.screen()
	lit, real := lines(scr, "«lit»  rm"), lines(scr, "«real» rm")
	if len(lit) != 1 || len(real) != 1 {
		t.Fatalf("want one row each:\n%s", scr)
	}
	if !strings.Contains(lit[0], `/srv/\\u202eatad`) {
		t.Errorf("the literal backslash's row does not read \\\\u202e: %q", lit[0])
	}
	if !strings.Contains(real[0], `/srv/\u202eatad`) || strings.Contains(real[0], `\\`) {
		t.Errorf("the real U+202E's row does not read \\u202e: %q", real[0])
	}
	// the real one's escape is in reverse video, the literal one's
	// "u202e" is not
	if got := reversed(d, "«real» rm", `\u202e`); got != strings.Repeat("r", len(`\u202e`)) {
		t.Errorf("the real U+202E's escape is not all reverse video: %q", got)
	}
	if got := reversed(d, "«lit»  rm", `u202e`); strings.Contains(got, "r") {
		t.Errorf("the literal one's u202e is drawn as an escape: %q", got)
	}

	// its card's command reads the same
	d.keys("enter")
	d.settle()
	card := d.screen()
	if !strings.Contains(card, `│ `+`rm -rf /srv/\\u202eatad`) {
		t.Errorf("the card does not read \\\\u202e:\n%s", card)
	}
	d.keys("esc")

	for _, tc := range []struct {
		needle     string
		want, lose []string
	}{
		{`\\u202e`, []string{"«lit»  rm"}, []string{"«real» rm"}},
		{`\u202e`, []string{"«lit»  rm", "«real» rm"}, nil},
	} {
		d.keys("/", tc.needle, "enter")
		d.settle()
		scr := d.screen()
		for _, w := range tc.want {
			if len(lines(scr, w)) == 0 {
				t.Errorf("/%s does not find %s:\n%s", tc.needle, w, scr)
			}
		}
		for _, l := range tc.lose {
			if len(lines(scr, l)) > 0 {
				t.Errorf("/%s finds %s too:\n%s", tc.needle, l, scr)
			}
		}
		d.keys("esc")
	}
}

// reversed reads the cells of text in the row holding row on screen: "r"
// for each in reverse video, "-" for each not ("" when not found).
func reversed(d *testDesk, row, text string) string {
	d.t.Helper()
	d.onLoop.Store(true)
	frame := d.m.Screen()
	d.onLoop.Store(false)
	s := vtscreen.Render(frame, d.w, d.h)
	defer s.Close()
	for y, l := range strings.Split(s.Text(), "\n") {
		if !strings.Contains(l, row) {
			continue
		}
		// cells, not bytes: the row's quotes take one cell each
		x := len([]rune(l[:strings.Index(l, text)]))
		var b strings.Builder
		for i := range len(text) {
			if c := s.Cell(x+i, y); c != nil && c.Style.Attrs&uv.AttrReverse != 0 {
				b.WriteByte('r')
			} else {
				b.WriteByte('-')
			}
		}
		return b.String()
	}
	return ""
}
