package tui

import (
	"strings"
	"testing"
)

// footerLine is the desk's footer: the last line of the screen that is
// not blank.
func (d *testDesk) footerLine() string {
	d.t.Helper()
	lines := strings.Split(strings.TrimRight(d.screen(), "\n "), "\n")
	return lines[len(lines)-1]
}

// TestFooterShortLabelsAt80: at 80 columns each view's footer keeps its
// most used keys by writing short labels (as k9s and lazygit do): the
// rules view's "m move rule" pushed "/ filter" behind the "…" (fx28k
// #6), and the queue's footer had no "/ filter" either. At 120 columns
// the labels are whole.
func TestFooterShortLabelsAt80(t *testing.T) {
	for _, c := range []struct {
		w     int
		keys  []string
		wants []string
	}{
		{80, []string{"1"}, []string{"a approve", "d deny", "A allow", "D refuse", "/ filter", "q quit", "? help"}},
		{80, []string{"2"}, []string{"enter details", "x retire", "m move", "/ filter", "q quit", "? help"}},
		{80, []string{"3"}, []string{"enter details", "f follow", "/ filter", "q quit", "? help"}},
		{120, []string{"1"}, []string{"A always allow", "D always refuse", "enter card", "/ filter", "s sort/group"}},
		{120, []string{"2"}, []string{"enter rule details", "x retire/withdraw", "m move rule", "/ filter"}},
	} {
		d, _ := moveFixture(t, c.w, 40)
		d.keys(c.keys...)
		line := d.footerLine()
		for _, w := range c.wants {
			if !strings.Contains(line, w) {
				t.Errorf("%d columns, view %s: the footer has no %q:\n%s", c.w, c.keys[0], w, line)
			}
		}
	}
}
