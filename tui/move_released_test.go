package tui

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestMoveReleasesThroughUndo: the confirmation of a move names the
// waiting asks the new order resolves; confirmed, the move waits out the
// undo window as every other approval does (the rule stands where it
// was, the agent waits, u takes it back); sent, the status line says the
// rule was moved, not written, and the audit entry says from where to
// where (rt28k #3, #12c: the asks left at once, unnamed, and the status
// line said "written by you").
func TestMoveReleasesThroughUndo(t *testing.T) {
	d := openDesk(t, 120, 40)
	for _, spec := range []queue.RuleSpec{
		{Outcome: patterns.Ask, Pattern: "make **", Reason: "builds are looked at", Author: "admin"},
		{Outcome: patterns.Allow, Pattern: "make deploy ENV=prod", Reason: "deploy test ok", Author: d.m.c.Operator,
			End: d.clock.Now().Add(24 * time.Hour)},
	} {
		if _, err := d.svc.AddRule(spec); err != nil {
			t.Fatal(err)
		}
	}
	id, done := d.waiting("van", "make deploy ENV=prod")
	d.reload()
	d.settle()
	short := queue.ShortID(id)

	d.keys("2", "j", "m", "k", "enter")
	d.mustShow("Move rule r2 above r1?", "it resolves 1 pending ask", "resolves ask "+short, "make deploy ENV=prod")
	d.keys("right", "enter")
	d.mustShow("moving rule r2 above r1: resolving 1 ask", "u undoes")
	if got := d.ruleOrder(); got != "r1 r2" {
		t.Fatalf("within the window the rule moved: %s", got)
	}
	if s, ok := released(done, 300*time.Millisecond); ok {
		t.Fatalf("the agent was released within the window: %s", s)
	}
	d.keys("u")
	d.mustShow("undone: rule r2 not moved")
	d.pastUndo()
	d.reload()
	if got := d.ruleOrder(); got != "r1 r2" {
		t.Fatalf("an undone move reached the store: %s", got)
	}
	if a := d.askState(id); a.State != store.StatePending {
		t.Fatalf("an undone move resolved ask %s: %s", id, a.State)
	}

	d.keys("m", "k", "enter")
	d.mustShow("resolves ask " + short)
	d.keys("right", "enter")
	d.pastUndo()
	d.reload()
	if got := d.ruleOrder(); got != "r2 r1" {
		t.Fatalf("after the window the order is %s, want r2 r1", got)
	}
	if s, ok := released(done, 10*time.Second); !ok || s != store.StateResolved {
		t.Fatalf("the agent: released %v as %q, want resolved", ok, s)
	}
	d.mustShow("moved")
	d.mustNotShow("written by you")
	var text string
	for _, e := range auditKinds(t, d.svc, store.KindRuleMove) {
		text = queue.Summarize(e).Text
	}
	if want := "moved from place 2 to place 1 (before r1)"; !contains(text, want) {
		t.Fatalf("rule.move entry %q, want %q", text, want)
	}
}
