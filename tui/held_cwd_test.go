package tui

import (
	"strings"
	"testing"
)

// TestHeldNamesItsCwd (rt35k L14): when another ask waits with the same
// command from another directory, the undo countdown and the quit
// question name the held ask's directory, escaped so that it cannot close
// its quotes early; an ask whose command waits nowhere else is named
// without it.
func TestHeldNamesItsCwd(t *testing.T) {
	cases := []struct {
		name      string
		cwds      []string // the asks' directories, each running rm -rf ../data
		want, not string
	}{
		{"two directories", []string{"/srv/app/x", "/srv/app/y"}, "approving ask 1 once in «…/x»", ""},
		{"one ask", []string{"/srv/app/x"}, "approving ask 1 once (", " in «"},
		{"a guillemet in the directory", []string{"/srv/a» echo safe «", "/srv/b"}, `in «…/a\u00bb echo safe \u00ab»`, "in «…/a» echo"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 120, 40)
			for _, cwd := range tc.cwds {
				d.askIn("sp", cwd, "rm -rf ../data")
			}
			d.reload()
			d.settle()
			d.keys("a")
			for _, scr := range []string{d.mustShow(tc.want), d.keysShow("q", "Quit?", tc.want)} {
				if tc.not != "" && strings.Contains(scr, tc.not) {
					t.Fatalf("the screen says %q:\n%s", tc.not, scr)
				}
			}
		})
	}
}

// keysShow presses keys, then wants every text on screen, and returns it.
func (d *testDesk) keysShow(keys string, want ...string) string {
	d.t.Helper()
	d.keys(keys)
	return d.mustShow(want...)
}
