package queue

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"ozdesk.dev/ozdesk/store"
)

// ErrProposed is matched by every [*ProposedError].
var ErrProposed = errors.New("four eyes: proposed, waiting for a second operator")

// ProposedError is how [Service.RetireRule], [Service.SetSettings] and
// [Service.AddEgress] say that four eyes held the change: nothing in the
// policy changed; the change was written as a proposal, which takes
// effect when an operator other than its author approves it
// ([Service.ApproveProposal]). It is not a failure, but a caller that
// does not look for it still tells the truth: the change was not made.
type ProposedError struct {
	Proposal store.Proposal
}

// Error says what waits, as what, for whom.
func (e *ProposedError) Error() string {
	return fmt.Sprintf("four eyes is on: %s waits, proposed as %s, for an operator other than %s to approve it",
		ProposalText(e.Proposal), e.Proposal.ID, e.Proposal.By)
}

// Is reports whether target is [ErrProposed].
func (e *ProposedError) Is(target error) bool { return target == ErrProposed }

// ErrProposedAlready is matched by the error of proposing a change that
// is proposed already and still waits: four eyes refuses a second copy
// (a conflict, exit 6 from the command line, as 'ozdesk help exit-codes'
// says), naming the first. It is also [store.ErrExists].
var ErrProposedAlready error = proposedAlready{}

// proposedAlready is [ErrProposedAlready]'s type: it matches
// store.ErrExists too, as the refusal did before it had a name.
type proposedAlready struct{}

func (proposedAlready) Error() string        { return "proposed already" }
func (proposedAlready) Is(target error) bool { return target == store.ErrExists }

// ErrNotProposed is matched by the error of approving a rule or a
// proposal that no longer waits for approval (approved, withdrawn,
// retired …): someone else acted first.
var ErrNotProposed = errors.New("nothing waits for approval")

// ErrStale is matched by every [*StaleError].
var ErrStale = errors.New("the proposal is stale")

// StaleError is a proposal that cannot be approved because what it
// changes changed since it was made: the rule is retired already, the host
// is on the list already, a setting has another value. Nothing changed.
type StaleError struct {
	ID  string // the proposal
	Why string // what changed
}

// Error says what changed and what to do.
func (e *StaleError) Error() string {
	return fmt.Sprintf("proposal %s is stale: %s; nothing changed: withdraw it, and propose the change again if it is still wanted", e.ID, e.Why)
}

// Is reports whether target is [ErrStale].
func (e *StaleError) Is(target error) bool { return target == ErrStale }

// ProposalResult is what approving a proposal did.
type ProposalResult struct {
	// Proposal is the proposal, approved.
	Proposal store.Proposal
	// Resolved are the pending asks the changed policy decided.
	Resolved []store.Ask
	// Cut is what an approved audit cut did ([store.KindAuditCut]).
	Cut *AuditCutResult `json:",omitempty"`
	// Unlisted are the pending asks the changed policy decides that the
	// approval's confirmation did not list ([Listed]): they stay pending
	// (rt18k #1).
	Unlisted []store.Ask `json:",omitempty"`
}

// proposalEvent is the payload of "proposal.add", "proposal.approve" and
// "proposal.withdraw" entries: the proposal, and for a retirement the rule
// it retires as it stood.
type proposalEvent struct {
	Proposal store.Proposal `json:"proposal"`
	Rule     *store.Rule    `json:"rule,omitempty"`
	// Reason is why the sweep withdrew a proposal that could no longer
	// apply (see [Service.withdrawStaleCutsTx]).
	Reason string `json:"reason,omitempty"`
}

// viaProposal marks the entry of a change made by approving a proposal:
// which one, and who proposed it (the entry's actor approved it).
type viaProposal struct {
	ProposalID string `json:"proposal_id,omitempty"`
	ProposedBy string `json:"proposed_by,omitempty"`
}

