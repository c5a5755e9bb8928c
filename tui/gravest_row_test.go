package tui

import (
	"fmt"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/queue"
)

// TestLookAlikeShowsItsGravestPart: five siblings and a look-alike with
// `rm -rf ~/` spliced into its middle (rt18k #6). Its row leads with the
// home's part, whole, at 80 and at 120 columns; grouped by rule (`s`),
// it is filed under cmd.delete-home, not beside its siblings under
// cmd.delete-outside.
func TestLookAlikeShowsItsGravestPart(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			d := openDesk(t, size[0], size[1])
			for i := 1; i <= 5; i++ {
				d.ask("builder", "", fmt.Sprintf("rm -rf /srv/build/cache/stage%d/objects", i))
			}
			spliced := queue.ShortID(d.ask("builder", "", "rm -rf /srv/build/cache/stage7/objects; rm -rf ~/; rm -rf /srv/build/cache/stage7/objects"))
			d.reload()
			d.settle()
			row := lineWith(d.screen(), " "+spliced+"  1s «builder»")
			if !strings.Contains(row, "rm -rf ~/") {
				t.Fatalf("the look-alike's row hides its home part:\n%s\n%s", row, d.screen())
			}
			d.keys("s", "s")
			scr := d.mustShow("cmd.delete-home · 1", "cmd.delete-outside · 5")
			home := strings.Index(scr, "cmd.delete-home · 1")
			if at := strings.Index(scr, " "+spliced+"  1s «builder»"); at < home || strings.Index(scr, "cmd.delete-outside · 5") < at {
				t.Fatalf("ask %s not filed under cmd.delete-home:\n%s", spliced, scr)
			}
		})
	}
}
