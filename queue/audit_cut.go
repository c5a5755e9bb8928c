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
func (s *Service) CutAudit(req AuditCutRequest) (*AuditCutResult, error) {
	by := strings.TrimSpace(req.By)
	if by == "" {
		return nil, fmt.Errorf("cut the audit trail: %w", ErrNoAuthor)
	}
	res := &AuditCutResult{}
	through := store.AuditHead{Seq: req.Through, Hash: strings.TrimSpace(req.Exported)}
	err := s.st.Update(func(tx *store.Tx) error {
		base, err := tx.AuditBase()
		if err != nil {
			return err
		}
		e, err := tx.StartAuditCut(store.AuditEntry{Time: s.now(), Actor: by, Node: s.node, Account: s.accountOf(by)}, through)
		if err != nil {
			return err
		}
		if err := stillNeeded(tx, base.Seq, through.Seq); err != nil {
			return err // and the cut's entry is not written
		}
		res.Entry, res.From, res.Through = e.Seq, base, base
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("cut the audit trail through entry %d: %w", req.Through, err)
	}
	for {
		var step store.CutStep
		err := s.st.Update(func(tx *store.Tx) error {
			var err error
			step, err = tx.CutAudit(s.st.CutBudget())
			return err
		})
		if err != nil {
			return res, fmt.Errorf("cut the audit trail through entry %d (cut through %d so far, which verifies; cut again to finish): %w",
				req.Through, res.Through.Seq, err)
		}
		res.Steps++
		res.Through = step.Base
		res.Removed += step.Removed
		res.Carried += step.Carried
		if step.Done {
			return res, nil
		}
	}
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
