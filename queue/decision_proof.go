package queue

import (
	"encoding/json"
	"errors"
	"fmt"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// A decision is a field of its ask's record, which anyone who can write
// the store can write (rt18g 11: an agent that reached an etcd member
// restarted without client authentication wrote its own ask back
// approved, and was released). So an ask's end names the audit entry
// that wrote it ([store.Decision.Entry]), and a decision releases an
// agent only if that entry, checked against its hash and in the chain,
// is the end of this very ask as the record says: one read of one entry,
// whatever the length of the trail.

// ForgedDecisionError is why a waiting agent was refused although its
// ask's record says it was approved: no audit entry wrote that decision.
type ForgedDecisionError struct {
	ID  string // the ask
	By  string // whom the record names as the decider
	Why string // what is wrong, in words
}

// Error says the decision was ignored, and why.
func (e *ForgedDecisionError) Error() string {
	return fmt.Sprintf("forged decision on ask %s ignored: its record says %s decided it, but %s", ShortID(e.ID), e.By, e.Why)
}

// endKinds maps an ask's final state to the kinds of entry that may end
// it so.
func endKinds(state string) []string {
	switch state {
	case store.StateApproved:
		return []string{store.KindDecide}
	case store.StateDenied:
		return []string{store.KindDecide, store.KindForged}
	case store.StateResolved:
		return []string{store.KindResolve}
	case store.StateExpired:
		return []string{store.KindExpire}
	case store.StateWithdrawn:
		return []string{store.KindWithdraw}
	case store.StateAbandoned:
		return []string{store.KindAbandon}
	}
	return nil
}

// decisionMismatch says why ended ask a is not as the audit entry its
// decision names wrote it, or "" when it is.
func decisionMismatch(tx *store.Tx, a store.Ask) (string, error) {
	d := a.Decision
	if d == nil {
		return "it records no decision", nil
	}
	if d.Entry == 0 {
		return "no audit entry wrote it: it was put into the store around ozdesk", nil
	}
	e, err := tx.AuditAt(d.Entry)
	var broken *store.AuditError
	switch {
	case errors.As(err, &broken):
		return "the audit entry it names does not hold: " + broken.Detail, nil
	case err != nil:
		return "", err
	}
	return endEntryMismatch(e, a), nil
}

// endEntryMismatch says why ended ask a is not as entry e wrote its end,
// or "".
func endEntryMismatch(e store.AuditEntry, a store.Ask) string {
	var ev askEvent
	if err := json.Unmarshal(e.Data, &ev); err != nil {
		return fmt.Sprintf("audit entry %d (%s) it names does not decode: %v", e.Seq, e.Kind, err)
	}
	d := a.Decision
	switch {
	case ev.Ask != a.ID:
		return fmt.Sprintf("audit entry %d (%s) it names is about ask %s", e.Seq, e.Kind, ShortID(ev.Ask))
	case !containsKind(endKinds(a.State), e.Kind):
		return fmt.Sprintf("audit entry %d it names is a %s entry, which does not make an ask %s", e.Seq, e.Kind, a.State)
	case ev.State != a.State || ev.Outcome != d.Outcome:
		return fmt.Sprintf("audit entry %d (%s) wrote it %s (%s), not %s (%s)", e.Seq, e.Kind, ev.State, ev.Outcome, a.State, d.Outcome)
	case ev.By != d.By || e.Actor != d.By:
		return fmt.Sprintf("audit entry %d (%s) was written by %s, not %s", e.Seq, e.Kind, e.Actor, d.By)
	}
	return ""
}

func containsKind(kinds []string, k string) bool {
	for _, x := range kinds {
		if x == k {
			return true
		}
	}
	return false
}

// releases reports whether ended ask a lets its command run.
func releases(a store.Ask) bool {
	return answerOf(nil, a).Outcome == patterns.Allow
}

// proveRelease reads ask id again and, if it lets its command run, checks
// its decision against the entry it names (see [decisionMismatch]): it
// returns the ask as read, and why its decision is not believed ("" when
// it is, or when it releases nothing).
func (s *Service) proveRelease(id string) (store.Ask, string, error) {
	var a store.Ask
	var why string
	err := s.st.View(func(tx *store.Tx) error {
		var err error
		if a, err = tx.GetAsk(id); err != nil {
			return err
		}
		if a.Pending() || !releases(a) {
			return nil
		}
		why, err = decisionMismatch(tx, a)
		return err
	})
	if err != nil {
		return store.Ask{}, "", fmt.Errorf("check the decision on ask %s: %w", id, err)
	}
	return a, why, nil
}

// forgedEvent is the payload of a "decision.forged" entry: the ask as it
// ends (refused by ozdesk), and the decision its record held.
type forgedEvent struct {
	askEvent
	Forged store.Decision `json:"forged"`
	Why    string         `json:"why"`
}

// refuseForged ends a's ask, whose record holds a decision no audit entry
// wrote (why), refused: in one write, only if the record still holds no
// proven decision, with a "decision.forged" entry naming what the record
// said; the asker is refused whatever the write does, with a
// [*ForgedDecisionError]. An ask decided for real meanwhile gives that
// decision.
func (s *Service) refuseForged(a *Answer, forged store.Ask, why string) *Answer {
	ferr := &ForgedDecisionError{ID: forged.ID, Why: why}
	if forged.Decision != nil {
		ferr.By = forged.Decision.By
	}
	var out *store.Ask
	err := s.st.Update(func(tx *store.Tx) error {
		out = nil
		cur, err := tx.GetAsk(forged.ID)
		if err != nil {
			return err
		}
		if !cur.Pending() {
			if mis, err := decisionMismatch(tx, cur); err != nil {
				return err
			} else if mis == "" {
				out = &cur
				return nil
			}
		}
		d := store.Decision{By: "ozdesk", At: s.now(), Outcome: store.OutcomeRefuse, Reason: ferr.Error()}
		cur.State, cur.Decision = store.StateDenied, &d
		ev := forgedEvent{askEvent: endEventOf(cur), Why: why}
		if forged.Decision != nil {
			ev.Forged = *forged.Decision
		}
		e, err := s.auditEntry(tx, store.KindForged, d.By, ev)
		if err != nil {
			return err
		}
		d.Entry = e.Seq
		return tx.PutAsk(cur)
	})
	if err == nil && out != nil {
		return answerOf(a, *out)
	}
	ans := s.refuseUnavailable(a, "refused", ferr)
	if err != nil {
		ans.Reason += fmt.Sprintf("; writing it to the trail failed: %v", err)
	}
	ans.Unavailable = ferr
	return ans
}

// errDecisionChanged is why an asker is refused when the decision an
// expiry or a withdrawal met was gone when it was checked.
var errDecisionChanged = errors.New("its decision changed as it was read")
