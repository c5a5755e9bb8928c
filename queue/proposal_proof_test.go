//go:build !ozdesk_adapters

package queue

import (
	"errors"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestVerifyProposals (rt20g #5): 'audit verify' names a pending
// proposal no entry proposed or whose author was changed around ozdesk,
// and a trail where one account both proposed and approved a change four
// eyes held (written before approvals were checked against the trail).
func TestVerifyProposals(t *testing.T) {
	cases := []struct {
		name   string
		forge  func(t *testing.T, s *Service, p store.Proposal)
		answer string
	}{
		{"author changed", func(t *testing.T, s *Service, p store.Proposal) {
			p.By = "bob"
			putProposal(t, s, p)
		}, "its author"},
		{"no entry proposed it", func(t *testing.T, s *Service, p store.Proposal) {
			p.ID = "p9"
			putProposal(t, s, p)
		}, "no audit entry proposed it"},
		{"change rewritten", func(t *testing.T, s *Service, p store.Proposal) {
			p.Settings.MaxPendingPerAgent++
			putProposal(t, s, p)
		}, "its change"},
		{"one account proposed and approved", func(t *testing.T, s *Service, p store.Proposal) {
			p.Status, p.DecidedBy = store.ProposalApproved, p.By
			if err := s.st.Update(func(tx *store.Tx) error {
				if err := tx.PutProposal(p); err != nil {
					return err
				}
				return s.audit(tx, store.KindProposalApprove, p.By, proposalEvent{Proposal: p})
			}); err != nil {
				t.Fatal(err)
			}
		}, "both proposed and approved"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			fourEyesOn(t, s, "ask")
			set := store.DefaultSettings()
			set.FourEyes, set.Fallback = true, "allow"
			_, err := s.SetSettings(set, "alice")
			p := mustPropose(t, err, store.KindSetting)
			if v, err := s.VerifyAudit(); err != nil || len(v.Unproven) != 0 {
				t.Fatalf("verify before the forgery: %v %+v", err, v)
			}
			tc.forge(t, s, p)
			v, err := s.VerifyAudit()
			var ie *IgnoredError
			if !errors.As(err, &ie) || v == nil || !strings.Contains(strings.Join(whys(v.Unproven), "\n"), tc.answer) {
				t.Errorf("verify after the forgery: %v, want it to name %q", err, tc.answer)
			}
			if tc.name == "one account proposed and approved" {
				return
			}
			id := p.ID
			if tc.name == "no entry proposed it" {
				id = "p9"
			}
			if _, err := s.ApproveProposal(id, "carol"); !errors.Is(err, ErrProposalForged) {
				t.Errorf("approve %s: %v, want %v", id, err, ErrProposalForged)
			}
			if got := mustSettings(t, s); got.Fallback != "ask" {
				t.Errorf("fallback after the refused approval: %s", got.Fallback)
			}
			forged := 0
			if err := s.st.View(func(tx *store.Tx) error {
				return tx.EachAudit(0, func(e store.AuditEntry) error {
					if e.Kind == store.KindProposalForged {
						forged++
					}
					return nil
				})
			}); err != nil || forged != 1 {
				t.Errorf("proposal.forged entries: %d (%v), want 1", forged, err)
			}
		})
	}
}

func putProposal(t *testing.T, s *Service, p store.Proposal) {
	t.Helper()
	if err := s.st.Update(func(tx *store.Tx) error { return tx.PutProposal(p) }); err != nil {
		t.Fatal(err)
	}
}

func whys(rs []UnprovenRecord) []string {
	var out []string
	for _, r := range rs {
		out = append(out, r.What+": "+r.Why)
	}
	return out
}

func mustSettings(t *testing.T, s *Service) store.Settings {
	t.Helper()
	set, err := s.Settings()
	if err != nil {
		t.Fatal(err)
	}
	return set
}
