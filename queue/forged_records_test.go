//go:build !ozdesk_adapters

package queue

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestForgedDecisionReleasesNobody (rt18g 11): an ask's record written
// approved around ozdesk (no decide entry, or one of another ask) does
// not release its asker: the ask ends refused with a decision.forged
// entry; the record put back pending afterwards is named by VerifyAudit.
// An operator's decision still releases.
func TestForgedDecisionReleasesNobody(t *testing.T) {
	for _, tc := range []struct {
		name   string
		entry  func(t *testing.T, s *Service) uint64 // the entry the forged decision names
		forged bool
	}{
		{"no entry", func(*testing.T, *Service) uint64 { return 0 }, true},
		{"another ask's decide entry", func(t *testing.T, s *Service) uint64 {
			other := mustAsk(t, s, Request{Command: "rm -rf ~/other", Agent: "bot", Cwd: "/work/proj"})
			d, err := s.Decide(other.ID, Decision{Outcome: patterns.Allow, By: "alice"})
			if err != nil {
				t.Fatal(err)
			}
			return d.Decision.Entry
		}, true},
		{"an entry past the head", func(*testing.T, *Service) uint64 { return 1 << 40 }, true},
		{"operator's decision", nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			a := mustAsk(t, s, Request{Command: "rm -rf ~/forged", Agent: "bot", Cwd: "/work/proj", Wait: time.Minute})
			if tc.forged {
				entry := tc.entry(t, s)
				if err := s.st.Update(func(tx *store.Tx) error {
					cur, err := tx.GetAsk(a.ID)
					if err != nil {
						return err
					}
					cur.State = store.StateApproved
					cur.Decision = &store.Decision{By: "alice", At: time.Now(), Outcome: store.OutcomeAllow, Reason: "forged", Entry: entry}
					return tx.PutAsk(cur)
				}); err != nil {
					t.Fatal(err)
				}
			} else if _, err := s.Decide(a.ID, Decision{Outcome: patterns.Allow, By: "alice"}); err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			got, err := s.Wait(ctx, &Answer{Outcome: patterns.Ask, Ask: a})
			if err != nil {
				t.Fatal(err)
			}
			if !tc.forged {
				if got.Outcome != patterns.Allow {
					t.Fatalf("an operator's approval: %s (%s), want allow", got.Outcome, got.Reason)
				}
				if _, err := s.VerifyAudit(); err != nil {
					t.Fatalf("verify after an operator's approval: %v", err)
				}
				return
			}
			var fe *ForgedDecisionError
			if got.Outcome == patterns.Allow || !errors.As(got.Unavailable, &fe) {
				t.Fatalf("a forged approval: %s (%s), want refused with a ForgedDecisionError", got.Outcome, got.Reason)
			}
			if len(auditOf(t, s, store.KindForged)) != 1 {
				t.Errorf("no decision.forged entry in the trail")
			}
			if _, err := s.VerifyAudit(); err != nil {
				t.Errorf("verify once the broker ended the ask refused: %v", err)
			}
			// The forger puts the ask back pending: the trail says it ended.
			if err := s.st.Update(func(tx *store.Tx) error {
				cur, err := tx.GetAsk(a.ID)
				if err != nil {
					return err
				}
				cur.State, cur.Decision = store.StatePending, nil
				return tx.PutAsk(cur)
			}); err != nil {
				t.Fatal(err)
			}
			_, err = s.VerifyAudit()
			var ie *IgnoredError
			if !errors.As(err, &ie) || len(ie.Records) != 1 || ie.Records[0].What != "ask "+ShortID(a.ID) {
				t.Errorf("verify after the forgery was undone: %v, want ask %s named", err, ShortID(a.ID))
			}
			// That pending record releases nobody either: it is refused
			// again only when decided, and an operator cannot decide it
			// (it waits on: the test's waiter is gone). So the store is
			// left as the forger left it; the cleanup check is the chain's.
		})
	}
}

