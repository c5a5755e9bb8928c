//go:build !ozdesk_adapters

package queue

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestProposalsMarkForged: the proposals that wait are read with why one
// is not as the audit entry that proposed it wrote it (no entry proposed
// it, or its author or change rewritten around ozdesk), so 'policy list'
// marks it before anyone tries to approve it; a genuine one is not
// marked.
func TestProposalsMarkForged(t *testing.T) {
	for _, tc := range []struct {
		name, id string
		forge    func(p *store.Proposal)
		says     string
	}{
		{"genuine", "", func(*store.Proposal) {}, ""},
		{"no entry proposed it", "p9", func(p *store.Proposal) { p.ID = "p9" }, "no audit entry proposed it"},
		{"author changed", "", func(p *store.Proposal) { p.By = "bob" }, "its author"},
		{"change rewritten", "", func(p *store.Proposal) { p.Settings.MaxPendingPerAgent++ }, "its change"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			fourEyesOn(t, s, "ask")
			set := store.DefaultSettings()
			set.FourEyes, set.Fallback = true, "allow"
			_, err := s.SetSettings(set, "alice")
			p := mustPropose(t, err, store.KindSetting)
			id := p.ID
			if tc.id != "" {
				id = tc.id
			}
			tc.forge(&p)
			putProposal(t, s, p)
			props, err := s.Proposals()
			if err != nil {
				t.Fatal(err)
			}
			for _, got := range props {
				want := ""
				if got.ID == id {
					want = tc.says
				}
				if want == "" && got.Forged != "" || want != "" && !strings.Contains(got.Forged, want) {
					t.Errorf("proposal %s read as forged %q, want %q", got.ID, got.Forged, want)
				}
			}
		})
	}
}
