//go:build !ozdesk_adapters

package queue

import (
	"slices"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestApproveListed: an approval bounded to the asks its confirmation
// listed (the dry run's) resolves those only; an ask that arrived after
// the confirmation stays pending and is returned as unlisted, for the
// desk to say so (rt18k #1: a second admin read "resolves 5 pending asks"
// and 6 were let through). An empty list resolves none; no list (the CLI)
// resolves every ask the changed policy decides, as before.
func TestApproveListed(t *testing.T) {
	type approval struct {
		check   func(s *Service) ([]store.Ask, error)
		approve func(s *Service, listed Listed) (resolved, unlisted []store.Ask, err error)
	}
	// rule proposes an allow of "make deploy-*"; proposal proposes the fallback
	// allow: each decides both asks of the test once approved.
	rule := func(t *testing.T, s *Service) approval {
		id := mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make deploy-*", Reason: "deploys", Author: "alice"}).Rule.ID
		return approval{
			check: func(s *Service) ([]store.Ask, error) {
				res, err := s.CheckApproveRule(id, "bob")
				if err != nil {
					return nil, err
				}
				return res.Resolved, nil
			},
			approve: func(s *Service, listed Listed) ([]store.Ask, []store.Ask, error) {
				res, err := s.ApproveRuleListed(id, "bob", listed)
				if err != nil {
					return nil, nil, err
				}
				return res.Resolved, res.Unlisted, nil
			},
		}
	}
	proposal := func(t *testing.T, s *Service) approval {
		set, err := s.Settings()
		if err != nil {
			t.Fatal(err)
		}
		set.Fallback = store.OutcomeAllow
		_, err = s.SetSettings(set, "alice")
		id := mustPropose(t, err, store.KindSetting).ID
		return approval{
			check: func(s *Service) ([]store.Ask, error) {
				res, err := s.CheckApproveProposal(id, "bob")
				if err != nil {
					return nil, err
				}
				return res.Resolved, nil
			},
			approve: func(s *Service, listed Listed) ([]store.Ask, []store.Ask, error) {
				res, err := s.ApproveProposalListed(id, "bob", listed)
				if err != nil {
					return nil, nil, err
				}
				return res.Resolved, res.Unlisted, nil
			},
		}
	}
	for _, kind := range []struct {
		name string
		make func(*testing.T, *Service) approval
	}{{"rule", rule}, {"proposal", proposal}} {
		for _, tc := range []struct {
			name string
			// bound: the approval carries the confirmation's list (else nil).
			bound, emptyList       bool
			wantResolved, wantLeft int // of [listed ask, late ask]
		}{
			{name: "listed", bound: true, wantResolved: 1, wantLeft: 1},
			{name: "empty list", bound: true, emptyList: true, wantResolved: 0, wantLeft: 2},
			{name: "no list", wantResolved: 2, wantLeft: 0},
		} {
			t.Run(kind.name+"/"+tc.name, func(t *testing.T) {
				s := newService(t)
				fourEyesOn(t, s, store.OutcomeAsk)
				seen := mustEvaluate(t, s, Request{Command: "make deploy-a", Agent: "ag"}).Ask.ID
				ap := kind.make(t, s)
				listedAsks, err := ap.check(s)
				if err != nil {
					t.Fatal(err)
				}
				if got := askIDs(listedAsks); !slices.Equal(got, []string{seen}) {
					t.Fatalf("the confirmation lists %v, want [%s]", got, seen)
				}
				// While the confirmation is open, another ask arrives
				// that the approved change would decide.
				late := mustEvaluate(t, s, Request{Command: "make deploy-b", Agent: "ag"}).Ask.ID
				var listed Listed
				if tc.bound {
					listed = Listed(askIDs(listedAsks))
					if tc.emptyList {
						listed = Listed{}
					}
				}
				resolved, unlisted, err := ap.approve(s, listed)
				if err != nil {
					t.Fatal(err)
				}
				pending := 0
				for _, id := range []string{seen, late} {
					a, err := s.Get(id)
					if err != nil {
						t.Fatal(err)
					}
					if a.Pending() {
						pending++
					}
				}
				if len(resolved) != tc.wantResolved || pending != tc.wantLeft || len(unlisted) != tc.wantLeft {
					t.Errorf("resolved %v, unlisted %v, %d of 2 left pending; want %d resolved, %d left pending and unlisted",
						askIDs(resolved), askIDs(unlisted), pending, tc.wantResolved, tc.wantLeft)
				}
				if tc.bound && !tc.emptyList {
					if a, _ := s.Get(late); !a.Pending() || !slices.Equal(askIDs(unlisted), []string{late}) {
						t.Errorf("the late ask %s: %s, unlisted %v", late, a.State, askIDs(unlisted))
					}
				}
			})
		}
	}
}
