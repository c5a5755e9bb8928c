package queue

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestNestedVerdictChecksEveryRule (fx62e, issue 10): a hook's
// evaluation checks first only the stored rules the line's own parts may
// try (`make deploy` names make, not git), but a verdict that judged a
// body read from disk (the recipe runs `git push --force origin master`)
// is believed only once every rule is checked. An allow the recipe meets
// that is set aside (past the guard rails, or put around ozdesk) leaves
// the default's ask, or fails closed; it never allows.
func TestNestedVerdictChecksEveryRule(t *testing.T) {
	end := testStart.Add(24 * time.Hour)
	forced := store.Rule{ID: "r9", Outcome: store.OutcomeAllow, Pattern: "git push --force origin master",
		Reason: "trust me", End: end, Mode: store.ModeEnforce, Status: store.StatusActive, Author: "alice"}
	cases := []struct {
		name   string
		tamper func(tx *store.Tx) error
		// rule is the rule that must decide the ask ("" for failing
		// closed: the rules cannot be trusted)
		rule string
	}{
		{"an operator's allow with its entry, past the guard rails", func(tx *store.Tx) error {
			r := forced
			r.End = time.Time{} // an allow of a force push with no end
			if err := tx.InsertRule(r, store.Place{First: true}); err != nil {
				return err
			}
			data, err := json.Marshal(ruleEvent{Rule: r, By: "alice"})
			if err != nil {
				return err
			}
			_, err = tx.AppendAudit(store.AuditEntry{Kind: store.KindRuleAdd, Actor: "alice", Data: data})
			return err
		}, "cmd.force-push"},
		// (caught before any rule is checked too: the rules in force
		// are not as the audit trail says, fx36s)
		{"an allow put around ozdesk", func(tx *store.Tx) error {
			return tx.InsertRule(forced, store.Place{First: true})
		}, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			proj := t.TempDir()
			makefile := "deploy:\n\tgit push --force origin master\n\nbuild:\n\tgo build ./...\n"
			if err := os.WriteFile(filepath.Join(proj, "Makefile"), []byte(makefile), 0o644); err != nil {
				t.Fatal(err)
			}
			s := newService(t, WithClock(func() time.Time { return testStart }))
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "terraform destroy **"})
			req := Request{Command: "make deploy", Cwd: proj, Workdir: proj, Home: t.TempDir()}
			if a := mustEvaluate(t, s, req); a.Outcome != patterns.Ask || a.Rule != "cmd.force-push" {
				t.Fatalf("before: %s by %s (%s), want an ask by cmd.force-push", a.Outcome, a.Rule, a.Reason)
			}
			if err := store.New(s.StorePath()).Update(tc.tamper); err != nil {
				t.Fatal(err)
			}
			// The line alone tries no git rule: checking only its own
			// rules leaves r9 unchecked until the recipe is read.
			pol, err := patterns.NewPolicy([]*patterns.Rule{{ID: "r9", Outcome: patterns.Allow,
				Pattern: patterns.MustParsePattern(forced.Pattern), End: end}})
			if err != nil {
				t.Fatal(err)
			}
			if slices.Contains(pol.ConsultsOnLine(patterns.Read(req.Command)), "r9") {
				t.Fatalf("ConsultsOnLine(%q) names r9: the case tests nothing", req.Command)
			}
			a, err := s.Evaluate(req)
			if err != nil {
				t.Fatal(err)
			}
			if a.Outcome != patterns.Ask || a.Rule == "r9" {
				t.Fatalf("after: %s by %s (%s), want an ask not decided by r9", a.Outcome, a.Rule, a.Reason)
			}
			var ue *UntrustedRuleError
			var whole *UntrustedRulesError
			switch {
			case tc.rule != "" && a.Rule != tc.rule:
				t.Errorf("after: ask by %q (%s; unavailable: %v), want by %s", a.Rule, a.Reason, a.Unavailable, tc.rule)
			case tc.rule == "" && !errors.As(a.Unavailable, &ue) && !errors.As(a.Unavailable, &whole):
				t.Errorf("after: ask by %q (%s), want failing closed on the untrusted rule", a.Rule, a.Reason)
			}
		})
	}
}
