//go:build !ozdesk_adapters

package queue

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/store"
)

// TestStaleCutProposalWithdrawn: a four-eyes cut proposal that the trail
// moved past (another cut landed after it was proposed) is withdrawn by
// the sweep, as "ozdesk", with a proposal.withdraw entry saying why; it
// no longer waits in the proposals (policy list, the desk). A proposal
// that can still apply is left waiting. On a file and on etcd.
func TestStaleCutProposalWithdrawn(t *testing.T) {
	for _, b := range []struct {
		name string
		open func(t *testing.T) *Service
	}{
		{"file", func(t *testing.T) *Service { return newService(t) }},
		{"etcd", func(t *testing.T) *Service {
			c := etcdtest.Start(t, 1)
			cfg, err := store.ParseEtcdAddress(c.Address("stalecut"))
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
		t.Run(b.name, func(t *testing.T) { testStaleCutProposalWithdrawn(t, b.open(t)) })
	}
}

func testStaleCutProposalWithdrawn(t *testing.T, s *Service) {
	if _, err := s.Init(); err != nil {
		t.Fatal(err)
	}
	fourEyesOn(t, s, store.OutcomeAllow)
	for range 8 {
		mustEvaluate(t, s, Request{Command: "ls -la", Agent: "bot"})
	}
	all := auditOf(t, s)
	at := func(i int) store.AuditHead { return store.AuditHead{Seq: all[i].Seq, Hash: all[i].Hash} }
	cut := func(by string, h store.AuditHead) store.Proposal {
		_, err := s.CutAudit(AuditCutRequest{Through: h.Seq, Exported: h.Hash, By: by})
		return mustPropose(t, err, store.KindAuditCut)
	}
	pending := func() map[string]bool {
		ps, err := s.Proposals()
		if err != nil {
			t.Fatal(err)
		}
		m := map[string]bool{}
		for _, p := range ps {
			m[p.ID] = true
		}
		return m
	}

	p2 := cut("alice", at(1))
	p4 := cut("carol", at(3))
	// Nothing is stale yet: the sweep withdraws nothing.
	if res, err := s.Sweep(); err != nil || res.Proposals != 0 {
		t.Fatalf("sweep before any cut: %+v, %v", res, err)
	}
	if got := pending(); !got[p2.ID] || !got[p4.ID] {
		t.Fatalf("waiting before any cut: %v, want %s and %s", got, p2.ID, p4.ID)
	}
	if _, err := s.ApproveProposal(p2.ID, "bob"); err != nil {
		t.Fatalf("bob approves %s: %v", p2.ID, err)
	}
	// p4 was proposed from the trail's start: another cut landed since.
	res, err := s.Sweep()
	if err != nil || res.Proposals != 1 {
		t.Fatalf("sweep after the cut: %+v, %v; want one proposal withdrawn", res, err)
	}
	// One proposed after that cut still applies.
	p6 := cut("carol", at(5))
	if got := pending(); got[p4.ID] || !got[p6.ID] {
		t.Errorf("waiting after the sweep: %v, want %s alone (%s withdrawn)", got, p6.ID, p4.ID)
	}
	ws := auditOf(t, s, store.KindProposalWithdraw)
	if len(ws) != 1 || ws[0].Actor != "ozdesk" {
		t.Fatalf("withdraw entries %+v, want one by ozdesk", ws)
	}
	text := Summarize(ws[0]).Text
	for _, want := range []string{"withdrew " + p4.ID + " (proposed by carol)", "stale: the trail started after entry 0 when it was proposed", "another cut landed"} {
		if !strings.Contains(text, want) {
			t.Errorf("the withdraw entry %q does not say %q", text, want)
		}
	}
	// Withdrawn once: the next sweep has nothing to do.
	if res, err := s.Sweep(); err != nil || res.Proposals != 0 {
		t.Errorf("the next sweep: %+v, %v", res, err)
	}
	if _, err := s.ApproveProposal(p4.ID, "bob"); err == nil {
		t.Errorf("approving the withdrawn %s passed", p4.ID)
	}
}
