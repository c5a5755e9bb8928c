package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/queue"
)

// TestLeftWithProposedRule: under four eyes alice's A approves an ask
// once and proposes its rule. Bob's desk, watching the ask leave, says
// it was approved once and that the rule is proposed, not that the
// approval was "with rule r1": r1 decided nothing (rt18k #9b).
func TestLeftWithProposedRule(t *testing.T) {
	d := openDesk(t, 100, 30)
	d.fourEyesOn()
	id := d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
	d.reload()
	bob := d.asOperator("bob")
	bob.reload()
	d.settle()
	d.keys("A", "tab", "beta releases", "enter", "right", "enter")
	d.pastUndo()
	d.reload()
	bob.reload()
	bob.mustShow("ask " + queue.ShortID(id) + " approved by alice once; rule r1 proposed")
	bob.mustNotShow("with rule r1")
}
