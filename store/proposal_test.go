package store

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"
)

// proposals are one proposal of each kind, as the queue writes them.
func proposals(now time.Time) []Proposal {
	old, set := DefaultSettings(), DefaultSettings()
	old.FourEyes, old.Fallback = true, OutcomeAsk
	set.Fallback = OutcomeAsk
	return []Proposal{
		{ID: "p1", Kind: KindRuleRetire, Rule: "r7", By: "alice", Status: StatusProposed, Created: now.Add(-time.Hour)},
		{ID: "p2", Kind: KindSetting, Settings: &set, Old: &old, By: "alice", Status: ProposalApproved, Created: now,
			DecidedBy: "bob", Decided: now.In(time.FixedZone("X", 3600))},
		{ID: "p3", Kind: KindEgressAdd, Egress: &EgressHost{Host: "get.k3s.io", AddedBy: "carol", Reason: "k3s"},
			By: "carol", Status: ProposalWithdrawn, DecidedBy: "carol", Decided: now},
	}
}

// TestProposalRoundTrip: every kind of proposal reads back as written,
// times in UTC, Created stamped when zero.
func TestProposalRoundTrip(t *testing.T) {
	now := time.Date(2026, 11, 30, 9, 0, 0, 0, time.UTC)
	s := openTestStore(t, WithClock(fixedClock(now)))
	in := proposals(now)
	in[2].Created = time.Time{}
	mustUpdate(t, s, func(tx *Tx) error {
		for _, p := range in {
			if err := tx.PutProposal(p); err != nil {
				return err
			}
		}
		return nil
	})
	want := proposals(now)
	want[1].Decided = now
	want[2].Created = now
	mustView(t, s, func(tx *Tx) error {
		for _, w := range want {
			got, err := tx.GetProposal(w.ID)
			if err != nil || !reflect.DeepEqual(got, w) {
				t.Errorf("GetProposal(%s) = %+v, %v\nwant %+v", w.ID, got, err, w)
			}
		}
		all, err := tx.Proposals()
		if err != nil || !reflect.DeepEqual(all, want) {
			t.Errorf("Proposals = %+v, %v", all, err)
		}
		return nil
	})
	if p := want[0]; !p.Pending() || want[1].Pending() || want[2].Pending() {
		t.Errorf("Pending: only p1 waits")
	}
}

// TestProposalIDs: IDs come from the bucket's sequence, skip those taken,
// and Proposals lists them in number order (p9 before p10).
func TestProposalIDs(t *testing.T) {
	s := openTestStore(t)
	var ids []string
	mustUpdate(t, s, func(tx *Tx) error {
		p := proposals(time.Now())[0]
		p.ID = "p2"
		if err := tx.PutProposal(p); err != nil {
			return err
		}
		for range 10 {
			id, err := tx.NextProposalID()
			if err != nil {
				return err
			}
			p.ID = id
			if err := tx.PutProposal(p); err != nil {
				return err
			}
			ids = append(ids, id)
		}
		return nil
	})
	if want := []string{"p1", "p3", "p4", "p5", "p6", "p7", "p8", "p9", "p10", "p11"}; !reflect.DeepEqual(ids, want) {
		t.Errorf("NextProposalID gave %v, want %v", ids, want)
	}
	var listed []string
	mustView(t, s, func(tx *Tx) error {
		all, err := tx.Proposals()
		for _, p := range all {
			listed = append(listed, p.ID)
		}
		return err
	})
	if want := []string{"p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9", "p10", "p11"}; !reflect.DeepEqual(listed, want) {
		t.Errorf("Proposals in order %v, want %v", listed, want)
	}
}

// TestProposalRefusals: a proposal that could not say what it changes is
// not written.
func TestProposalRefusals(t *testing.T) {
	s := openTestStore(t)
	bad := func(i int, mod func(*Proposal)) Proposal { p := proposals(time.Now())[i]; mod(&p); return p }
	tests := []struct {
		name string
		p    Proposal
		want string
	}{
		{"no ID", bad(0, func(p *Proposal) { p.ID = "" }), "no ID"},
		{"no author", bad(0, func(p *Proposal) { p.By = " " }), "no author"},
		{"bad status", bad(0, func(p *Proposal) { p.Status = "pending" }), "unknown status"},
		{"bad kind", bad(0, func(p *Proposal) { p.Kind = "rule.add" }), "unknown kind"},
		{"retire without rule", bad(0, func(p *Proposal) { p.Rule = "" }), "without the rule"},
		{"settings without old", bad(1, func(p *Proposal) { p.Old = nil }), "before and after"},
		{"settings out of range", bad(1, func(p *Proposal) { p.Settings.Fallback = OutcomeRefuse }), "fallback"},
		{"egress without host", bad(2, func(p *Proposal) { p.Egress = nil }), "without the host"},
		{"egress not a host", bad(2, func(p *Proposal) { p.Egress.Host = "https://x/y" }), "not a host name"},
	}
	for _, tt := range tests {
		err := s.Update(func(tx *Tx) error { return tx.PutProposal(tt.p) })
		if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want ErrInvalid saying %q", tt.name, err, tt.want)
		}
	}
	mustView(t, s, func(tx *Tx) error {
		all, err := tx.Proposals()
		if len(all) != 0 {
			t.Errorf("refusals wrote %+v", all)
		}
		if _, err := tx.GetProposal("p1"); !errors.Is(err, ErrNotFound) {
			t.Errorf("GetProposal of a missing one: %v", err)
		}
		return err
	})
}