// proposeTx writes p (its Kind, data and By set) as a new proposal, with a
// "proposal.add" entry, and returns it. The same change proposed already
// and still waiting is refused ([ErrProposedAlready]), naming the proposal.
//
// A cut proposal the trail moved past (stale: see [cutStale]) waits for
// nothing: it is withdrawn first, as the sweep would, so that proposing
// the cut again, as the refusal of its approval says to, is not refused
// as proposed already (rt18f #3).
func (s *Service) proposeTx(tx *store.Tx, p store.Proposal, rule *store.Rule) (store.Proposal, error) {
	if p.Kind == store.KindAuditCut {
		if _, err := s.withdrawStaleCutsTx(tx, &SweepResult{}); err != nil {
			return p, err
		}
	}
	all, err := tx.Proposals()
	if err != nil {
		return p, err
	}
	for _, q := range all {
		if q.Pending() && sameChange(p, q) {
			return p, fmt.Errorf("four eyes: %s is proposed already, as %s by %s, and waits for another operator's approval: %w",
				ProposalText(p), q.ID, q.By, ErrProposedAlready)
		}
	}
	if p.ID, err = tx.NextProposalID(); err != nil {
		return p, err
	}
	p.Status, p.Created = store.StatusProposed, s.now()
	p.ByAccount = s.accountOf(p.By)
	if err := tx.PutProposal(p); err != nil {
		return p, err
	}
	if err := s.audit(tx, store.KindProposalAdd, p.By, proposalEvent{Proposal: p, Rule: rule}); err != nil {
		return p, err
	}
	return tx.GetProposal(p.ID)
}

// sameChange reports whether two proposals make the same change.
func sameChange(a, b store.Proposal) bool {
	switch {
	case a.Kind != b.Kind:
		return false
	case a.Kind == store.KindRuleRetire:
		return a.Rule == b.Rule
	case a.Kind == store.KindRuleMove:
		return a.Rule == b.Rule && a.Place != nil && b.Place != nil && *a.Place == *b.Place
	case a.Kind == store.KindAuditCut:
		return a.Cut != nil && b.Cut != nil && a.Cut.Through == b.Cut.Through
	case a.Kind == store.KindEgressAdd:
		return a.Egress != nil && b.Egress != nil && a.Egress.Host == b.Egress.Host
	case a.Kind == store.KindSetting && a.Old != nil && a.Settings != nil && b.Old != nil && b.Settings != nil:
		return fmt.Sprint(SettingChanges(*a.Old, *a.Settings)) == fmt.Sprint(SettingChanges(*b.Old, *b.Settings))
	}
	return false
}

// ApproveProposal makes the change a proposal holds, as an operator other
// than its author ([ErrSameOperator]). In one write transaction: the
// change is made as it would be without four eyes, with its own audit
// entry (which names the proposal and its author), the proposal is marked
// approved with a "proposal.approve" entry, and the pending asks the
// changed policy decides are resolved. A proposal that no longer waits
// gives [ErrNotProposed]; one whose target changed since, a
// [*StaleError]; either way nothing changes.
func (s *Service) ApproveProposal(id, approver string) (*ProposalResult, error) {
	return s.approveProposal(id, approver, nil, false)
}

// ApproveProposalListed is [Service.ApproveProposal] that resolves only
// the pending asks listed, those its confirmation showed (from
// [Service.CheckApproveProposal]); the others stay pending
// ([ProposalResult.Unlisted]). A nil listed bounds nothing.
func (s *Service) ApproveProposalListed(id, approver string, listed Listed) (*ProposalResult, error) {
	return s.approveProposal(id, approver, listed, false)
}

// CheckApproveProposal is [Service.ApproveProposal] rolled back: it says
// what approving proposal id would do now (the pending asks it would
// resolve, or why it is refused) and writes nothing, for a confirmation
// that lists the asks the approval releases (rt17k #4).
func (s *Service) CheckApproveProposal(id, approver string) (*ProposalResult, error) {
	return s.approveProposal(id, approver, nil, true)
}

