package harness

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// End is how an ask ended for the harness: whether the command may run.
type End int

// The ends of an ask.
const (
	// Allowed: the command may run (allowed by the policy, approved by an
	// operator, or decided by a rule written while it waited).
	Allowed End = iota
	// Refused: the command must not run (refused by a rule, denied by an
	// operator).
	Refused
	// Undecided: nobody decided in time (the ask expired, was withdrawn or
	// abandoned, or is still pending); the command must not run.
	Undecided
	// Unavailable: the store could not be read (or the broker could not
	// be reached), so nothing decided; the command must not run.
	Unavailable
)

// String names the end.
func (e End) String() string {
	switch e {
	case Allowed:
		return "allowed"
	case Refused:
		return "refused"
	case Undecided:
		return "undecided"
	}
	return "unavailable"
}

// EndOf tells how ans ended. Only an allow the policy answered, or an ask
// approved (or resolved by an allow rule) with its decision recorded, is
// Allowed, and never under an answer whose own outcome refuses (rt22i #3:
// an ask "approved" with no decision allowed while Say said "refuse").
func EndOf(ans *queue.Answer) End {
	if ans == nil || ans.Unavailable != nil {
		return Unavailable
	}
	if a := ans.Ask; a != nil {
		end := askEnd(a)
		if end == Allowed && ans.Outcome == patterns.Refuse {
			return Refused
		}
		return end
	}
	return outcomeEnd(ans.Outcome.String())
}

// askEnd tells how the ask a ended: allowed only by an approval or a
// resolution whose recorded decision allows.
func askEnd(a *store.Ask) End {
	switch {
	case a.State == store.StateDenied:
		return Refused
	case a.State != store.StateApproved && a.State != store.StateResolved:
		return Undecided
	case a.Decision == nil:
		return Undecided
	}
	switch a.Decision.Outcome {
	case store.OutcomeAllow:
		return Allowed
	case store.OutcomeRefuse:
		return Refused
	}
	return Undecided
}

func outcomeEnd(outcome string) End {
	switch outcome {
	case store.OutcomeAllow:
		return Allowed
	case store.OutcomeRefuse:
		return Refused
	}
	// A policy's ask with no ask queued: nothing could wait for it.
	return Unavailable
}

// Say tells how ans ended in one line for a person: the outcome, who or
// what decided, and why. Every untrusted word in it is escaped
// (safetext.Escape), so it is safe to print on a terminal.
func Say(ans *queue.Answer) string {
	if ans == nil {
		return "refuse: no answer, so nothing decided; the command must not run"
	}
	if ans.Unavailable != nil && ans.Ask != nil && errors.Is(ans.Unavailable, store.ErrNoStore) {
		// its store was deleted while it waited: nothing could decide it
		return "refuse: ask " + queue.ShortID(ans.Ask.ID) + " can no longer be decided: the store it waited in is gone (" +
			safetext.Escape(ans.Unavailable.Error()) + "); the command must not run"
	}
	if ans.Unavailable != nil && errors.Is(ans.Unavailable, queue.ErrBrokerBusy) {
		// Not the store, not a hung broker: this account's other
		// commands hold the places the broker gives one account (rt46k
		// M2). The wait for an ask already queued is tried again.
		return "refuse: nothing decided: the broker refused the request for a limit it keeps per account, not for its store (" +
			safetext.Escape(strings.TrimPrefix(ans.Unavailable.Error(), queue.ErrBrokerBusy.Error()+": ")) +
			"); the command must not run: run it again once fewer of this account's commands wait for the broker"
	}
	if lock := (*store.LockError)(nil); ans.Unavailable != nil && errors.As(ans.Unavailable, &lock) {
		// Direct mode: the store's lock was held past the wait (a burst
		// of asks on a busy machine). Nothing was queued: the operator
		// sees a count of such refusals, and the trail gets them once
		// the store is written (queue.Service.noteUnreached; rt46k M3).
		return "refuse: nothing decided: the store " + safetext.Escape(lock.Path) + " stayed busy for more than " + safetext.Span(lock.Wait) +
			" (other processes held its lock: many asks at once, or one process holding it open), so this command was not queued (the desk counts it among the asks that could not reach the store, and the next ask written puts it in the audit trail);" +
			" the command must not run: run it again once fewer commands ask at once"
	}
	if ans.Unavailable != nil && (errors.Is(ans.Unavailable, queue.ErrUnreachable) || errors.Is(ans.Unavailable, queue.ErrStoreGone)) {
		// Protected mode's broker, not a store this process read: the
		// error says which socket or store, and what an operator does.
		return "refuse: nothing decided, since " + safetext.Escape(ans.Unavailable.Error()) + "; the command must not run"
	}
	if ans.Unavailable != nil {
		// The error may say "the store could not be read" itself: said once (rt35k L9).
		why := strings.TrimPrefix(ans.Unavailable.Error(), "the store could not be read: ")
		return "refuse: the store could not be read, so nothing decided (" + safetext.Escape(why) + "); the command must not run"
	}
	if a := ans.Ask; a != nil && a.State != store.StatePending {
		if line := sayAsk(a); EndOf(ans) == Allowed || !strings.HasPrefix(line, "allow") {
			return line
		}
		// The words and the verdict come from one value (rt22i #3).
		return fmt.Sprintf("refuse: ask %s is %s, but the answer does not allow it (outcome %s%s); the command must not run",
			queue.ShortID(a.ID), safetext.Escape(a.State), ans.Outcome, decidedBy(a))
	}
	if a := ans.Ask; a != nil {
		return fmt.Sprintf("ask: %s; %s", sayRule(ans), Waiting(a))
	}
	if ans.Limit != "" {
		return "refuse: " + safetext.Escape(ans.Limit)
	}
	if ans.Outcome == patterns.Ask {
		return "refuse: the policy asks (" + sayRule(ans) + ") but no ask could be queued; the command must not run"
	}
	return ans.Outcome.String() + ": " + sayRule(ans)
}

