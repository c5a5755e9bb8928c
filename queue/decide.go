package queue

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// Decision is an operator's decision on one ask.
type Decision struct {
	// Outcome is Allow (approve) or Refuse (deny).
	Outcome patterns.Outcome
	// By is the operator; Reason optional words.
	By, Reason string
	// Rule is the ID of a rule written from this decision, if any.
	Rule string
	// Seen, when set, is what the operator saw of the ask: the decision
	// is made only while the ask and its store still match it (else a
	// [*ChangedError]).
	Seen *Seen `json:",omitempty"`
}

// DecidedError is what a decision on an ask that is no longer pending gets:
// who decided it, how and when.
type DecidedError struct {
	ID, State, By string
	At            time.Time
	// Outcome is what the ask was decided to ("allow" or "refuse"), and
	// Reason why.
	Outcome, Reason string
}

// Error says the ask was decided already, by whom and when, or how it
// ended undecided.
func (e *DecidedError) Error() string {
	// Times as every screen writes them (stamp), IDs as people write
	// them.
	at, id := stamp(e.At), ShortID(e.ID)
	switch e.State {
	case store.StateExpired:
		return fmt.Sprintf("ask %s expired at %s: nobody decided it before its deadline", id, at)
	case store.StateWithdrawn:
		if why, ok := AgentGoneWhy(e.Reason); ok {
			return fmt.Sprintf("ask %s was withdrawn at %s: %s; nothing received the decision, and its command does not run", id, at, why)
		}
		return fmt.Sprintf("ask %s was withdrawn by %s at %s: the asker stopped waiting", id, e.By, at)
	case store.StateAbandoned:
		// Who left, from the sweep's reason: the waiting process, or
		// its whole node (rt13f: "the process waiting is gone" was said
		// of a node that stopped answering, whose agent was cut off).
		return fmt.Sprintf("ask %s was abandoned at %s: %s; nobody waits for a decision on it any more, and its command does not run", id, at, AbandonedWhy(e.Reason))
	case store.StateResolved:
		return fmt.Sprintf("ask %s was already resolved (%s) by rule %s at %s", id, e.Outcome, e.By, at)
	}
	return fmt.Sprintf("ask %s was already %s by %s at %s", id, e.State, e.By, at)
}

// AbandonedWhy says who left an abandoned ask, from its decision's
// reason (the sweep's: "abandoned: node n1 stopped answering",
// "abandoned: the waiting process 812 is gone"): "node n1 stopped
// answering". A reason that says neither is the waiting process's.
func AbandonedWhy(reason string) string {
	if why, ok := strings.CutPrefix(reason, store.StateAbandoned+": "); ok && why != "" {
		return why
	}
	return "the process waiting for it is gone"
}

// decidedError describes an ask that is not pending.
func decidedError(a store.Ask) *DecidedError {
	e := &DecidedError{ID: a.ID, State: a.State}
	if d := a.Decision; d != nil {
		e.By, e.At, e.Outcome, e.Reason = d.By, d.At, d.Outcome, d.Reason
	}
	return e
}

// Decide approves or denies a pending ask; a decided one gives a
// [*DecidedError]. It is a compare-and-set in one write transaction, with
// a "decide" audit entry: of two operators deciding one ask, exactly one
// wins, and the other is told who.
func (s *Service) Decide(id string, d Decision) (store.Ask, error) {
	state, dec, err := decisionOf(id, d)
	if err != nil {
		return store.Ask{}, err
	}
	return s.endIf(id, state, store.KindDecide, dec, d.Seen)
}

// decisionOf is the state an ask's decision moves it to and the decision
// stored, or why d decides nothing.
func decisionOf(id string, d Decision) (string, store.Decision, error) {
	state := store.StateApproved
	switch d.Outcome {
	case patterns.Allow:
	case patterns.Refuse:
		state = store.StateDenied
	default:
		return "", store.Decision{}, fmt.Errorf("decide ask %s: a decision approves (allow) or denies (refuse), not %s", id, d.Outcome)
	}
	if strings.TrimSpace(d.By) == "" {
		return "", store.Decision{}, fmt.Errorf("decide ask %s: no operator: say who decides", id)
	}
	return state, store.Decision{By: d.By, Outcome: d.Outcome.String(), Reason: d.Reason, Rule: d.Rule}, nil
}

