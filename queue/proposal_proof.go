package queue

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"

	"ozdesk.dev/ozdesk/store"
)

// Proposals are tied to the audit trail as rules, settings and the egress
// list are: a proposal is approved only as the "proposal.add" entry that
// wrote it holds it (its author, account and change), so that a record
// written around ozdesk (its author changed to another admin, or a
// proposal no entry wrote) is never approved by one admin as if a second
// one asked for it (rt20g #5).

// ErrProposalForged is returned when a proposal to approve is not as the
// audit entry that proposed it wrote it, or no entry proposed it.
var ErrProposalForged = errors.New("the proposal is not as the audit trail wrote it")

// ForgedProposalError names the proposal and what is wrong with it.
type ForgedProposalError struct {
	ID  string
	Why string
}

// Error names the proposal and what is wrong with it.
func (e *ForgedProposalError) Error() string {
	return fmt.Sprintf("proposal %s is not approved: %s", e.ID, e.Why)
}

// Is makes a [*ForgedProposalError] match [ErrProposalForged].
func (e *ForgedProposalError) Is(target error) bool { return target == ErrProposalForged }

// proposalAdds walks the trail once and returns the last "proposal.add"
// and "proposal.approve" entry of each proposal, by its ID.
func proposalAdds(tx *store.Tx) (adds, approves map[string]store.AuditEntry, err error) {
	adds, approves = map[string]store.AuditEntry{}, map[string]store.AuditEntry{}
	err = tx.EachAudit(0, func(e store.AuditEntry) error {
		if e.Kind != store.KindProposalAdd && e.Kind != store.KindProposalApprove {
			return nil
		}
		var ev proposalEvent
		if json.Unmarshal(e.Data, &ev) != nil || ev.Proposal.ID == "" {
			return nil
		}
		if e.Kind == store.KindProposalAdd {
			adds[ev.Proposal.ID] = e
		} else {
			approves[ev.Proposal.ID] = e
		}
		return nil
	})
	return adds, approves, err
}

// proposalUnproven says why the pending proposal p is not as its
// "proposal.add" entry (from adds) wrote it, or "" when it is.
func proposalUnproven(p store.Proposal, adds map[string]store.AuditEntry) string {
	e, ok := adds[p.ID]
	if !ok {
		return "no audit entry proposed it: it was put into the store around ozdesk"
	}
	if store.SumAudit(e) != e.Hash {
		return fmt.Sprintf("audit entry %d (%s) that proposed it does not match its hash", e.Seq, e.Kind)
	}
	var ev proposalEvent
	if err := json.Unmarshal(e.Data, &ev); err != nil {
		return fmt.Sprintf("audit entry %d (%s) that proposed it does not decode: %v", e.Seq, e.Kind, err)
	}
	w := ev.Proposal
	if w.By != p.By || !sameAccount(w.ByAccount, p.ByAccount) {
		return fmt.Sprintf("its author (%s) is not as audit entry %d (%s) wrote it (%s): it was changed around ozdesk",
			p.ByAccount.Name(p.By), e.Seq, e.Kind, w.ByAccount.Name(w.By))
	}
	if !bytes.Equal(changeOf(w), changeOf(p)) {
		return fmt.Sprintf("its change is not as audit entry %d (%s) wrote it: it was changed around ozdesk", e.Seq, e.Kind)
	}
	return ""
}

// sameAccount reports whether a and b are the same account, or both
// unknown.
func sameAccount(a, b *store.Account) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// changeOf is the change p makes, as bytes to compare: what it changes,
// without who decided it or when.
func changeOf(p store.Proposal) []byte {
	b, _ := json.Marshal(struct {
		ID       string
		Kind     string
		Rule     string
		Place    *store.Place
		Passes   []string
		Standing []string
		Settings *store.Settings
		Old      *store.Settings
		Egress   *store.EgressHost
		Cut      *store.AuditCut
	}{p.ID, p.Kind, p.Rule, p.Place, p.Passes, p.Standing, p.Settings, p.Old, p.Egress, p.Cut})
	return b
}

// proposalsUnproven checks, for [Service.VerifyAudit], every pending
// proposal against the entry that proposed it, and every approval in the
// trail against the entry that proposed what it approved: one account
// that both proposed and approved a change four eyes held is named. A
// proposal whose "proposal.add" entry was cut from the trail (exported)
// is not checked.
func proposalsUnproven(tx *store.Tx, base uint64) ([]UnprovenRecord, error) {
	adds, approves, err := proposalAdds(tx)
	if err != nil {
		return nil, err
	}
	all, err := tx.Proposals()
	if err != nil {
		return nil, err
	}
	var out []UnprovenRecord
	for _, p := range all {
		if !p.Pending() {
			continue
		}
		if _, ok := adds[p.ID]; !ok && base > 0 {
			continue // its entry may have been cut
		}
		if why := proposalUnproven(p, adds); why != "" {
			out = append(out, UnprovenRecord{What: "proposal " + p.ID, Why: why})
		}
	}
	for _, id := range slices.Sorted(maps.Keys(approves)) {
		ap := approves[id]
		add, ok := adds[id]
		if !ok {
			if base == 0 {
				out = append(out, UnprovenRecord{What: "proposal " + id,
					Why: fmt.Sprintf("audit entry %d approved it, but no audit entry proposed it", ap.Seq)})
			}
			continue
		}
		var a, b proposalEvent
		if json.Unmarshal(add.Data, &a) != nil || json.Unmarshal(ap.Data, &b) != nil {
			continue
		}
		if store.SameOperator(a.Proposal.By, b.Proposal.DecidedBy) || a.Proposal.ByAccount.SameAs(b.Proposal.DecidedByAccount) {
			out = append(out, UnprovenRecord{What: "proposal " + id,
				Why: fmt.Sprintf("audit entry %d says %s proposed it, and entry %d that %s approved it: one account both proposed and approved a change four eyes held",
					add.Seq, a.Proposal.ByAccount.Name(a.Proposal.By), ap.Seq, b.Proposal.DecidedByAccount.Name(b.Proposal.DecidedBy))})
		}
	}
	return out, nil
}
