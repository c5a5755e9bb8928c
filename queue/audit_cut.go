package queue

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"ozdesk.dev/ozdesk/store"
)

// AuditCutRequest asks to cut the audit trail's oldest entries, through
// entry Through, which an export holds: Exported is the export's head
// hash ('ozdesk audit verify --file' prints it), and must be the hash
// the trail holds at Through.
type AuditCutRequest struct {
	Through  uint64 `json:"through"`
	Exported string `json:"exported"`
	By       string `json:"by,omitempty"`
}

// AuditCutResult is what a cut did.
type AuditCutResult struct {
	Entry   uint64          `json:"entry"`   // the cut's own entry (audit.cut)
	From    store.AuditHead `json:"from"`    // the trail's base before the cut
	Through store.AuditHead `json:"through"` // its base after: the last entry cut
	Removed int             `json:"removed"` // entries removed
	Carried int             `json:"carried"` // rules in force carried past the cut (audit.carry)
	Steps   int             `json:"steps"`   // transactions it took
}

// ErrStillNeeded says that a cut would remove an entry the queue still
// needs: one about an ask that still waits.
var ErrStillNeeded = errors.New("the audit trail still needs that entry")

// CutAudit cuts the audit trail's oldest entries through req.Through,
// once they were exported (see [AuditCutRequest]), and records the cut
// as an audit entry of its own, with who did it. It refuses a cut that
// would remove an entry about an ask still waiting ([ErrStillNeeded]),
// or one whose hash is not the export's ([store.ErrCutRefused]). The
// entries go in steps (on etcd of at most [store.CutBudget] keys, within
// its bound on a transaction), one transaction each: stopped between two, the trail still verifies (from where it got
// to), and the next cut finishes this one first.
//
// Under four eyes a cut is not made by one admin: CutAudit checks it as
// above and writes it as a proposal (a [*ProposedError]), naming the
// trail's base and the export's head; it is made when another admin
// approves it ([Service.ApproveProposal]), if the trail is still as
// proposed. A cut approved and left unfinished is finished by any admin
// who cuts through the same entry.
func (s *Service) CutAudit(req AuditCutRequest) (*AuditCutResult, error) {
	by := strings.TrimSpace(req.By)
	if by == "" {
		return nil, fmt.Errorf("cut the audit trail: %w", ErrNoAuthor)
	}
	res := &AuditCutResult{}
	through := store.AuditHead{Seq: req.Through, Hash: strings.TrimSpace(req.Exported)}
	var proposed *ProposedError
	err := s.st.Update(func(tx *store.Tx) error {
		set, err := s.settingsOf(tx)
		if err != nil {
			return err
		}
		base, unfinished, err := tx.CheckAuditCut(through)
		if err != nil {
			return err
		}
		if err := stillNeeded(tx, base.Seq, through.Seq); err != nil {
			return err // and the cut's entry is not written
		}
		cut := store.AuditCut{Through: through}
		if set.FourEyes {
			if !unfinished {
				p, err := s.proposeTx(tx, store.Proposal{Kind: store.KindAuditCut, By: by,
					Cut: &store.AuditCut{From: base, Through: through}}, nil)
				if err != nil {
					return err
				}
				proposed = &ProposedError{Proposal: p}
				return nil
			}
			// Finishing the cut approved already, through the same entry:
			// it removes nothing two admins did not agree to.
			cur, _, err := tx.UnfinishedAuditCut()
			if err != nil {
				return err
			}
			cut.Proposal, cut.ProposedBy = cur.Proposal, cur.ProposedBy
		}
		e, err := tx.StartAuditCutVia(store.AuditEntry{Time: s.now(), Actor: by, Node: s.node, Account: s.accountOf(by)}, cut)
		if err != nil {
			return err
		}
		res.Entry, res.From, res.Through = e.Seq, base, base
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("cut the audit trail through entry %d: %w", req.Through, err)
	}
	if proposed != nil {
		return nil, proposed
	}
	return res, s.cutSteps(res)
}

// cutSteps takes the steps of the cut started (see store.Tx.CutAudit)
// until it is done, adding them up in res.
func (s *Service) cutSteps(res *AuditCutResult) error {
	for {
		var step store.CutStep
		err := s.st.Update(func(tx *store.Tx) error {
			var err error
			step, err = tx.CutAudit(s.st.CutBudget())
			return err
		})
		var broken *store.AuditError
		switch {
		case errors.As(err, &broken):
			// Cutting again meets the same break (rt18g 8): say where.
			return fmt.Errorf("cut the audit trail: stopped before entry %d, where the trail is broken (cut through %d, which verifies): %w",
				broken.Seq, res.Through.Seq, err)
		case err != nil:
			return fmt.Errorf("cut the audit trail (cut through %d so far, which verifies; cut again to finish): %w",
				res.Through.Seq, err)
		}
		res.Steps++
		res.Through = step.Base
		res.Removed += step.Removed
		res.Carried += step.Carried
		if step.Done {
			return nil
		}
	}
}

// startProposedCutTx starts the cut proposal p holds, approved by
// approver: the trail must still be as it was proposed (its base the
// same, its entry at the export's head the same), or p is stale.
func (s *Service) startProposedCutTx(tx *store.Tx, p store.Proposal, approver string) (*AuditCutResult, error) {
	c := *p.Cut
	base, why, err := cutStale(tx, c)
	if err != nil {
		return nil, err
	}
	if why != "" {
		return nil, &StaleError{ID: p.ID, Why: why}
	}
	if err := stillNeeded(tx, base.Seq, c.Through.Seq); err != nil {
		return nil, err
	}
	e, err := tx.StartAuditCutVia(store.AuditEntry{Time: s.now(), Actor: approver, Node: s.node, Account: s.accountOf(approver)},
		store.AuditCut{Through: c.Through, Proposal: p.ID, ProposedBy: p.By})
	if err != nil {
		return nil, err
	}
	return &AuditCutResult{Entry: e.Seq, From: base, Through: base}, nil
}

// cutStale says why the cut c, proposed under four eyes, can no longer
// apply ("" when it still can): the trail moved since it was proposed
// (another cut landed, so its base is not the one proposed; the trail
// was cut past the entry; that entry no longer has the export's head
// hash). An entry an ask still waits on is not staleness: the ask ends,
// and the cut may apply then. It returns the trail's base.
func cutStale(tx *store.Tx, c store.AuditCut) (base store.AuditHead, why string, err error) {
	base, _, err = tx.CheckAuditCut(c.Through)
	if errors.Is(err, store.ErrCutRefused) {
		return base, strings.TrimPrefix(err.Error(), store.ErrCutRefused.Error()+": "), nil
	}
	if err != nil {
		return base, "", err
	}
	if base != c.From {
		return base, fmt.Sprintf("the trail started after entry %d when it was proposed, and starts after entry %d now: another cut landed", c.From.Seq, base.Seq), nil
	}
	return base, "", nil
}

// stillNeeded refuses a cut of the entries in (after, through] when one of
// them is about an ask that still waits: the ask's own entries say what
// it is and who asked, for whoever decides it.
func stillNeeded(tx *store.Tx, after, through uint64) error {
	pending, err := tx.PendingAsks()
	if err != nil {
		return fmt.Errorf("read pending asks: %w", err)
	}
	if len(pending) == 0 {
		return nil
	}
	waiting := make(map[string]bool, len(pending))
	for _, a := range pending {
		waiting[a.ID] = true
	}
	errDone := errors.New("done")
	err = tx.EachAudit(after, func(e store.AuditEntry) error {
		if e.Seq > through {
			return errDone
		}
		id := askOfEntry(e)
		if e.Kind == store.KindEvaluate {
			var ev Evaluation
			if json.Unmarshal(e.Data, &ev) == nil {
				id = ev.Ask
			}
		}
		if waiting[id] {
			return fmt.Errorf("%w: entry %d is about ask %s, which still waits: decide it first, or cut through entry %d at most",
				ErrStillNeeded, e.Seq, id, e.Seq-1)
		}
		return nil
	})
	if errors.Is(err, errDone) {
		return nil
	}
	return err
}

// AuditOrigin returns the hash of the audit trail's entry 1, kept past
// any cut (see store.Tx.AuditOrigin): a broker tells its store from
// another by it.
func (s *Service) AuditOrigin() (string, error) {
	var origin string
	err := s.st.View(func(tx *store.Tx) error {
		var err error
		origin, err = tx.AuditOrigin()
		return err
	})
	return origin, err
}