// Withdraw marks a pending ask withdrawn (the asker gave up); by names who
// withdrew it ("" for the ask's agent). An ask no longer pending gives a
// [*DecidedError].
func (s *Service) Withdraw(id, by string) error {
	_, err := s.withdraw(id, by)
	return err
}

func (s *Service) withdraw(id, by string) (store.Ask, error) {
	return s.end(id, store.StateWithdrawn, store.KindWithdraw, withdrawal(by))
}

// withdrawal is the decision a withdrawn ask records, by its asker.
func withdrawal(by string) store.Decision {
	return store.Decision{By: by, Outcome: store.OutcomeRefuse, Reason: "withdrawn: the asker stopped waiting"}
}

// ExpireSkew is how long before an ask's deadline the broker believes an
// agent that says its wait ended ([Service.ExpireWithin]): the ask's
// deadline is never after the asker's own ([Request.Until]), so an
// honest agent says so after it; earlier, the agent stopped waiting.
const ExpireSkew = time.Second

// Expire records a pending ask expired because its asker's wait for it
// ended undecided ([Expirer]), whatever the clocks say: in direct mode
// the asker writes the store itself, and it knows how its wait ended.
// An ask with no deadline never expires: it is withdrawn. An ask no
// longer pending gives a [*DecidedError].
func (s *Service) Expire(id, by string) error {
	_, err := s.expireWaited(id, by, -1)
	return err
}

// ExpireWithin is [Service.Expire] for an asker not believed whatever
// the clocks say (an agent through the broker): the ask is recorded
// expired only from early before its deadline on; before that it is
// withdrawn (the agent stopped waiting), so that no agent blames the
// end of its ask on the desk early.
func (s *Service) ExpireWithin(id, by string, early time.Duration) error {
	_, err := s.expireWaited(id, by, max(early, 0))
	return err
}

// expireWaited ends an ask whose asker's wait ended: expired when its
// deadline is less than early away (early < 0: whenever it has one),
// else withdrawn.
func (s *Service) expireWaited(id, by string, early time.Duration) (store.Ask, error) {
	key, err := store.ParseAskID(id)
	if err != nil {
		return store.Ask{}, err
	}
	var out store.Ask
	err = s.st.Update(func(tx *store.Tx) error {
		a, err := tx.GetAsk(key)
		if err != nil {
			return err
		}
		state, kind, d := store.StateWithdrawn, store.KindWithdraw, withdrawal(by)
		if !a.Deadline.IsZero() && (early < 0 || !s.now().Before(a.Deadline.Add(-early))) {
			state, kind, d = store.StateExpired, store.KindExpire, expiryDecision(a)
		}
		out, err = s.endTx(tx, a, state, kind, d)
		return err
	})
	var de *DecidedError
	if err != nil && !errors.As(err, &de) {
		return store.Ask{}, fmt.Errorf("expire ask %s: %w", key, err)
	}
	return out, err
}

// end moves a pending ask to a final state by compare-and-set: in one
// write transaction, only if it is still pending, with an audit entry of
// the kind given. The ask's agent stands in for an empty By.
func (s *Service) end(id, state, kind string, d store.Decision) (store.Ask, error) {
	return s.endIf(id, state, kind, d, nil)
}

