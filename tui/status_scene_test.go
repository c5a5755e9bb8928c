package tui

import (
	"testing"
)

// TestStatusBelongsToItsScene (rt20k #6): a status line speaks of what is
// in front of the operator. A note put in the queue leaves when a dialog
// opens over it or another view is shown; a note put with a dialog stays
// under it. Before, "filter cleared" stood under the editor and a note
// about one rule under another's confirmation.
func TestStatusBelongsToItsScene(t *testing.T) {
	d := openDesk(t, 120, 40)
	d.ask("claude", "infra", "rm -rf /srv/data1")
	d.ask("claude", "infra", "rm -rf /srv/data2")
	d.reload()
	d.settle()

	// a note of the queue, then the editor opens: the note leaves
	d.keys("/", "data", "enter", "esc")
	d.mustShow("filter cleared")
	d.keys("D")
	d.mustShow("Always refuse")
	d.mustNotShow("filter cleared")
	d.keys("esc")

	// a note of the queue, then another view: it leaves
	d.keys("space")
	d.mustShow("1 ask marked")
	d.keys("2")
	d.mustNotShow("1 ask marked")
	d.keys("1")
	d.mustNotShow("1 ask marked")

	// a key that says something and opens a dialog keeps its words
	// with that dialog
	d.keys("d")
	d.mustShow("Deny marked ask 1 once", "reason")
}
