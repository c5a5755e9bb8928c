package tui

import (
	"fmt"
	"strings"
	"testing"
)

// TestRangeMarkNamesWhatItMarked (rt39k LOW-2): sorted by agent, the
// rows of a range do not run in number order, and V's message names the
// asks it took in, as they are shown, never "asks 2 to 6" over asks it
// left unmarked; sorted by age it says "asks 2 to 4" as before.
func TestRangeMarkNamesWhatItMarked(t *testing.T) {
	for _, tc := range []struct {
		name  string
		sort  []string
		moves []string
		says  string
		not   string
	}{
		// by agent: a's asks 1, 3, 5, then b's 2, 4, 6; space marks
		// ask 3 and moves on, V on ask 4 (ask 1 stays unmarked)
		{"by agent", []string{"s"}, []string{"j", "space", "j", "j", "V"}, "asks 3, 5, 2, 4 marked", "asks 3 to 4"},
		{"by age", nil, []string{"j", "space", "j", "V"}, "asks 2 to 4 marked", "asks 2, 3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 120, 40)
			for i := range 6 {
				d.askFixed("ag-"+string(rune('a'+i%2)), "x", fmt.Sprintf("rm -rf /srv/data%d", i))
			}
			d.reload()
			d.settle()
			for _, k := range tc.sort {
				d.keys(k)
				d.settle()
			}
			for _, k := range tc.moves {
				d.keys(k)
				d.settle()
			}
			if scr := d.mustShow(tc.says); strings.Contains(scr, tc.not) {
				t.Fatalf("V's message says %q:\n%s", tc.not, scr)
			}
		})
	}
}

// TestRangeWords: numbers in a row read as a span, others one by one,
// and many out of order by count and ends, in the order shown.
func TestRangeWords(t *testing.T) {
	for _, tc := range []struct {
		ids  []string
		want string
	}{
		{[]string{"7"}, "ask 7"},
		{[]string{"2", "3", "4"}, "asks 2 to 4"},
		{[]string{"2", "3", "9", "10", "11", "6"}, "asks 2, 3, 9, 10, 11, 6"},
		{[]string{"2", "3", "9", "10", "11", "12", "6"}, "7 asks from ask 2 to ask 6 in this order"},
		{[]string{"4", "3"}, "asks 4, 3"},
	} {
		if got := rangeWords(tc.ids); got != tc.want {
			t.Errorf("rangeWords(%q) = %q, want %q", tc.ids, got, tc.want)
		}
	}
}