// endIf is [Service.end] that ends the ask only while it matches seen
// (see [checkSeen]); a nil seen checks nothing.
func (s *Service) endIf(id, state, kind string, d store.Decision, seen *Seen) (store.Ask, error) {
	key, err := store.ParseAskID(id)
	if err != nil {
		return store.Ask{}, err
	}
	var out store.Ask
	var dropped error
	err = s.st.Update(func(tx *store.Tx) error {
		dropped = nil
		a, err := tx.GetAsk(key)
		if err != nil {
			return err
		}
		if a.Pending() {
			if err := checkSeen(tx, a, seen); err != nil {
				return err
			}
			if state == store.StateApproved {
				if err := checkAskEntry(tx, a); err != nil {
					return err
				}
			}
		}
		if kind == store.KindDecide {
			// nothing would receive the decision: withdrawn instead
			_, answer, gone, err := s.dropForGoneTx(tx, a)
			if err != nil || gone {
				dropped = answer
				return err
			}
		}
		d := d
		if kind == store.KindDecide && a.Pending() {
			// a stopped asker receives it only if continued: said
			d.Asker = s.askerNote(a)
		}
		if out, err = s.endTx(tx, a, state, kind, d); err != nil {
			return err
		}
		return nil
	})
	if err == nil && dropped != nil {
		return store.Ask{}, dropped
	}
	if err != nil {
		var de *DecidedError
		var ce *ChangedError
		var ke *ClippedApproveError
		if errors.As(err, &de) || errors.As(err, &ce) || errors.As(err, &ke) {
			return store.Ask{}, err
		}
		return store.Ask{}, fmt.Errorf("%s ask %s: %w", verbOf(kind), key, err)
	}
	return out, nil
}

// endTx is [Service.end] inside a write transaction, on an ask already
// read.
func (s *Service) endTx(tx *store.Tx, a store.Ask, state, kind string, d store.Decision) (store.Ask, error) {
	if !a.Pending() {
		return store.Ask{}, decidedError(a)
	}
	if whole, clipped := BrokerClip(a); clipped && state == store.StateApproved {
		// only its head and tail were kept: nobody read what it runs
		return store.Ask{}, &ClippedApproveError{ID: a.ID, Whole: whole}
	}
	if kind == store.KindWithdraw && !a.Deadline.IsZero() && !s.now().Before(a.Deadline) {
		// The ask's deadline passed before its asker gave up: it expired,
		// whichever of the two is written first. Under load an asker
		// whose own wait ended a moment after the ask's deadline wrote
		// "withdrawn" while it said "expired", and `queue ls --state
		// expired` missed the ask (ls_show_names.txtar under load).
		state, kind, d = store.StateExpired, store.KindExpire, expiryDecision(a)
	}
	if d.By == "" {
		d.By = a.Agent
	}
	if d.By == "" {
		d.By = "asker"
	}
	if d.At.IsZero() {
		d.At = s.now()
	}
	if kind == store.KindExpire {
		// the store busy during the wait (rt47k L3 variant): said
		from, to := tx.LockWaited()
		d.Reason += busyDuringWait(a, from, to, d.At)
	}
	a.State, a.Decision = state, &d
	// The entry first: the decision names it (rt18g 11), and a reader
	// believes a decision only if that entry holds it.
	e, err := s.auditEntry(tx, kind, d.By, endEventOf(a))
	if err != nil {
		return store.Ask{}, err
	}
	d.Entry = e.Seq
	if err := tx.PutAsk(a); err != nil {
		return store.Ask{}, err
	}
	return a, nil
}

// verbOf names what an audit kind does to an ask, for error messages.
func verbOf(kind string) string {
	switch kind {
	case store.KindDecide:
		return "decide"
	case store.KindExpire:
		return "expire"
	case store.KindWithdraw:
		return "withdraw"
	case store.KindAbandon:
		return "abandon"
	}
	return "resolve"
}

// Get returns one ask (its ID in any form [store.ParseAskID] reads).
func (s *Service) Get(id string) (store.Ask, error) {
	var a store.Ask
	err := s.st.View(func(tx *store.Tx) error {
		var err error
		if a, err = tx.GetAsk(id); err != nil {
			return err
		}
		return checkAskEntry(tx, a)
	})
	if err != nil {
		if errors.Is(err, store.ErrNotFound) { // "get ask 4: not found", the ask named once
			return store.Ask{}, fmt.Errorf("get %w", err)
		}
		return store.Ask{}, fmt.Errorf("get ask %s: %w", ShortID(id), err)
	}
	return a, nil
}

// Pending returns the pending asks, oldest first. A store not made yet has
// none.
func (s *Service) Pending() ([]store.Ask, error) {
	return viewList(s, "pending asks", (*store.Tx).PendingAsks)
}
