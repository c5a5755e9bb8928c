package store

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// The statuses of a proposal. It waits as [StatusProposed] (the word a
// rule waiting for approval has too) until it is approved or withdrawn.
const (
	ProposalApproved  = "approved"  // a second operator approved it: the change was made
	ProposalWithdrawn = "withdrawn" // taken back: the change was never made
)

// Proposal is a change to the policy that four eyes holds back until an
// operator other than its author approves it: a change that loosens the
// policy and has no waiting form of its own, as a rule has (a rule waits
// with [StatusProposed]). Kept as JSON under its ID in the proposals
// bucket.
type Proposal struct {
	ID string `json:"id"` // "p1", "p2", … from [Tx.NextProposalID]
	// Kind is what it changes, as the audit kind of the change:
	// [KindRuleRetire], [KindRuleMove], [KindSetting], [KindEgressAdd] or
	// [KindAuditCut].
	Kind string `json:"kind"`
	// Rule is the rule to retire ([KindRuleRetire]) or move
	// ([KindRuleMove]).
	Rule string `json:"rule,omitempty"`
	// Place is where to move the rule to ([KindRuleMove]).
	Place *Place `json:"place,omitempty"`
	// Passes are the rules a move loosens against, as it was proposed
	// ([KindRuleMove]): the asks an allow is lifted above, or the allows
	// (in force or proposed) an ask is lowered below. An approval that
	// would pass others is stale.
	Passes []string `json:"passes,omitempty"`
	// Standing are the rules in force or proposed (by ID in the
	// store's order) when the move was proposed ([KindRuleMove]): what
	// its author saw and confirmed. An approval once they read
	// otherwise (a rule added, retired or moved since; a proposed rule
	// approved is still standing) is stale, as a move made at once
	// against rules in force that changed is refused. Empty in a
	// proposal written before ozdesk kept it: then only Passes is
	// checked.
	Standing []string `json:"standing,omitempty"`
	// Settings are the settings proposed, and Old those in force when it
	// was proposed ([KindSetting]): the settings that differ between them
	// are the change.
	Settings *Settings `json:"settings,omitempty"`
	Old      *Settings `json:"old,omitempty"`
	// Egress is the host to put on the egress list ([KindEgressAdd]).
	Egress *EgressHost `json:"egress,omitempty"`
	// Cut is the audit cut proposed ([KindAuditCut]): the trail's base
	// when it was proposed, and the export's head to cut through.
	Cut *AuditCut `json:"cut,omitempty"`

	By      string    `json:"by"`      // who proposed it
	Created time.Time `json:"created"` // when (filled if zero)
	Status  string    `json:"status"`  // [StatusProposed], [ProposalApproved] or [ProposalWithdrawn]
	// DecidedBy approved or withdrew it, at Decided.
	DecidedBy string    `json:"decided_by,omitempty"`
	Decided   time.Time `json:"decided,omitzero"`
	// ByAccount and DecidedByAccount are the OS accounts they proposed
	// and decided it from (nil when not known).
	ByAccount        *Account `json:"by_account,omitempty"`
	DecidedByAccount *Account `json:"decided_by_account,omitempty"`
	// Forged, filled on reading the proposals that wait (never written
	// by ozdesk), says why the proposal is not as the audit entry that
	// proposed it wrote it: it is never approved.
	Forged string `json:"forged,omitempty"`
}

// Pending reports whether the proposal still waits for a second operator.
func (p Proposal) Pending() bool { return p.Status == StatusProposed }

// NextProposalID takes the next free proposal ID ("p1", "p2", …) from the
// proposals bucket's sequence, skipping IDs already taken.
func (tx *Tx) NextProposalID() (string, error) {
	b, err := tx.writeBucket(bucketProposals)
	if err != nil {
		return "", fmt.Errorf("next proposal ID: %w", err)
	}
	for {
		n, err := b.NextSequence()
		if err != nil {
			return "", fmt.Errorf("next proposal ID: %w", err)
		}
		id := "p" + strconv.FormatUint(n, 10)
		if b.Get([]byte(id)) == nil {
			return id, nil
		}
	}
}