// Waiting says, to the agent whose ask a waits, what it waits for and
// how long: the wait the asker asked for (queue.Request.Wait, or the
// settings' default when it asked for none, capped by their maximum), as
// the store wrote it into the ask, from its creation to its deadline.
// Both ends are the store's own clock, so the words hold in broker and
// fleet mode whatever the asker's clock says. It never says how to
// decide the ask: an agent that reads how to approve itself may try.
func Waiting(a *store.Ask) string {
	s := "waiting for an operator at the desk (ask " + queue.ShortID(a.ID)
	if !a.Created.IsZero() && a.Deadline.After(a.Created) {
		s += ", expires in " + safetext.Span(a.Deadline.Sub(a.Created).Round(time.Second))
	}
	return s + ")"
}

// sayRule says which rule decided, and why.
func sayRule(ans *queue.Answer) string {
	if ans.Rule == "" {
		return "no rule matched; the fallback " + map[patterns.Outcome]string{patterns.Allow: "allows", patterns.Ask: "asks"}[ans.Outcome]
	}
	if ans.Reason == "" {
		return "rule " + safetext.Escape(ans.Rule)
	}
	return "rule " + safetext.Escape(ans.Rule) + ": " + safetext.Escape(ans.Reason)
}

// decidedBy names the decision a records, for a refusal's words.
func decidedBy(a *store.Ask) string {
	if a.Decision == nil {
		return ", no decision recorded"
	}
	return ", decision " + safetext.Escape(a.Decision.Outcome) + " by " + safetext.Escape(a.Decision.By)
}

// sayAsk says how an ask that no longer waits ended.
func sayAsk(a *store.Ask) string {
	id := queue.ShortID(a.ID)
	switch a.State {
	case store.StateExpired:
		return fmt.Sprintf("refuse: nobody decided ask %s in time (it expired at %s); the command must not run", id, Stamp(a.Deadline))
	case store.StateWithdrawn:
		return fmt.Sprintf("refuse: ask %s was withdrawn before anyone decided; the command must not run", id)
	case store.StateAbandoned:
		// The agent reading this is alive: what left is what the
		// sweep names (its node's broker lost the fleet, or the process
		// that waited). A decision on it changes nothing any more.
		why := queue.AbandonedWhy("")
		if a.Decision != nil {
			why = queue.AbandonedWhy(a.Decision.Reason)
		}
		return fmt.Sprintf("refuse: ask %s was abandoned (%s), so nobody will decide it; the command must not run (asking again queues a new ask)", id, safetext.Escape(why))
	}
	d := a.Decision
	if d == nil {
		return fmt.Sprintf("refuse: ask %s is %s with no decision recorded; the command must not run", id, safetext.Escape(a.State))
	}
	why := ""
	if d.Reason != "" {
		why = ": " + safetext.Escape(d.Reason)
	}
	switch a.State {
	case store.StateApproved:
		return fmt.Sprintf("allow: approved by %s at %s (ask %s)%s", safetext.Escape(d.By), Stamp(d.At), id, why)
	case store.StateDenied:
		return fmt.Sprintf("refuse: denied by %s at %s (ask %s)%s", safetext.Escape(d.By), Stamp(d.At), id, why)
	case store.StateResolved:
		return fmt.Sprintf("%s: decided by rule %s at %s (ask %s)%s", safetext.Escape(d.Outcome), safetext.Escape(d.By), Stamp(d.At), id, why)
	}
	return fmt.Sprintf("refuse: ask %s is %s; the command must not run", id, safetext.Escape(a.State))
}

// Stamp writes a time for a person, in local time, to the second, as
// every ozdesk screen and message does ([safetext.Stamp]).
func Stamp(t time.Time) string { return safetext.Stamp(t) }
