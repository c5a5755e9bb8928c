package tui

import (
	"fmt"
	"testing"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestEditorHeaderWaitsForItsPreview: while the editor's preview is on
// its way (the store busy), its header makes no claim about the ask;
// once the preview says the operator's ask rule still asks, it says the
// ask keeps waiting, and never said first that it would be approved
// (rt22k #8: "the ask is approved too", then "the ask keeps waiting").
func TestEditorHeaderWaitsForItsPreview(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: "terraform apply **",
				Reason: "applies", Author: "alice"}); err != nil {
				t.Fatal(err)
			}
			d.askFixed("deploy", "", "terraform apply -target=module.e88")
			d.reload()
			d.settle()
			d.hold = func(msg tea.Msg) bool { return fmt.Sprintf("%T", msg) == "editor.previewMsg" }
			d.keys("A")
			d.mustShow("Always allow · rule from ask 1 · the ask: working out…")
			d.mustNotShow("the ask is approved too")
			d.release()
			d.mustShow("Always allow · rule from ask 1 · the ask keeps waiting")
		})
	}
}
