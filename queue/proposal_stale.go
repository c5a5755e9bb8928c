package queue

import (
	"encoding/json"
	"fmt"

	"ozdesk.dev/ozdesk/store"
)

// withdrawStaleCutsTx finds the four-eyes cut proposals that can no
// longer apply (see [cutStale]: the trail moved past them) and, with res
// (in a write transaction), withdraws each as "ozdesk", with a
// "proposal.withdraw" entry whose reason says why, so that no admin
// approves, or keeps seeing as waiting, a cut that would be refused as
// stale. It reports whether any is stale. The sweep's leader runs it.
func (s *Service) withdrawStaleCutsTx(tx *store.Tx, res *SweepResult) (bool, error) {
	ps, err := tx.Proposals()
	if err != nil {
		return false, err
	}
	todo := false
	for _, p := range ps {
		if !p.Pending() || p.Kind != store.KindAuditCut || p.Cut == nil {
			continue
		}
		_, why, err := cutStale(tx, *p.Cut)
		if err != nil {
			return false, err
		}
		if why == "" {
			continue
		}
		todo = true
		if res == nil {
			continue
		}
		p.Status, p.DecidedBy, p.DecidedByAccount, p.Decided = store.ProposalWithdrawn, "ozdesk", nil, s.now()
		if err := tx.PutProposal(p); err != nil {
			return false, err
		}
		// The queue's own entry, as an expiry's: no operator's account.
		raw, err := json.Marshal(proposalEvent{Proposal: p, Reason: "stale: " + why})
		if err != nil {
			return false, fmt.Errorf("withdraw stale proposal %s: %w", p.ID, err)
		}
		if _, err := tx.AppendAudit(store.AuditEntry{Time: s.now(), Kind: store.KindProposalWithdraw, Actor: "ozdesk", Node: s.node, Data: raw}); err != nil {
			return false, fmt.Errorf("withdraw stale proposal %s: %w", p.ID, err)
		}
		res.Proposals++
	}
	return todo, nil
}
