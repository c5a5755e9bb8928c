package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// publishCmd is the command the proposed-rule tests' asks run.
const publishCmd = "npm publish --tag beta ./packages/ui"

// openRuleProposed opens a 100×30 desk under four eyes with n asks of
// publishCmd, whose operator proposes a rule for them (r1, "beta
// releases") past its undo window; then bob, a second operator, opens
// its confirmation (2, y). It returns both desks and the asks' IDs.
func openRuleProposed(t *testing.T, n int) (d, bob *testDesk, asks []string) {
	t.Helper()
	d = openDesk(t, 100, 30)
	d.fourEyesOn()
	for range n {
		asks = append(asks, d.ask("claude", "release", publishCmd))
	}
	d.reload()
	d.settle()
	d.keys("A", "tab", "beta releases", "enter", "right", "enter")
	d.pastUndo()
	d.reload()

	bob = d.asOperator("bob")
	bob.keys("2", "y")
	return d, bob, asks
}

// openRetireProposed opens a 100×30 desk under four eyes with an ask
// rule r1 over `make docs` and one ask it holds, whose operator
// proposes retiring r1 (p1); then bob, a second operator, opens its
// confirmation (2, j, y). It returns both desks and the held ask's ID.
func openRetireProposed(t *testing.T) (d, bob *testDesk, held string) {
	t.Helper()
	d = openDesk(t, 100, 30)
	if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: "make docs",
		Reason: "docs builds are looked at", Author: "admin"}); err != nil {
		t.Fatal(err)
	}
	d.fourEyesOn()
	held = d.ask("claude", "release", "make docs")
	d.reload()
	d.keys("2", "x", "right", "enter")
	d.reload()
	d.mustShow("proposed p1: retire rule r1")

	bob = d.asOperator("bob")
	bob.keys("2", "j", "y")
	return d, bob, held
}
