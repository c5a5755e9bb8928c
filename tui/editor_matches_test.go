package tui

import (
	"strings"
	"testing"
)

// manyPackages opens a desk of w×h on fourteen asks to publish packages,
// past their grace, and the editor on the first, its package widened to
// ./packages/*: the rule would decide all fourteen.
func manyPackages(t *testing.T, w, h int) *testDesk {
	t.Helper()
	d := openDesk(t, w, h)
	for _, p := range []string{"ui", "core", "cli", "docs", "icons", "theme", "forms", "grid", "charts", "router", "store", "i18n", "auth", "api"} {
		d.askFixed("claude", "release", "npm publish --tag beta ./packages/"+p)
	}
	d.reload()
	d.settle()
	d.keys("A", "right", "right", "up")
	d.mustShow("matches: 14 recorded commands · resolves 13 pending asks")
	return d
}

// TestEditorUsesTheRoomForMatches: the rows the editor's fields leave go
// to what the rule would match: at 120x40 ten of the asks it resolves and
// eleven commands it decides, at 80x24 fewer, each list counting the rest,
// and the fields and the enter line stay on screen.
func TestEditorUsesTheRoomForMatches(t *testing.T) {
	cases := []struct {
		w, h               int
		resolves, examples int
		more               string
	}{
		{120, 40, 10, 11, "… resolves 3 more pending asks"},
		{80, 24, 2, 3, "… resolves 11 more pending asks"},
	}
	for _, tc := range cases {
		t.Run(sizeName(tc.w, tc.h), func(t *testing.T) {
			d := manyPackages(t, tc.w, tc.h)
			scr := d.mustShow(tc.more, "resolves ask 2 · claude · npm publish --tag beta ./packages/core",
				"mode    enforce", "enter: give a reason")
			if n := strings.Count(scr, "   resolves ask "); n != tc.resolves {
				t.Errorf("%d resolved asks listed, want %d:\n%s", n, tc.resolves, scr)
			}
			if n := strings.Count(scr, "   e.g. "); n != tc.examples {
				t.Errorf("%d commands listed, want %d:\n%s", n, tc.examples, scr)
			}
		})
	}
}
