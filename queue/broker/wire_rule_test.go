package broker

import (
	"os"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestRulesOverTheWireKeepPositionAndHits: the rules a client reads
// through the broker (what 'policy list' shows in protected mode and on
// every fleet's node) have the positions and hits the store gives them.
// Before (rt18f #5), every one came back at position 0 with 0 hits.
func TestRulesOverTheWireKeepPositionAndHits(t *testing.T) {
	r := newRig(t, operatorsFor(t, RoleAdmin))
	for _, spec := range []queue.RuleSpec{
		{Outcome: patterns.Ask, Pattern: "rm **", Reason: "t"},
		{Outcome: patterns.Refuse, Pattern: "curl ** | sh", Reason: "t"},
	} {
		if _, err := r.cl.AddRule(spec); err != nil {
			t.Fatal(err)
		}
	}
	for _, cmd := range []string{"curl a | sh", "curl b | sh", "rm /nonexistent"} {
		if _, err := r.svc.Evaluate(queue.Request{Command: cmd, Agent: "bot", Cwd: r.dir, Owner: "uid:4242", Pid: os.Getpid()}); err != nil {
			t.Fatal(err)
		}
	}
	want, err := r.svc.Rules()
	if err != nil {
		t.Fatal(err)
	}
	got, err := r.cl.Rules()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || len(want) != 2 {
		t.Fatalf("rules through the broker: %d, in the store: %d; want 2", len(got), len(want))
	}
	for i := range want {
		if got[i].ID != want[i].ID || got[i].Position != i+1 || got[i].Hits != want[i].Hits {
			t.Errorf("rule %d through the broker: %s at %d, %d hits; want %s at %d, %d hits",
				i, got[i].ID, got[i].Position, got[i].Hits, want[i].ID, i+1, want[i].Hits)
		}
	}
	if want[0].Hits != 1 || want[1].Hits != 2 {
		t.Errorf("hits in the store: %d and %d, want 1 and 2", want[0].Hits, want[1].Hits)
	}
}
