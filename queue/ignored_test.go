package queue

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestIgnoredRules: a rule written or changed around ozdesk (straight
// into the store, with no audit entry that wrote it as it stands), or an
// allow that breaks the guard rails however it got in, decides nothing,
// is listed as ignored with why, and fails VerifyAudit. The service that
// evaluates has evaluated before the tampering: what it cached does not
// hide it.
func TestIgnoredRules(t *testing.T) {
	end := testStart.Add(24 * time.Hour)
	forced := store.Rule{ID: "r9", Outcome: store.OutcomeAllow, Pattern: "git push --force origin master",
		Reason: "trust me", End: end, Mode: store.ModeEnforce, Status: store.StatusActive, Author: "alice"}
	cases := []struct {
		name    string
		tamper  func(tx *store.Tx) error
		command string
		id, why string
	}{
		{"a rule put around ozdesk", func(tx *store.Tx) error { return tx.InsertRule(forced, store.Place{First: true}) },
			"git push --force origin master", "r9", "no audit entry wrote it"},
		// An evaluation checks the rules it may try: these reach r9
		// through a nested command and a later part.
		{"a rule put around ozdesk, met inside sh -c", func(tx *store.Tx) error { return tx.InsertRule(forced, store.Place{First: true}) },
			`sh -c "git push --force origin master"`, "r9", "no audit entry wrote it"},
		{"a rule put around ozdesk, met in a later part", func(tx *store.Tx) error { return tx.InsertRule(forced, store.Place{First: true}) },
			"make build && git push --force origin master", "r9", "no audit entry wrote it"},
		{"a rule's pattern changed", func(tx *store.Tx) error {
			r, err := tx.GetRule("r1")
			r.Pattern = "git push --force * main"
			return errors.Join(err, tx.PutRule(r))
		}, "git push --force upstream main", "r1", "its pattern is not as audit entry"},
		{"a refuse turned allow", func(tx *store.Tx) error {
			r, err := tx.GetRule("r2")
			r.Outcome, r.Reason, r.End = store.OutcomeAllow, "fine", end
			return errors.Join(err, tx.PutRule(r))
		}, "terraform destroy", "r2", "its outcome is not as"},
		{"a proposed rule made active", func(tx *store.Tx) error {
			r, err := tx.GetRule("r3")
			r.Status, r.Approver = store.StatusActive, "bob"
			return errors.Join(err, tx.PutRule(r))
		}, "git push --force origin develop", "r3", "its status is not as"},
		{"an allow with a forged entry, past the guard rails", func(tx *store.Tx) error {
			r := forced
			r.End = time.Time{}
			if err := tx.InsertRule(r, store.Place{First: true}); err != nil {
				return err
			}
			data, _ := json.Marshal(ruleEvent{Rule: r, By: "alice"})
			_, err := tx.AppendAudit(store.AuditEntry{Kind: store.KindRuleAdd, Actor: "alice", Data: data})
			return err
		}, "git push --force origin master", "r9", "guard rail"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t, WithClock(func() time.Time { return testStart }))
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "git push --force origin main"})
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "terraform destroy **"})
			mustSetFourEyes(t, s)
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "git push --force origin develop"})
			if a := mustEvaluate(t, s, Request{Command: "ls"}); a.Outcome != patterns.Allow {
				t.Fatalf("before: %s", a.Outcome)
			}
			if v, err := s.VerifyAudit(); err != nil || len(v.Ignored) > 0 {
				t.Fatalf("before: %+v, %v", v, err)
			}

			if err := store.New(s.StorePath()).Update(tc.tamper); err != nil {
				t.Fatal(err)
			}

			a, err := s.Evaluate(Request{Command: tc.command, Cwd: "/work/proj"})
			if err != nil {
				t.Fatal(err)
			}
			if a.Outcome == patterns.Allow || a.Rule == tc.id {
				t.Errorf("%q: %s by %s, want it not decided by %s", tc.command, a.Outcome, a.Rule, tc.id)
			}
			// Written around ozdesk, the rules in force as a whole are
			// not vouched for (fx36s); else the rule alone is untrusted.
			var ue *UntrustedRuleError
			var whole *UntrustedRulesError
			if a.Unavailable != nil && !errors.As(a.Unavailable, &whole) && (!errors.As(a.Unavailable, &ue) || ue.Ignored.Rule.ID != tc.id) {
				t.Errorf("%q: unavailable: %v; want only rule %s untrusted, or the rules in force", tc.command, a.Unavailable, tc.id)
			}
			ignored, err := s.IgnoredRules()
			if err != nil || len(ignored) != 1 || ignored[0].Rule.ID != tc.id || !strings.Contains(ignored[0].Why, tc.why) {
				t.Errorf("IgnoredRules = %+v, %v; want %s: %s…", ignored, err, tc.id, tc.why)
			}
			_, err = s.VerifyAudit()
			var ie *IgnoredError
			if !errors.As(err, &ie) || !strings.Contains(err.Error(), "rule "+tc.id+" ") {
				t.Errorf("VerifyAudit: %v; want it to name rule %s", err, tc.id)
			}
			if _, err := s.ApproveRule("r3", "bob"); tc.id == "r3" && err == nil {
				t.Errorf("a tampered rule was approved")
			}
		})
	}
}

// TestApproveForgedProposal: a proposed rule put around ozdesk is not
// approved, so an operator cannot make it active by approving what looks
// like a colleague's proposal.
func TestApproveForgedProposal(t *testing.T) {
	s := newService(t, WithClock(func() time.Time { return testStart }))
	mustSetFourEyes(t, s)
	err := s.st.Update(func(tx *store.Tx) error {
		return tx.PutRule(store.Rule{ID: "r1", Outcome: store.OutcomeAllow, Pattern: "git push --force origin main",
			Reason: "ok", End: testStart.Add(time.Hour), Mode: store.ModeEnforce, Status: store.StatusProposed, Author: "alice"})
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.ApproveRule("r1", "bob"); err == nil || !strings.Contains(err.Error(), "no audit entry wrote it") {
		t.Fatalf("ApproveRule of a forged proposal: %v", err)
	}
}

// mustSetFourEyes turns four eyes on.
func mustSetFourEyes(t testing.TB, s *Service) {
	t.Helper()
	set := store.DefaultSettings()
	set.FourEyes = true
	if _, err := s.SetSettings(set, "alice"); err != nil {
		t.Fatal(err)
	}
}
