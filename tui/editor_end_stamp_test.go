package tui

import (
	"regexp"
	"testing"
)

// TestEditorEndStamp: the editor writes the rule's end in the one layout
// the desk and the command line write times in (cards.StampLayout, to the
// second), as the rule's detail and `ozdesk policy list` write it (rt22k
// #11d: "1 day (2026-12-04 14:06)", without seconds, stood alone).
func TestEditorEndStamp(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("claude", "release", "npm publish --tag beta")
			d.reload()
			d.settle()
			d.keys("A")
			scr := d.mustShow("ends")
			if !regexp.MustCompile(`1 day \(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\)`).MatchString(scr) {
				t.Fatalf("the editor's end is not written to the second:\n%s", scr)
			}
		})
	}
}
