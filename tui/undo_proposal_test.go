package tui

import (
	"testing"
)

// TestUndoNamesProposal (rt20k #5): under four eyes, u after D names the
// proposed rule to withdraw, even when an earlier approval made here was
// dropped because its ask left the queue. Before, u said "nothing to
// undo: 1 ask left the queue meanwhile", about the earlier approval.
func TestUndoNamesProposal(t *testing.T) {
	for _, earlier := range []bool{false, true} {
		d := openDesk(t, 80, 24)
		d.fourEyesOn()
		gone := d.askFixed("claude", "cd", "kubectl delete namespace staging-1")
		d.askFixed("claude", "cd", "rm -rf /srv/data1")
		d.reload()
		d.settle()
		if earlier {
			// an approval held here, its ask decided elsewhere
			d.keys("a")
			d.mustShow("approving ask 1 once")
			must(t, decideElsewhere(d, gone, decisionBy("bob")))
			d.reload()
			d.mustShow("your approval was dropped")
			d.pastUndo()
			d.reload()
			d.settle()
		} else {
			d.keys("j")
			d.settle()
		}
		d.keys("D", "tab", "no ssh deletes", "enter", "right", "enter")
		d.mustShow("denied ask 2", "proposed rule r1")
		d.keys("u")
		d.mustShow("nothing to undo: the deny went at once; withdraw proposed r1 in [2] rules")
		d.mustNotShow("left the queue meanwhile")
	}
}
