package tui

import (
	"fmt"
	"strings"
	"testing"
)

// TestRowsKeepBothDifferingWords: asks whose commands differ in two
// places (the tag and the registry path's end) each keep both places
// whole in their row, at 80 and 120 columns: the middle cut fell inside
// the tag, and beta-27's row read "beta-2…", another ask's tag (rt16k
// #5). The tag is drawn as a word of its own (set apart from the
// ellipsis), so that it cannot be read as the end of a cut word.
func TestRowsKeepBothDifferingWords(t *testing.T) {
	const reg = "https://registry.example.com/very/long/path/segment/that/goes/on/and/on/"
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			for i := 1; i <= 30; i++ {
				d.askFixed(fmt.Sprintf("agent-%d", i/10), "", fmt.Sprintf("npm publish --tag beta-%d --registry %s%d", i, reg, i))
			}
			d.reload()
			d.settle()
			scr := d.screen()
			rows := queueRows(scr, sz.w)
			if len(rows) < 3 {
				t.Fatalf("%d rows:\n%s", len(rows), scr)
			}
			for _, r := range rows {
				f := strings.Fields(strings.TrimPrefix(r, "▸"))
				id := f[0]
				cmd := strings.Join(f[2:], " ")
				if !hasWord(cmd, "beta-"+id) {
					t.Errorf("row of ask %s lacks its tag beta-%s whole: %q", id, id, r)
				}
				if !strings.Contains(cmd, "/"+id) {
					t.Errorf("row of ask %s lacks its registry's end /%s: %q", id, id, r)
				}
				if strings.Contains(cmd, "npm") != true {
					t.Errorf("row of ask %s lacks its program: %q", id, r)
				}
			}
		})
	}
}

// hasWord reports whether word stands whole in s: bounded by spaces or
// s's ends, not glued to the ellipsis of a cut.
func hasWord(s, word string) bool {
	for _, f := range strings.Fields(s) {
		if f == word {
			return true
		}
	}
	return false
}

// TestBulkKeepsBothDifferingWords: the bulk confirmation's lines keep
// both places where marked asks differ, as the rows do (rt16k #5).
func TestBulkKeepsBothDifferingWords(t *testing.T) {
	const reg = "https://registry.example.com/very/long/path/segment/that/goes/on/and/on/"
	d := openDesk(t, 80, 24)
	for i := 21; i <= 24; i++ {
		d.askFixed("agent-0", "", fmt.Sprintf("npm publish --tag beta-%d --registry %s%d", i, reg, i))
	}
	d.reload()
	d.settle()
	for range 4 {
		d.keys("space")
		d.settle()
	}
	d.keys("a")
	d.mustShow("Approve 4 marked asks once?")
	conf := lines(d.screen(), "   ask ")
	if len(conf) != 4 {
		t.Fatalf("want 4 lines in the confirmation:\n%s", d.screen())
	}
	for i, l := range conf {
		id := fmt.Sprint(i + 1)
		if !hasWord(l, "beta-"+fmt.Sprint(20+i+1)) || !strings.Contains(l, "/"+fmt.Sprint(20+i+1)) {
			t.Errorf("confirmation line of ask %s lacks its tag or its registry's end: %q", id, l)
		}
	}
}
