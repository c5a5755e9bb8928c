package tui

import (
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestHelpColumnsApart (rt20k #3): no meaning on the help view runs into
// the next column's key, at 80 and at 120 columns. Before, a meaning that
// filled its column was followed by one space, so "esc clear filter, else
// marks" and "s sort/group" read as "clear filter, else marks s".
func TestHelpColumnsApart(t *testing.T) {
	for _, w := range []int{80, 100, 120, 160} {
		d := openDesk(t, w, 200)
		d.ask("claude", "infra", "rm -rf /srv/data1")
		d.reload()
		d.settle()
		d.keys("?")
		scr := d.screen()
		_, sections := d.m.helpItems("")
		checked := 0
		for _, items := range sections {
			for _, it := range items {
				if utf8.RuneCountInString(it.key) > 10 || utf8.RuneCountInString(it.desc) > 24 {
					continue
				}
				re := regexp.MustCompile(`(?:^| )  ` + regexp.QuoteMeta(it.key) + ` +` + regexp.QuoteMeta(it.desc) + `( ?)(\S?)`)
				for _, line := range strings.Split(scr, "\n") {
					for _, sm := range re.FindAllStringSubmatch(line, -1) {
						checked++
						if sm[2] != "" {
							t.Fatalf("at %d columns %q %q runs into the next cell (%q):\n%s", w, it.key, it.desc, line, scr)
						}
					}
				}
			}
		}
		if checked < 10 {
			t.Fatalf("at %d columns only %d help cells found:\n%s", w, checked, scr)
		}
		if !strings.Contains(scr, "clear filter, else marks") {
			t.Fatalf("help lacks esc's meaning:\n%s", scr)
		}
	}
}
