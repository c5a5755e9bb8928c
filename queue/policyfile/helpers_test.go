package policyfile

import (
	"encoding/json"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/teststore"
	"ozdesk.dev/ozdesk/store"
)

// testNow is the clock of the test stores.
var testNow = time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)

// openStore makes a store in t.TempDir on the tests' clock and checks its
// file and audit trail when the test ends.
func openStore(t testing.TB) *store.Store {
	t.Helper()
	return teststore.Open(t, store.WithClock(func() time.Time { return testNow }))
}

// seedRules are the rules seedStore writes, in order: every field in use,
// and one retired and one expired rule a file leaves out.
func seedRules() []store.Rule {
	end := time.Date(2026, 12, 31, 0, 0, 0, 0, time.UTC)
	return []store.Rule{
		{ID: "r1", Outcome: store.OutcomeRefuse, Pattern: "git push --force * [default-branch]", Reason: "nobody rewrites main",
			Mode: store.ModeEnforce, Status: store.StatusActive, Author: "alice"},
		{ID: "r2", Outcome: store.OutcomeAllow, Carves: "cmd.download-run", Reason: "the installer runs vendor scripts",
			Scope: store.Scope{Agent: "installer"}, End: end, Mode: store.ModeEnforce, Status: store.StatusActive, Author: "alice", Approver: "bob"},
		{ID: "r3", Outcome: store.OutcomeAllow, Pattern: "terraform destroy -target=module.test.*", Reason: "test modules are throwaway",
			Scope: store.Scope{Agent: "ci-*", Workdir: "/srv/infra"}, End: time.Date(2026, 12, 1, 18, 30, 0, 0, time.UTC),
			Mode: store.ModeEnforce, Status: store.StatusActive, Author: "bob"},
		{ID: "r4", Outcome: store.OutcomeAsk, Pattern: "kubectl delete **", Reason: "clusters are shared",
			Mode: store.ModeShadow, Status: store.StatusActive, Author: "carol"},
		{ID: "r5", Outcome: store.OutcomeRefuse, Pattern: "rm -rf /", Reason: "old", Mode: store.ModeEnforce, Status: store.StatusRetired},
		{ID: "r6", Outcome: store.OutcomeAllow, Pattern: "curl -fsSL [egress]", Reason: "pinned downloads", End: end,
			Mode: store.ModeEnforce, Status: store.StatusProposed, Author: "carol"},
		{ID: "r7", Outcome: store.OutcomeAllow, Pattern: "make test", Reason: "ran out", End: testNow.Add(-time.Hour),
			Mode: store.ModeEnforce, Status: store.StatusExpired, Author: "bob"},
		{ID: "r8", Outcome: store.OutcomeRefuse, Carves: "cmd.unreadable", Reason: "no guessing on prod",
			Scope: store.Scope{Node: "prod-*"}, Mode: store.ModeEnforce, Status: store.StatusActive, Author: "alice"},
	}
}

// seedStore writes a policy into st through the store's API: the rules of
// seedRules, two egress hosts and settings off their defaults.
func seedStore(t testing.TB, st *store.Store) {
	t.Helper()
	err := st.Update(func(tx *store.Tx) error {
		for _, r := range seedRules() {
			if err := putRuleAudited(tx, r); err != nil {
				return err
			}
		}
		for _, h := range []store.EgressHost{{Host: "get.k3s.io", AddedBy: "alice", Reason: "k3s installer"}, {Host: "*.githubusercontent.com", AddedBy: "bob"}} {
			if err := tx.AddEgress(h); err != nil {
				return err
			}
		}
		s := store.DefaultSettings()
		s.Fallback, s.AskWait = store.OutcomeAsk, 5*time.Minute
		return putSettingsAudited(tx, s)
	})
	if err != nil {
		t.Fatalf("seed store: %v", err)
	}
}

// export exports st's policy.
func export(t testing.TB, st *store.Store) []byte {
	t.Helper()
	var out []byte
	err := st.View(func(tx *store.Tx) error {
		rules, err := tx.Rules()
		if err != nil {
			return err
		}
		egress, err := tx.Egress()
		if err != nil {
			return err
		}
		s, err := tx.Settings()
		if err != nil {
			return err
		}
		out, err = Export(rules, egress, s)
		return err
	})
	if err != nil {
		t.Fatalf("export: %v", err)
	}
	return out
}

// plan parses a file and plans it against st.
func plan(t testing.TB, st *store.Store, file []byte) []Change {
	t.Helper()
	f, err := Parse(file)
	if err != nil {
		t.Fatalf("parse:\n%s\n%v", file, err)
	}
	var changes []Change
	if err := st.View(func(tx *store.Tx) error {
		var err error
		have, err := storedIn(tx)
		if err != nil {
			return err
		}
		changes, err = Plan(have, f)
		return err
	}); err != nil {
		t.Fatalf("plan: %v", err)
	}
	return changes
}

// apply applies changes to st as by.
func apply(st *store.Store, changes []Change, by string, fourEyes bool) (*Result, error) {
	var res *Result
	err := st.Update(func(tx *store.Tx) error {
		var err error
		set, err := tx.Settings()
		if err != nil {
			return err
		}
		res, err = Apply(tx, changes, by, fourEyes, set)
		return err
	})
	return res, err
}

// storeRules reads every rule of st, in order.
func storeRules(t testing.TB, st *store.Store) []store.Rule {
	t.Helper()
	var rules []store.Rule
	if err := st.View(func(tx *store.Tx) error {
		var err error
		rules, err = tx.Rules()
		return err
	}); err != nil {
		t.Fatalf("rules: %v", err)
	}
	return rules
}

// auditKinds lists the kinds of st's audit entries after seq after.
func auditKinds(t testing.TB, st *store.Store, after uint64) []string {
	t.Helper()
	var kinds []string
	if err := st.View(func(tx *store.Tx) error {
		return tx.EachAudit(after, func(e store.AuditEntry) error {
			kinds = append(kinds, e.Kind)
			return nil
		})
	}); err != nil {
		t.Fatalf("audit: %v", err)
	}
	return kinds
}

// storedIn reads the policy a store holds, as queue does for a plan.
func storedIn(tx *store.Tx) (Stored, error) {
	var have Stored
	var err error
	if have.Rules, err = tx.Rules(); err != nil {
		return have, err
	}
	if have.Egress, err = tx.Egress(); err != nil {
		return have, err
	}
	have.Settings, err = tx.Settings()
	return have, err
}

// putRuleAudited writes r with the rule.add entry ozdesk writes with it,
// so the rules in force are vouched for as a whole (the store stamps the
// entry with their digest).
func putRuleAudited(tx *store.Tx, r store.Rule) error {
	if err := tx.PutRule(r); err != nil {
		return err
	}
	data, err := json.Marshal(map[string]any{"rule": r})
	if err != nil {
		return err
	}
	_, err = tx.AppendAudit(store.AuditEntry{Kind: store.KindRuleAdd, Actor: "test", Data: data})
	return err
}

// putSettingsAudited writes s with the "setting" entry that records them,
// as ozdesk does: the settings first, so the entry carries the digest of
// the rules and settings in force, then naming the entry.
func putSettingsAudited(tx *store.Tx, s store.Settings) error {
	if err := tx.PutSettings(s); err != nil {
		return err
	}
	data, err := json.Marshal(map[string]any{"new": s})
	if err != nil {
		return err
	}
	e, err := tx.AppendAudit(store.AuditEntry{Kind: store.KindSetting, Actor: "test", Data: data})
	if err != nil {
		return err
	}
	return tx.PutSettingsAttested(s, e.Seq)
}