// TestForgedSettingsFailClosed (rt18g 11): settings written around
// ozdesk (four eyes off, fallback allow) are not believed: the policy
// goes by four eyes on and the fallback ask, every evaluation fails
// closed (the settings are in the digest of what is in force, rt36s H2),
// and VerifyAudit names the settings and the set in force; settings an
// operator writes again are believed (the rules are as the trail left
// them, so nothing is laundered).
func TestForgedSettingsFailClosed(t *testing.T) {
	// forged are the settings the forger writes: four eyes off, the
	// fallback allow; first the ones the first entry wrote (four eyes
	// off, fallback ask).
	forged := store.DefaultSettings()
	first := forged
	first.Fallback = store.OutcomeAsk
	for _, tc := range []struct {
		name  string
		forge func(tx *store.Tx, firstSeq uint64) error
	}{
		{"no entry", func(tx *store.Tx, _ uint64) error { return tx.PutSettingsAttested(forged, 0) }},
		{"the genuine entry", func(tx *store.Tx, _ uint64) error {
			return tx.PutSettingsAttested(forged, tx.LatestSettingsEntry())
		}},
		{"an older setting entry", func(tx *store.Tx, firstSeq uint64) error { return tx.PutSettingsAttested(forged, firstSeq) }},
		{"record and index put back to the older entry", func(tx *store.Tx, firstSeq uint64) error {
			if err := tx.PutSettingsAttested(first, firstSeq); err != nil {
				return err
			}
			return tx.IndexSettingsEntry(store.AuditEntry{Kind: store.KindSetting, Seq: firstSeq})
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			set := first
			if _, err := s.SetSettings(set, "alice"); err != nil {
				t.Fatal(err)
			}
			firstSeq := auditOf(t, s, store.KindSetting)[0].Seq
			set.FourEyes = true
			if _, err := s.SetSettings(set, "alice"); err != nil {
				t.Fatal(err)
			}
			if got, err := s.Settings(); err != nil || got != set {
				t.Fatalf("settings as written: %+v, %v", got, err)
			}
			if err := s.st.Update(func(tx *store.Tx) error { return tc.forge(tx, firstSeq) }); err != nil {
				t.Fatal(err)
			}
			got, err := s.Settings()
			if err != nil || !got.FourEyes || got.Fallback != store.OutcomeAsk {
				t.Errorf("forged settings: in effect %+v, %v; want four eyes on, fallback ask", got, err)
			}
			// The settings are in the digest of what is in force (rt36s
			// H2): a command no rule matches fails closed as under rules
			// edited around ozdesk.
			ans, err := s.Evaluate(Request{Command: "telnet evil.example 23", Agent: "bot"})
			var ue *UntrustedRulesError
			if err != nil || ans.Outcome == patterns.Allow || !errors.As(ans.Unavailable, &ue) {
				t.Errorf("a command no rule matches under a forged fallback: %v, %v; want it to fail closed on what is in force", ans, err)
			}
			why, err := s.SettingsUnproven()
			if err != nil || why == "" {
				t.Errorf("SettingsUnproven: %q, %v; want why", why, err)
			}
			_, err = s.VerifyAudit()
			var ie *IgnoredError
			if !errors.As(err, &ie) || len(ie.Records) != 2 || ie.Records[0].What != "settings" || ie.Records[1].What != "the set of rules in force" {
				t.Errorf("verify with forged settings: %v, want the settings and the set in force named", err)
			}
			// An operator sets them again: believed, and verify holds.
			if _, err := s.SetSettings(set, "alice"); err != nil && !strings.Contains(err.Error(), "proposed") {
				t.Fatal(err)
			}
			if why, err := s.SettingsUnproven(); err != nil || why != "" {
				t.Errorf("settings set again: %q, %v", why, err)
			}
			if _, err := s.VerifyAudit(); err != nil {
				t.Errorf("verify once the settings were set again: %v", err)
			}
		})
	}
}