// GetProposal reads one proposal. A missing one gives [ErrNotFound].
func (tx *Tx) GetProposal(id string) (Proposal, error) {
	var p Proposal
	ok, err := tx.get(bucketProposals, "proposal", []byte(id), &p)
	if err != nil {
		return Proposal{}, err
	}
	if !ok {
		return Proposal{}, fmt.Errorf("proposal %s: %w", id, ErrNotFound)
	}
	return p, nil
}

// Proposals returns every proposal, whatever its status, oldest first
// (by the number in its ID).
func (tx *Tx) Proposals() ([]Proposal, error) {
	b := tx.bucket(bucketProposals)
	if b == nil {
		return nil, nil
	}
	var out []Proposal
	err := b.ForEach(func(k, v []byte) error {
		var p Proposal
		if err := tx.decode("proposal", k, v, &p); err != nil {
			return err
		}
		out = append(out, p)
		return nil
	})
	// "p9" before "p10": shorter IDs first, then in order.
	slices.SortFunc(out, func(a, b Proposal) int {
		return cmp.Or(cmp.Compare(len(a.ID), len(b.ID)), strings.Compare(a.ID, b.ID))
	})
	return out, err
}

// PutProposal writes a proposal, after checking it: an ID, a kind with the
// data it needs, an author and a known status. Created is stamped if zero.
func (tx *Tx) PutProposal(p Proposal) error {
	if err := checkProposal(p); err != nil {
		return fmt.Errorf("put proposal %q: %w", p.ID, err)
	}
	p.Created, p.Decided = utc(p.Created), utc(p.Decided)
	if p.Created.IsZero() {
		p.Created = tx.Now()
	}
	return tx.put(bucketProposals, "proposal", []byte(p.ID), p)
}

// checkProposal refuses a proposal whose key, enumerations or data are
// wrong: approving it later could not say what it changes.
func checkProposal(p Proposal) error {
	switch {
	case p.ID == "":
		return fmt.Errorf("%w: no ID", ErrInvalid)
	case strings.TrimSpace(p.By) == "":
		return fmt.Errorf("%w: no author", ErrInvalid)
	case !slices.Contains([]string{StatusProposed, ProposalApproved, ProposalWithdrawn}, p.Status):
		return fmt.Errorf("%w: unknown status %q", ErrInvalid, p.Status)
	}
	switch p.Kind {
	case KindRuleRetire:
		if p.Rule == "" {
			return fmt.Errorf("%w: %s without the rule's ID", ErrInvalid, p.Kind)
		}
	case KindRuleMove:
		if p.Rule == "" || p.Place == nil || *p.Place == (Place{}) {
			return fmt.Errorf("%w: %s without the rule's ID and its new place", ErrInvalid, p.Kind)
		}
	case KindSetting:
		if p.Settings == nil || p.Old == nil {
			return fmt.Errorf("%w: %s without the settings before and after", ErrInvalid, p.Kind)
		}
		if err := p.Settings.Check(); err != nil {
			return err
		}
	case KindEgressAdd:
		if p.Egress == nil {
			return fmt.Errorf("%w: %s without the host", ErrInvalid, p.Kind)
		}
		if _, err := CheckEgressHost(p.Egress.Host); err != nil {
			return err
		}
	case KindAuditCut:
		if p.Cut == nil || p.Cut.Through.Seq == 0 || p.Cut.Through.Hash == "" {
			return fmt.Errorf("%w: %s without the entry and the export's head to cut through", ErrInvalid, p.Kind)
		}
	default:
		return fmt.Errorf("%w: unknown kind %q (a proposal retires or moves a rule, changes settings, adds an egress host or cuts the audit trail)", ErrInvalid, p.Kind)
	}
	return nil
}
