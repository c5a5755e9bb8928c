package tui

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// asOperator opens a second desk on the same store for another operator.
func (d *testDesk) asOperator(op string) *testDesk {
	d.t.Helper()
	m, err := NewModel(Config{Service: d.api, Operator: op, Node: "node-1", Now: d.clock.Now,
		Width: d.w, Height: d.h, Env: []string{"LANG=C.UTF-8"}})
	if err != nil {
		d.t.Fatal(err)
	}
	o := *d
	o.m = m
	o.run(m.Init())
	return &o
}

// TestFourEyes: under four eyes a rule written at the desk is proposed,
// the ask it comes from is decided once, and nothing else is resolved
// until a second operator approves the rule in the rules view.
func TestFourEyes(t *testing.T) {
	d := openDesk(t, 100, 30)
	set := store.DefaultSettings()
	set.FourEyes = true
	if _, err := d.svc.SetSettings(set, "admin"); err != nil {
		t.Fatal(err)
	}
	first := d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
	second := d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
	d.reload()
	d.settle()
	d.keys("A")
	d.mustShow("four eyes: proposed, it resolves nothing until a second operator approves it")
	d.keys("tab", "beta releases", "enter", "right", "enter")
	d.mustShow("proposing allow rule: approving ask 1 once (npm publish --tag=beta ./packages/ui)")
	d.pastUndo()
	d.reload()
	d.mustShow("proposed rule r1, it waits for a second operator")
	if a := d.askState(first); a.State != store.StateApproved {
		t.Fatalf("the ask the rule came from: %s, want approved once", a.State)
	}
	if a := d.askState(second); a.State != store.StatePending {
		t.Fatalf("a proposed rule resolved an ask: %s", a.State)
	}
	d.keys("2")
	d.mustShow("proposed", "waits for a second operator", "four eyes on")
	d.keys("y")
	d.mustShow("you wrote rule r1: another operator must approve it")

	bob := d.asOperator("bob")
	bob.keys("2", "y")
	bob.mustShow("Approve rule r1?", "▸[ Cancel ]")
	bob.keys("enter") // Cancel
	if rs := d.rules(); rs[0].Status != store.StatusProposed {
		t.Fatalf("Cancel approved the rule: %s", rs[0].Status)
	}
	bob.keys("y", "right", "enter")
	bob.pastUndo() // the approval waits out its undo window (TestApproveRuleListsAndHolds)
	bob.reload()
	if rs := d.rules(); rs[0].Status != store.StatusActive || rs[0].Approver != "bob" {
		t.Fatalf("rule after bob's approval: %+v", rs[0])
	}
	if a := d.askState(second); a.State != store.StateResolved {
		t.Fatalf("the approved rule did not resolve the waiting ask: %s", a.State)
	}
	bob.mustShow("rule r1 approved", "resolved 1 pending ask")
	bob.mustNotShow("resolved 1 pending asks") // one ask, said as one (rt18k #9)
}

// TestRetireRule retires a rule from the rules view, past the focused
// Cancel.
func TestRetireRule(t *testing.T) {
	d := openDesk(t, 100, 30)
	if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Refuse, Pattern: "terraform destroy **",
		Reason: "platform team only", Author: "admin"}); err != nil {
		t.Fatal(err)
	}
	d.reload()
	d.keys("2")
	d.mustShow("✗ refuse terraform destroy **", "platform team only")
	d.keys("x", "enter") // Cancel
	d.mustShow("cancelled; nothing changed")
	d.keys("x", "right", "enter")
	d.reload()
	if rs := d.rules(); rs[0].Status != store.StatusRetired {
		t.Fatalf("rule %s, want retired", rs[0].Status)
	}
	d.mustShow("rule r1 retired", "retired")
}

// TestAuditFollows: the audit view shows new entries as they are written.
func TestAuditFollows(t *testing.T) {
	d := openDesk(t, 100, 30)
	d.ask("claude", "job", "git push --force origin main")
	d.reload()
	d.keys("3")
	d.mustShow("? ask by cmd.force-push (ask 1): git push --force origin main", "following")
	d.clock.Add(time.Minute)
	d.submit("claude", "job", "make test")
	d.reload()
	d.mustShow("✓ allow by no rule: make test")
	d.keys("k")
	d.mustShow("G or f follows")
	d.keys("f")
	d.mustShow("following")
}
