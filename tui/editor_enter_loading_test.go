package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// TestEditorEnterWhilePreviewLoads: enter in the pattern editor while its
// preview is on its way says "wait: loading" on the status line instead
// of being swallowed without a word (rt17k 10); once the preview is
// drawn, the note leaves the line (rt20k #6: it stood on through the
// confirmation) and enter opens the confirmation.
func TestEditorEnterWhilePreviewLoads(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("deploy", "", "rm -rf /srv/app/tmp/cache")
			d.reload()
			d.settle()
			d.hold = func(msg tea.Msg) bool { return fmt.Sprintf("%T", msg) == "editor.previewMsg" }
			d.keys("A", "tab")
			d.keys("docs are public", "enter")
			scr := d.mustShow("wait: loading")
			if strings.Contains(scr, "Write this rule?") {
				t.Fatalf("the confirmation opened before the preview came:\n%s", scr)
			}
			d.release()
			// the wait is over: its note leaves with it (rt20k #6)
			d.mustNotShow("wait: loading")
			d.keys("enter")
			d.mustShow("Write this rule?")
			d.mustNotShow("wait: loading")
		})
	}
}
