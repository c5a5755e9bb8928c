package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

// FuzzSpotsCellGrows: for any two commands, the cell that draws each
// around where they differ, grown into its room (growRoom), fits its
// width, and still reads differently from the other's when both show
// their windows.
func FuzzSpotsCellGrows(f *testing.F) {
	f.Add("rsync -a /srv/r/good/ deploy@web-01:/var/www/ --delete", "rsync -a /srv/r/good/ deploy@web-01:/var/www/", 40)
	f.Add("terraform destroy -target=module.m4-11", "terraform destroy -target=module.m4-12", 20)
	f.Add("a\u202e b c", "a\u202e b d", 12)
	f.Fuzz(func(t *testing.T, a, b string, w int) {
		w = max(min(w, 200), 1)
		if a == b || len(a) > 400 || len(b) > 400 {
			return
		}
		spots := alikeSpots([]string{a, b})
		plain := cards.PlainStyles()
		ca, cb := spotsCell(a, spots, w, plain), spotsCell(b, spots, w, plain)
		for _, c := range []string{ca, cb} {
			if common.Width(c) > w {
				t.Fatalf("cell %q is wider than %d", c, w)
			}
		}
		if ca != "" && cb != "" && ansi.Strip(ca) == ansi.Strip(cb) && !strings.Contains(ansi.Strip(ca), "\\") {
			t.Fatalf("%q and %q read the same in %d: %q", a, b, w, ca)
		}
	})
}
