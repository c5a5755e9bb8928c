package tui

import (
	"regexp"
	"strings"
	"testing"
)

// TestEditorPatternLineWhole: the pattern editor shows the pattern the
// rule would stand on whole, at 80 columns too: the line that moves with
// the cursor cuts it, so the whole pattern is wrapped below it (rt16k #7:
// it read rm -r -f /srv/data/customers/arch…-10/snapshots/*).
func TestEditorPatternLineWhole(t *testing.T) {
	long := "/srv/data/customers/archive/2024/region-10/tenants/acme-corporation-international/backups/nightly/snapshots"
	for _, tc := range []struct{ cmd, want string }{
		{"rm -rf /srv/data/customers/archive/2024/region-10/snapshots/old", "rm -r -f /srv/data/customers/archive/2024/region-10/snapshots/*"},
		{"rm -rf " + long + "/old", "rm -r -f " + long + "/*"}, // longer than the line
	} {
		for _, sz := range goldenSizes {
			t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
				want := tc.want
				d := openDesk(t, sz.w, sz.h)
				d.askFixed("claude", "", tc.cmd)
				d.reload()
				d.settle()
				d.keys("A", "right", "right", "up")
				scr := d.screen()
				// read as the screen wraps it: the lines joined without their
				// indent and wrap marks
				flat := regexp.MustCompile(`↴\n\s*`).ReplaceAllString(scr, "")
				flat = strings.Join(strings.Fields(flat), " ")
				if !strings.Contains(flat, want) {
					t.Fatalf("the pattern %q is not shown whole:\n%s", want, scr)
				}
			})
		}
	}
}
