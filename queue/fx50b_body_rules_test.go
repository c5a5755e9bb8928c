package queue

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestBodyRulesChecked (fx50b): a body read from disk is judged by the
// operators' rules too, so the queue checks every stored rule for a
// runner that may read one. An allow the operator wrote lifts the ask of
// a script running what it covers; an allow changed around ozdesk (no
// audit entry wrote it as it stands) does not, though the command's own
// words (npm run master) never name git: the rules in force are not
// vouched for (fx36s), and Consults has the queue check the rule itself.
func TestBodyRulesChecked(t *testing.T) {
	home := t.TempDir()
	proj := filepath.Join(home, "proj")
	if err := os.MkdirAll(proj, 0o755); err != nil {
		t.Fatal(err)
	}
	scripts := `{"scripts":{"main":"git push --force origin main","master":"git push --force origin master"}}`
	if err := os.WriteFile(filepath.Join(proj, "package.json"), []byte(scripts), 0o644); err != nil {
		t.Fatal(err)
	}
	s := newService(t, WithClock(func() time.Time { return testStart }))
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "git push --force origin main"})
	eval := func(cmd string) *Answer {
		t.Helper()
		a, err := s.Evaluate(Request{Command: cmd, Cwd: proj, Workdir: proj, Home: home})
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	if a := eval("npm run main"); a.Outcome != patterns.Allow {
		t.Errorf("npm run main: %s by %s (%s), want allowed by the operator's rule", a.Outcome, a.Rule, a.Reason)
	}
	if a := eval("npm run master"); a.Outcome != patterns.Ask || a.Rule != "cmd.force-push" {
		t.Errorf("npm run master before the forgery: %s by %s, want an ask by cmd.force-push", a.Outcome, a.Rule)
	}
	// The rule's pattern changed around ozdesk: no audit entry wrote it so.
	if err := store.New(s.StorePath()).Update(func(tx *store.Tx) error {
		rules, err := tx.Rules()
		if err != nil || len(rules) != 1 {
			return errors.Join(err, fmt.Errorf("%d rules", len(rules)))
		}
		r := rules[0]
		r.Pattern = "git push --force origin master"
		return tx.PutRule(r)
	}); err != nil {
		t.Fatal(err)
	}
	if a := eval("npm run master"); a.Outcome == patterns.Allow {
		t.Errorf("npm run master after the forgery: %s by %s (%s), want it not allowed by the changed rule", a.Outcome, a.Rule, a.Reason)
	}
}
