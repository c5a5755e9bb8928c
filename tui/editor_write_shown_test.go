package tui

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestEditorWriteResolvesOnlyShown: a rule written from the editor
// resolves the asks its confirmation showed when the operator chose
// Write rule, and no other: asks of a burst that reached the store while
// the confirmation stood, but that the desk had not drawn yet, stay
// pending, in the undo window's check and at its end (rt41k F1: the
// check took every ask pending by then, and the write resolved asks the
// confirmation never listed).
func TestEditorWriteResolvesOnlyShown(t *testing.T) {
	d := openDesk(t, 120, 40)
	first := d.ask("tx", "j", "terraform destroy -target=module.a1")
	second := d.ask("tx", "j", "terraform destroy -target=module.a1")
	d.reload()
	d.settle()
	d.keys("A", "tab", "teardown", "enter")
	d.mustShow("Write this rule?", "resolves 1 pending ask it matches")
	// a burst reaches the store; the desk has not read it yet
	var late []string
	for i := 0; i < 3; i++ {
		late = append(late, d.ask("tx", "j", "terraform destroy -target=module.a1"))
	}
	d.keys("right", "enter")
	d.mustShow("resolving 1 more")
	d.clock.Add(time.Second)
	d.reload()
	d.pastUndo()
	d.reload()
	want := map[string]string{first: store.StateApproved, second: store.StateResolved}
	for _, id := range late {
		want[id] = store.StatePending
	}
	for id, w := range want {
		if got := d.askState(id).State; got != w {
			t.Errorf("ask %s: %s, want %s", id, got, w)
		}
	}
	d.mustShow("Queue · 3 waiting")
}

// TestConfirmArrivalHoldsTypedAhead: keys typed before an ask joined an
// open confirmation decide nothing of it: right enter read right after
// the ask was listed, marked new, write no rule (the enter waits the
// desk's grace, as a decision key does on a card that just came under
// the cursor), and the status line says why; once the grace is over,
// enter writes the rule with the ask now shown (rt41k F1: right enter
// sent as the ask arrived resolved it, for the editor and for four
// eyes' approval alike).
func TestConfirmArrivalHoldsTypedAhead(t *testing.T) {
	d := openDesk(t, 120, 40)
	confirmPublicRule(d)
	sneaky := d.ask("sneaky", "release", "npm publish --access public")
	d.reload()
	d.keys("right", "enter")
	d.mustShow("Write this rule?", "asks just joined this list")
	if got := d.askState(sneaky).State; got != store.StatePending {
		t.Fatalf("an enter typed as ask %s joined left it %s", sneaky, got)
	}
	d.clock.Add(DefaultGrace)
	d.keys("enter")
	d.mustShow("resolving 2 more")
	d.pastUndo()
	d.reload()
	if got := d.askState(sneaky).State; got != store.StateResolved {
		t.Fatalf("ask %s, listed and then written, is %s", sneaky, got)
	}
}

// TestApproveArrivalHoldsTypedAhead: under four eyes, the second
// operator's y confirmation holds an enter typed as an ask joined its
// list, as the editor's does (rt41k F1: bob's right enter, sent 1 ms
// before ask g1 was recorded, released it).
func TestApproveArrivalHoldsTypedAhead(t *testing.T) {
	d, bob, _ := openRuleProposed(t, 2)
	bob.mustShow("Approve rule r1?")
	late := d.ask("claude", "release", publishCmd)
	bob.reload()
	bob.mustShow("arrived that this approval would resolve")
	bob.keys("right", "enter")
	bob.mustShow("Approve rule r1?", "asks just joined this list")
	bob.pastUndo()
	bob.reload()
	if a := d.askState(late); a.State != store.StatePending {
		t.Fatalf("an enter typed as ask %s joined left it %s", late, a.State)
	}
}

// confirmPublicRule opens "Write this rule?" on one of two asks to
// publish: an allow rule written from the editor that resolves the other.
func confirmPublicRule(d *testDesk) {
	d.t.Helper()
	d.ask("pub1", "release", "npm publish --access public")
	d.ask("pub2", "release", "npm publish --access public")
	d.reload()
	d.settle()
	d.keys("A", "tab", "public packages", "tab", "left")
	d.settle()
	d.keys("enter")
	d.mustShow("Write this rule?", "resolves 1 pending ask it matches")
}