func (s *Service) approveProposal(id, approver string, listed Listed, dry bool) (*ProposalResult, error) {
	if strings.TrimSpace(approver) == "" {
		return nil, fmt.Errorf("approve proposal %s: %w", id, ErrNoAuthor)
	}
	if err := store.CheckOperatorName(approver); err != nil {
		return nil, fmt.Errorf("approve proposal %s: %w", id, err)
	}
	var res ProposalResult
	err := s.st.Update(func(tx *store.Tx) error {
		res = ProposalResult{}
		p, err := waitingProposal(tx, id)
		if err != nil {
			return err
		}
		adds, _, err := proposalAdds(tx)
		if err != nil {
			return err
		}
		if why := proposalUnproven(p, adds); why != "" {
			return &ForgedProposalError{ID: id, Why: why}
		}
		acct := s.accountOf(approver)
		switch {
		case store.SameOperator(p.By, approver):
			return fmt.Errorf("%s proposed %s: %w", p.By, id, ErrSameOperator)
		case p.ByAccount.SameAs(acct):
			return fmt.Errorf("%s proposed %s from the same OS account (uid %d) as %s approves it from: %w",
				p.By, id, p.ByAccount.UID, approver, ErrSameOperator)
		}
		p.Status, p.DecidedBy, p.DecidedByAccount, p.Decided = store.ProposalApproved, approver, acct, s.now()
		if err := tx.PutProposal(p); err != nil {
			return err
		}
		ev := proposalEvent{Proposal: p}
		if p.Kind == store.KindRuleRetire || p.Kind == store.KindRuleMove {
			if r, err := tx.GetRule(p.Rule); err == nil {
				ev.Rule = &r
			}
		}
		if err := s.audit(tx, store.KindProposalApprove, approver, ev); err != nil {
			return err
		}
		if p.Kind == store.KindAuditCut {
			res.Cut, err = s.startProposedCutTx(tx, p, approver)
		} else {
			err = s.applyProposalTx(tx, p, approver)
		}
		if err != nil {
			return err
		}
		if res.Resolved, res.Unlisted, err = s.resolveOnly(tx, "", listed.set(), false); err != nil {
			return err
		}
		res.Proposal = p
		if dry {
			return errDryRun // rolls the transaction back
		}
		return nil
	})
	if dry && errors.Is(err, errDryRun) {
		res.Cut = nil // nothing was cut, nor will be
		return &res, nil
	}
	var stale *StaleError
	if errors.As(err, &stale) {
		return nil, err
	}
	var forged *ForgedProposalError
	if errors.As(err, &forged) && !dry {
		// Refused, and said in the trail: an approval of a proposal the
		// trail does not hold is how one admin passes for two.
		if rerr := s.RecordForged(store.KindProposalForged, forged.Error()+" (its approval by "+approver+" was refused)", "ozdesk"); rerr != nil {
			return nil, errors.Join(err, rerr)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("approve proposal %s: %w", id, err)
	}
	if res.Cut != nil {
		if err := s.cutSteps(res.Cut); err != nil {
			return nil, fmt.Errorf("approved proposal %s: %w", id, err)
		}
	}
	return &res, nil
}

// WithdrawProposal takes a proposal back, with a "proposal.withdraw"
// entry: the change is never made. Any operator may withdraw one, its
// author or another: declining a change that loosens the policy needs no
// second operator. A proposal that no longer waits gives
// [ErrNotProposed].
func (s *Service) WithdrawProposal(id, by string) (store.Proposal, error) {
	if strings.TrimSpace(by) == "" {
		return store.Proposal{}, fmt.Errorf("withdraw proposal %s: %w", id, ErrNoAuthor)
	}
	var p store.Proposal
	err := s.st.Update(func(tx *store.Tx) error {
		var err error
		if p, err = waitingProposal(tx, id); err != nil {
			return err
		}
		p.Status, p.DecidedBy, p.DecidedByAccount, p.Decided = store.ProposalWithdrawn, by, s.accountOf(by), s.now()
		if err := tx.PutProposal(p); err != nil {
			return err
		}
		return s.audit(tx, store.KindProposalWithdraw, by, proposalEvent{Proposal: p})
	})
	if err != nil {
		return store.Proposal{}, fmt.Errorf("withdraw proposal %s: %w", id, err)
	}
	return p, nil
}

// waitingProposal reads a proposal that still waits for approval.
func waitingProposal(tx *store.Tx, id string) (store.Proposal, error) {
	p, err := tx.GetProposal(id)
	if err != nil {
		return p, err
	}
	if !p.Pending() {
		return p, fmt.Errorf("proposal %s was %s by %s at %s: %w", id, p.Status, p.DecidedBy,
			stamp(p.Decided), ErrNotProposed)
	}
	return p, nil
}

// Proposals returns the proposals that wait for a second operator, oldest
// first (none for a store not made yet). Approved and withdrawn ones are
// in the audit trail.
func (s *Service) Proposals() ([]store.Proposal, error) {
	return viewList(s, "proposals", pendingProposals)
}

// pendingProposals reads the proposals that wait in tx, each one not as
// the audit entry that proposed it wrote it saying why in Forged (one
// whose entry may have been cut from the trail is not checked), so a
// list shows it as forged before anyone tries to approve it.
func pendingProposals(tx *store.Tx) ([]store.Proposal, error) {
	all, err := tx.Proposals()
	if err != nil {
		return nil, err
	}
	all = slices.DeleteFunc(all, func(p store.Proposal) bool { return !p.Pending() })
	if len(all) == 0 {
		return all, nil
	}
	adds, _, err := proposalAdds(tx)
	if err != nil {
		return nil, err
	}
	base, err := tx.AuditBase()
	if err != nil {
		return nil, err
	}
	for i := range all {
		all[i].Forged = ""
		if _, ok := adds[all[i].ID]; !ok && base.Seq > 0 {
			continue // its entry may have been cut
		}
		all[i].Forged = proposalUnproven(all[i], adds)
	}
	return all, nil
}
