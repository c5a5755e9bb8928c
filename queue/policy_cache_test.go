package queue

import (
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestPolicyCache: an unchanged store gives the same policy, built once;
// each change to what decides (a rule added, retired, the fallback) gives
// a policy built afresh that decides by it.
func TestPolicyCache(t *testing.T) {
	s := newService(t)
	if _, err := s.Init(); err != nil {
		t.Fatal(err)
	}
	const cmd = "shred notes.txt"
	outcome := func() patterns.Outcome {
		t.Helper()
		a, err := s.Evaluate(Request{Command: cmd, Agent: "claude", Cwd: "/tmp"})
		if err != nil || a.Unavailable != nil {
			t.Fatalf("evaluate: %v %+v", err, a)
		}
		return a.Outcome
	}
	policy := func() *patterns.Policy {
		t.Helper()
		p, err := s.Policy()
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	var id string
	for _, step := range []struct {
		name   string
		change func()
		want   patterns.Outcome
	}{
		{"defaults", func() {}, patterns.Allow},
		{"a refuse rule added", func() {
			id = mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "shred *", Reason: "never"}).Rule.ID
		}, patterns.Refuse},
		{"the rule retired", func() {
			if err := s.RetireRule(id, "alice"); err != nil {
				t.Fatal(err)
			}
		}, patterns.Allow},
		{"the fallback set to ask", func() {
			set := store.DefaultSettings()
			set.Fallback = "ask"
			if _, err := s.SetSettings(set, "alice"); err != nil {
				t.Fatal(err)
			}
		}, patterns.Ask},
	} {
		before := policy()
		step.change()
		if got := outcome(); got != step.want {
			t.Errorf("%s: %s is %v, want %v", step.name, cmd, got, step.want)
		}
		after := policy()
		if changed := after != before; changed != (step.name != "defaults") {
			t.Errorf("%s: policy built afresh = %v", step.name, changed)
		}
		if again := policy(); again != after {
			t.Errorf("%s: the unchanged store's policy was built again", step.name)
		}
	}
}
