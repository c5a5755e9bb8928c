//go:build !ozdesk_adapters

package queue

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/store"
)

// TestFourEyesAuditCut: under four eyes, on a file and on etcd, one
// admin's cut only proposes it (nothing goes), its author cannot approve
// it, another admin's approval cuts, and the audit.cut entry names both;
// a proposal the trail moved past, or whose base another cut moved, is
// stale and changes nothing; a cut approved and left unfinished is
// finished by one admin through the same entry, and not further.
func TestFourEyesAuditCut(t *testing.T) {
	for _, b := range []struct {
		name string
		open func(t *testing.T) *Service
	}{
		{"file", func(t *testing.T) *Service { return newService(t) }},
		{"etcd", func(t *testing.T) *Service {
			c := etcdtest.Start(t, 1)
			cfg, err := store.ParseEtcdAddress(c.Address("foureyescut"))
			if err != nil {
				t.Fatal(err)
			}
			st, err := store.OpenEtcd(cfg, store.WithLockTimeout(30*time.Second))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = st.Close() })
			return New(st, WithNode("n0"), WithHome("/home/op"))
		}},
	} {
		t.Run(b.name, func(t *testing.T) { testFourEyesAuditCut(t, b.open(t)) })
	}
}

func testFourEyesAuditCut(t *testing.T, s *Service) {
	if _, err := s.Init(); err != nil {
		t.Fatal(err)
	}
	fourEyesOn(t, s, store.OutcomeAllow)
	for range 6 {
		mustEvaluate(t, s, Request{Command: "ls -la", Agent: "bot"})
	}
	all := auditOf(t, s)
	at := func(seq uint64) store.AuditHead {
		for _, e := range all {
			if e.Seq == seq {
				return store.AuditHead{Seq: e.Seq, Hash: e.Hash}
			}
		}
		t.Fatalf("no entry %d", seq)
		return store.AuditHead{}
	}
	cut := func(by string, h store.AuditHead) (*AuditCutResult, error) {
		return s.CutAudit(AuditCutRequest{Through: h.Seq, Exported: h.Hash, By: by})
	}
	baseOf := func() uint64 {
		v, err := s.VerifyAudit()
		if err != nil {
			t.Fatalf("verify: %v", err)
		}
		return v.Base.Seq
	}

	// One admin proposes; nothing is cut, and a wrong head is refused
	// outright, not proposed.
	if _, err := cut("alice", store.AuditHead{Seq: 3, Hash: all[0].Hash}); !errors.Is(err, store.ErrCutRefused) {
		t.Errorf("cut with another hash: %v, want refused", err)
	}
	_, err := cut("alice", at(2))
	p := mustPropose(t, err, store.KindAuditCut)
	if p.Cut.Through != at(2) || p.Cut.From.Seq != 0 || p.By != "alice" {
		t.Errorf("proposal %+v, want through %d from 0 by alice", p.Cut, 2)
	}
	if got := baseOf(); got != 0 {
		t.Fatalf("a proposal cut through %d", got)
	}
	if _, err := cut("alice", at(2)); !errors.Is(err, store.ErrExists) {
		t.Errorf("the same cut proposed again: %v, want exists", err)
	}
	if _, err := s.ApproveProposal(p.ID, "alice"); !errors.Is(err, ErrSameOperator) {
		t.Errorf("the author approving: %v, want same operator", err)
	}

	// A second proposal, further; the first is approved by bob.
	_, err = cut("carol", at(4))
	p4 := mustPropose(t, err, store.KindAuditCut)
	res, err := s.ApproveProposal(p.ID, "bob")
	if err != nil || res.Cut == nil || res.Cut.Removed != 2 || res.Cut.Through != at(2) {
		t.Fatalf("bob approves %s: %+v, %v; want 2 entries cut through 2", p.ID, res, err)
	}
	cuts := auditOf(t, s, store.KindAuditCut)
	var data store.AuditCut
	if len(cuts) != 1 || json.Unmarshal(cuts[0].Data, &data) != nil || cuts[0].Actor != "bob" ||
		data.Proposal != p.ID || data.ProposedBy != "alice" || data.Through != at(2) {
		t.Errorf("cut entries %+v (%+v), want one by bob naming %s by alice", cuts, data, p.ID)
	}
	if got, want := Summarize(cuts[0]).Text, "four eyes: proposal "+p.ID+" by alice"; !strings.Contains(got, want) {
		t.Errorf("the cut's summary %q does not say %q", got, want)
	}

	// p4 was proposed from base 0: another cut landed since, so it is
	// stale, and nothing changes.
	var stale *StaleError
	if _, err := s.ApproveProposal(p4.ID, "bob"); !errors.As(err, &stale) || stale.ID != p4.ID {
		t.Errorf("approving %s after another cut: %v, want stale", p4.ID, err)
	}
	if got := baseOf(); got != 2 {
		t.Errorf("a stale approval moved the base to %d", got)
	}

	// A proposal the trail then moves past (cut further meanwhile) is stale.
	_, err = cut("alice", at(3))
	p3 := mustPropose(t, err, store.KindAuditCut)
	// Proposing it withdrew p4, stale, as the sweep would (rt18f #3).
	if _, err := s.WithdrawProposal(p4.ID, "alice"); !errors.Is(err, ErrNotProposed) || !strings.Contains(err.Error(), "withdrawn by ozdesk") {
		t.Errorf("withdrawing the stale %s once another cut was proposed: %v, want it withdrawn by ozdesk already", p4.ID, err)
	}
	_, err = cut("alice", at(5))
	p5 := mustPropose(t, err, store.KindAuditCut)
	if _, err := s.ApproveProposal(p5.ID, "bob"); err != nil {
		t.Fatalf("approve %s: %v", p5.ID, err)
	}
	if _, err := s.ApproveProposal(p3.ID, "bob"); !errors.As(err, &stale) {
		t.Errorf("approving %s the trail moved past: %v, want stale", p3.ID, err)
	}

	// A cut approved and stopped after a step: one admin finishes it
	// through the same entry (the entry names the proposal), but a cut
	// further is only proposed.
	head := auditOf(t, s)
	end := store.AuditHead{Seq: head[len(head)-1].Seq, Hash: head[len(head)-1].Hash}
	if err := s.st.Update(func(tx *store.Tx) error {
		if _, err := tx.StartAuditCutVia(store.AuditEntry{Time: s.now(), Actor: "bob", Node: s.node},
			store.AuditCut{Through: end, Proposal: "p99", ProposedBy: "alice"}); err != nil {
			return err
		}
		_, err := tx.CutAudit(1)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if got := baseOf(); got >= end.Seq {
		t.Fatalf("one step cut through %d, the whole cut", got)
	}
	mustEvaluate(t, s, Request{Command: "ls", Agent: "bot"})
	all = auditOf(t, s)
	_, err = cut("alice", at(all[len(all)-1].Seq))
	mustPropose(t, err, store.KindAuditCut)
	if res, err := cut("alice", end); err != nil || res.Through != end {
		t.Fatalf("finishing the approved cut: %+v, %v", res, err)
	}
	cuts = auditOf(t, s, store.KindAuditCut)
	last := cuts[len(cuts)-1]
	if json.Unmarshal(last.Data, &data) != nil || last.Actor != "alice" || data.Proposal != "p99" || data.ProposedBy != "alice" {
		t.Errorf("the finishing cut's entry %+v (%+v), want alice going on with p99", last, data)
	}
}
