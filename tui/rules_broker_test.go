package tui

import (
	"os"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestRulesOverBrokerShowPositionAndHits: a protected desk (every read
// through the broker) shows each rule at its place in the order with the
// hits the store counted, as policy list does. Before (rt19k #1), every
// rule read "0 … 0 hits" over the broker.
func TestRulesOverBrokerShowPositionAndHits(t *testing.T) {
	d := openDesk(t, 120, 40)
	for _, spec := range []queue.RuleSpec{
		{Outcome: patterns.Refuse, Pattern: "curl ** | sh", Reason: "t", Author: "alice"},
		{Outcome: patterns.Allow, Pattern: "make target-*", Reason: "t", Author: "alice", End: d.clock.Now().Add(24 * time.Hour)},
	} {
		if _, err := d.svc.AddRule(spec); err != nil {
			t.Fatal(err)
		}
	}
	for _, cmd := range []string{"curl a | sh", "make target-1", "make target-2", "make target-3"} {
		if _, err := d.svc.Evaluate(queue.Request{Command: cmd, Agent: "bot", Cwd: d.cwd(), Owner: "uid:4242", Pid: os.Getpid()}); err != nil {
			t.Fatal(err)
		}
	}
	d.overBroker()
	d.reload()
	d.settle()
	d.keys("2")
	d.mustShow("1 hit", "3 hits")
	d.mustNotShow("0 hits")
	rules := d.m.rules.all
	if len(rules) != 2 || rules[0].Position != 1 || rules[1].Position != 2 || rules[0].Hits != 1 || rules[1].Hits != 3 {
		t.Fatalf("rules over the broker: %+v", rules)
	}
}
