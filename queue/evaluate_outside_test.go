//go:build !ozdesk_adapters

package queue

import (
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// childRule writes one refuse rule, for env.name's command, and says so.
func childRule(env childEnv) error {
	s := childService(env)
	if _, err := s.AddRule(RuleSpec{Outcome: patterns.Refuse, Pattern: env.name, Reason: "written meanwhile", Author: "op"}); err != nil {
		return err
	}
	return nil
}

// TestEvaluateOutsideHonoursRuleWrittenMeanwhile: `ozdesk ask` judges a
// command outside the write transaction (issue 9: askers in a burst no
// longer wait for each other's evaluations). A rule another process
// writes between that judgement and the write must decide the ask: the
// write sees the policy changed and the command is judged again, under
// the new rule. Each row writes the rule after the nth judgement; the
// last try judges inside the write, so however many rules land in
// between, the answer is the store's at the write.
func TestEvaluateOutsideHonoursRuleWrittenMeanwhile(t *testing.T) {
	for _, tc := range []struct {
		name    string
		command string
		// writes are the rules written after the first, second …
		// judgement (a rule pattern each).
		writes []string
		want   patterns.Outcome
		rule   bool // the answer names a stored rule
	}{
		{"none written", "ls -la /tmp/x", nil, patterns.Allow, false},
		{"refused after one", "ls -la /tmp/x", []string{"ls -la /tmp/x"}, patterns.Refuse, true},
		{"refused after two", "ls -la /tmp/x", []string{"ls -la /tmp/y", "ls -la /tmp/x"}, patterns.Refuse, true},
		{"asked, then refused", "rm -rf /srv/data", []string{"rm -rf /srv/data"}, patterns.Refuse, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "desk.db")
			s := New(store.New(path), WithNode("node-a"), WithHome("/home/op"))
			if _, err := s.Init(); err != nil {
				t.Fatal(err)
			}
			judgements := 0
			s.judged = func() {
				if judgements < len(tc.writes) {
					c := startChild(t, "rule", path, tc.writes[judgements], 0)
					c.Wait(t)
				}
				judgements++
			}
			ans, err := s.Evaluate(Request{Command: tc.command, Agent: "claude", Cwd: t.TempDir()})
			if err != nil {
				t.Fatal(err)
			}
			if ans.Unavailable != nil {
				t.Fatalf("failed closed: %v", ans.Unavailable)
			}
			if ans.Outcome != tc.want || (ans.Rule != "" && ans.Rule[0] == 'r') != tc.rule {
				t.Fatalf("%q with %d rules written meanwhile: %s by %q, want %s (stored rule %v)", tc.command, len(tc.writes), ans.Outcome, ans.Rule, tc.want, tc.rule)
			}
			if want := min(len(tc.writes)+1, evaluateTries-1); judgements != want {
				t.Errorf("judged outside %d times, want %d", judgements, want)
			}
			// The record says what the answer says.
			entries, err := s.Audit(0, 0)
			if err != nil {
				t.Fatal(err)
			}
			evals := 0
			for _, e := range entries {
				if e.Kind == store.KindEvaluate {
					evals++
				}
			}
			if evals != 1 {
				t.Errorf("%d evaluate entries, want 1", evals)
			}
		})
	}
}
