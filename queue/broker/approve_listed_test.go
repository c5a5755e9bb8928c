package broker

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestApproveListedOverTheWire: through a real broker, an approval that
// carries its confirmation's list resolves those asks only, and says
// which later ask still waits; an old client's request (no list) resolves
// every ask the change decides, as before (rt18k #1).
func TestApproveListedOverTheWire(t *testing.T) {
	for _, kind := range []string{"rule", "proposal"} {
		for _, old := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/old-client=%v", kind, old), func(t *testing.T) {
				r := newRig(t, operatorsFor(t, RoleAdmin))
				set, err := r.svc.Settings()
				must(t, err)
				set.FourEyes, set.Fallback = true, store.OutcomeAsk
				_, err = r.svc.SetSettings(set, "admin")
				must(t, err)
				ask := func(cmd string) string {
					a, err := r.svc.Evaluate(queue.Request{Command: cmd, Agent: "ag", Cwd: r.dir})
					must(t, err)
					return a.Ask.ID
				}
				seen := ask("make deploy-a")
				// The change is proposed by another operator, in the store.
				var id string
				if kind == "rule" {
					res, err := r.svc.AddRule(queue.RuleSpec{Outcome: patterns.Allow, Pattern: "make deploy-*", Reason: "deploys", Author: "alice", End: time.Now().Add(time.Hour)})
					must(t, err)
					id = res.Rule.ID
				} else {
					set.Fallback = store.OutcomeAllow
					_, err := r.svc.SetSettings(set, "alice")
					pe, ok := err.(*queue.ProposedError)
					if !ok {
						t.Fatalf("want a proposal, got %v", err)
					}
					id = pe.Proposal.ID
				}
				var listed []store.Ask
				if kind == "rule" {
					res, err := r.cl.CheckApproveRule(id, "")
					must(t, err)
					listed = res.Resolved
				} else {
					res, err := r.cl.CheckApproveProposal(id, "")
					must(t, err)
					listed = res.Resolved
				}
				if len(listed) != 1 || listed[0].ID != seen {
					t.Fatalf("the confirmation lists %d asks, want ask %s", len(listed), seen)
				}
				late := ask("make deploy-b")
				var resolved, unlisted []store.Ask
				ids := queue.Listed{listed[0].ID}
				switch {
				case old && kind == "rule":
					var res queue.RuleResult
					must(t, r.call("approve_rule", fmt.Sprintf(`{"id":%q}`, id), &res))
					resolved, unlisted = res.Resolved, res.Unlisted
				case old:
					var res queue.ProposalResult
					must(t, r.call("approve_proposal", fmt.Sprintf(`{"id":%q}`, id), &res))
					resolved, unlisted = res.Resolved, res.Unlisted
				case kind == "rule":
					res, err := r.cl.ApproveRuleListed(id, "", ids)
					must(t, err)
					resolved, unlisted = res.Resolved, res.Unlisted
				default:
					res, err := r.cl.ApproveProposalListed(id, "", ids)
					must(t, err)
					resolved, unlisted = res.Resolved, res.Unlisted
				}
				got := func(asks []store.Ask) []string {
					out := []string{}
					for _, a := range asks {
						out = append(out, a.ID)
					}
					return out
				}
				wantResolved, wantUnlisted := []string{seen}, []string{late}
				if old {
					wantResolved, wantUnlisted = []string{seen, late}, []string{}
				}
				if !slices.Equal(got(resolved), wantResolved) || !slices.Equal(got(unlisted), wantUnlisted) {
					t.Errorf("resolved %v, unlisted %v; want %v, %v", got(resolved), got(unlisted), wantResolved, wantUnlisted)
				}
				a, err := r.svc.Get(late)
				must(t, err)
				if a.Pending() == old {
					t.Errorf("the late ask %s is %s", late, a.State)
				}
			})
		}
	}
}
