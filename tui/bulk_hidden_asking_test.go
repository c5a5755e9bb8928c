package tui

import (
	"fmt"
	"strings"
	"testing"
)

// TestBulkNamesHiddenAsking: among five look-alike asks, a sixth with
// `rm -rf ~/` spliced between two parts that read like its siblings'
// shows in the bulk approve's list as `cmd.delete… ×2 +1` at best; the
// confirmation names every rule it asked by, whole, whether or not its
// row is scrolled into view (rt18k #6: approved with the others, and
// nothing said `delete-home`).
func TestBulkNamesHiddenAsking(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			for i := 1; i <= 5; i++ {
				d.ask("builder", "build", fmt.Sprintf("rm -rf /srv/build/cache/stage%d/objects", i))
			}
			spliced := d.ask("builder", "build", "rm -rf /srv/build/cache/stage7/objects; rm -rf ~/; rm -rf /srv/build/cache/stage7/objects")
			d.reload()
			d.settle()
			for range 6 {
				d.keys("space")
				d.settle()
			}
			d.mustShow("6 asks marked")
			d.keys("a")
			d.mustShow("Approve 6 marked asks once?",
				"ask "+strings.TrimLeft(spliced, "0")+": 3 parts ask by cmd.delete-home, cmd.delete-outside ×2")
			if n := strings.Count(d.screen(), "parts ask by"); n != 1 {
				t.Fatalf("%d asks named with the rules that asked, want 1", n)
			}
		})
	}
}

// TestBulkRowLeadsWithGravestPart: in the bulk approve's list, the
// look-alike with `rm -rf ~/` spliced into its middle leads with that
// part, whole, as its queue row does, not with the plain middle cut
// that reads like its siblings (rt18k #6).
func TestBulkRowLeadsWithGravestPart(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			for i := 1; i <= 3; i++ {
				d.ask("builder", "build", fmt.Sprintf("rm -rf /srv/build/cache/stage%d/objects/intermediate/tmp", i))
			}
			spliced := d.ask("builder", "build", "rm -rf /srv/build/cache/stage7/objects/intermediate/tmp; rm -rf ~/; rm -rf /srv/build/cache/stage7/objects/intermediate/tmp")
			d.reload()
			d.settle()
			for range 4 {
				d.keys("space")
				d.settle()
			}
			d.keys("a")
			d.mustShow("Approve 4 marked asks once?")
			line := lineWith(d.screen(), "ask "+strings.TrimLeft(spliced, "0")+" ")
			if !strings.Contains(line, "rm -rf ~/") {
				t.Fatalf("the bulk list's line for the look-alike hides its home part:\n%s\n%s", line, d.screen())
			}
		})
	}
}
