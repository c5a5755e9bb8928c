package queue

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// waitSettle is how long a wait lets the store's file rest after a write
// before it reads the ask: less than the desk's default, as a waiting
// harness is the one a person is waiting for, and a read that meets the
// writer's lock waits for it in the kernel, not by polling.
const waitSettle = time.Millisecond

// waitCoalesce is the least gap (on average) between two reads of a
// waiting ask after writes to the store; waitNetPoll how often its watch
// compares the file while file events arrive. A decision releases its
// asker within about waitCoalesce.
const (
	waitCoalesce = 300 * time.Millisecond
	waitNetPoll  = 2 * time.Second
)

// Wait blocks until a's ask is decided, withdrawn, abandoned or past its
// deadline (then it is marked expired and refused), or ctx is done (then
// it is withdrawn, and Wait returns ctx's error with the refusal).
//
// It learns of changes through [store.Watch] (file events, with polling
// as the fallback), or in the broker through the store's own signals (on
// etcd, a watch of the ask's own key), reading the ask once per change:
// no busy loop. An
// answer without an ask (allow, refuse, or a store that could not be
// read) is returned as it is. While the store cannot be read the wait
// goes on, unless it is gone (its file deleted): then the answer is a
// refusal at once, with Unavailable set; if the deadline passes and the expiry cannot be written, the
// answer is still a refusal, with Unavailable set. A decision that
// would release the asker is believed only if the audit entry it names
// holds it: else the ask is ended refused, with a "decision.forged"
// entry, and the answer is a refusal with Unavailable a
// [*ForgedDecisionError]. Every read must find
// the ask a made (its time, agent, directory and command) in the store it
// was first read in (its mark): else the store was replaced and the answer
// is a refusal at once, with Unavailable wrapping [ErrStoreReplaced]. Wait
// never allows what nobody approved.
//
// A ctx cancelled with the cause [ErrStoreNotBelieved] ends the wait
// refused and writes nothing; one cancelled with [ErrBrokerStopped]
// abandons the ask for the broker's stop; a ctx past its deadline expires
// the ask (the wait ended: see [Service.Expire]), whatever the ask's own
// deadline says; any other end of ctx withdraws the ask.
func (s *Service) Wait(ctx context.Context, a *Answer) (*Answer, error) {
	if a == nil || a.Ask == nil || a.Outcome != patterns.Ask {
		return a, nil
	}
	id := a.Ask.ID
	defer s.flight.finishAsk(id) // its end is written or read: nothing to note at its deadline
	watchCtx, stop := context.WithCancel(ctx)
	defer stop()
	changes, err := s.askChanges(watchCtx, id)
	if err != nil {
		return nil, fmt.Errorf("wait for ask %s: %w", id, err)
	}
	timer := time.NewTimer(time.Hour)
	defer timer.Stop()
	bound := bindWait(*a.Ask)
	look := s.lookAt(id)
	// queued by this process, and untouched since: no first read
	skipRead := look.asWritten()
	anyway := look.anyway()
	defer anyway.Stop()
	for {
		if !skipRead {
			look.reading()
			cur, mark, err := s.getBound(id)
			if err == nil {
				if err := bound.check(cur, mark); err != nil {
					// Not the ask that waits, or not its store: whatever
					// it says was decided on another command (rt17k 1).
					return RefuseReplaced(a, err), nil
				}
			}
			switch {
			case err == nil && !cur.Pending() && releases(cur):
				// Released only by a decision the trail holds (rt18g 11).
				proven, why, err := s.proveRelease(id)
				switch {
				case err != nil:
					return s.refuseUnavailable(a, "refused: its decision could not be checked against the audit trail", err), nil
				case why != "":
					return s.refuseForged(a, proven, why), nil
				case proven.Pending():
					continue // undone since: wait on
				}
				s.flight.finishAsk(id)
				s.noteReceived(proven)
				return answerOf(a, proven), nil
			case err == nil && !cur.Pending():
				s.flight.finishAsk(id)
				s.noteReceived(cur)
				return answerOf(a, cur), nil
			case errors.Is(err, store.ErrNotFound):
				// The ask is gone from the store: nobody can approve it now.
				// A pending ask leaves no store by itself: this one holds
				// the store as it was before the ask (an older copy put
				// back), and its asker is told so (rt35k HIGH-1: it was told
				// "get ask 0000000004: ask 0000000004: not found").
				return RefuseReplaced(a, vanishedError(id)), nil
			case errors.Is(err, store.ErrNoStore):
				// The store it waited in is gone (deleted, or a demo's
				// scratch store removed as the demo ended): nobody can
				// approve it now, so the asker is refused at once instead of
				// waiting out its deadline (rt9c F14). A store is replaced
				// by a rename over it, never by a gap, so this is no
				// passing state.
				return s.refuseUnavailable(a, "refused: the store it waited in is gone, so nobody can approve it", err), nil
			}
		}
		skipRead = false
		left := a.Ask.Deadline.Sub(s.now())
		if !a.Ask.Deadline.IsZero() && left <= 0 {
			return s.expire(a), nil
		}
		if !a.Ask.Deadline.IsZero() {
			timer.Reset(left)
		}
	wait:
		select {
		case <-ctx.Done():
			if cause := context.Cause(ctx); errors.Is(cause, ErrStoreNotBelieved) {
				// Nothing is written to a store that cannot be believed:
				// the ask is not withdrawn there (the fleet's sweep
				// abandons it once the node's lease is gone).
				return s.refuseUnavailable(a, "refused: the store it waited in can no longer be believed", cause), nil
			} else if errors.Is(cause, ErrBrokerStopped) {
				return s.stopped(a, ctx.Err())
			} else if errors.Is(cause, ErrParentGone) {
				return s.parentGone(a, ctx.Err())
			} else if errors.Is(ctx.Err(), context.DeadlineExceeded) {
				// The waiter's own deadline: its wait ended, nobody
				// having decided; it did not stop waiting (rt45k #3).
				return s.waitEnded(a, ctx.Err())
			}
			return s.giveUp(a, ctx.Err())
		case <-timer.C:
		case <-anyway.C:
			if !look.changed() {
				goto wait // the stamp did not move: no read, no lock
			}
		case _, ok := <-changes:
			if !ok {
				changes = nil // the watch ended with ctx: the next select sees it
			} else if !look.changed() {
				// another ask's write: the store is not read, nor
				// its lock taken (askLook)
				goto wait
			}
		}
	}
}

// changes signals changes to the store until ctx is done: the service's
// own commits when it alone writes the store, else the file's.
func (s *Service) changes(ctx context.Context) (<-chan struct{}, error) {
	if s.exclusive {
		return s.st.Notify(ctx), nil
	}
	return store.Watch(ctx, s.st.Path(), store.WithSettle(waitSettle))
}

// askWatch is how a waiting asker watches the file: signals at least
// waitCoalesce apart, and the meta pages compared every waitNetPoll
// while file events arrive, so that a waiter's cost does not grow with
// the other askers' writes (rt40k MEDIUM-1).
func (s *Service) askWatch(ctx context.Context) (<-chan struct{}, error) {
	if s.exclusive {
		return s.st.Notify(ctx), nil
	}
	return store.Watch(ctx, s.st.Path(), store.WithSettle(waitSettle), store.WithCoalesce(waitCoalesce),
		store.WithNetPoll(waitNetPoll))
}

// askChanges signals changes to the ask with the ID until ctx is done:
// its own key's when the service alone writes an etcd store (so that a
// commit elsewhere in the fleet wakes no waiter it does not concern), else
// as [Service.changes].
func (s *Service) askChanges(ctx context.Context, id string) (<-chan struct{}, error) {
	if s.exclusive {
		return s.st.NotifyAsk(ctx, id), nil
	}
	return s.askWatch(ctx)
}

// expire marks a's ask expired, by compare-and-set, and answers refuse; an
// ask decided meanwhile gives its decision.
func (s *Service) expire(a *Answer) *Answer {
	d := expiryDecision(*a.Ask)
	why := d.Reason
	cur, err := s.end(a.Ask.ID, store.StateExpired, store.KindExpire, d)
	var de *DecidedError
	switch {
	case err == nil:
		return answerOf(a, cur)
	case errors.As(err, &de):
		return s.decidedMeanwhile(a, de)
	}
	s.noteEndUnwritten(a, err)
	return s.refuseUnavailable(a, why, err)
}

// expiryDecision is the decision an expired ask records: ozdesk
// refused it, nobody having decided before its deadline.
func expiryDecision(a store.Ask) store.Decision {
	waited := a.Deadline.Sub(a.Created)
	why := fmt.Sprintf("expired: nobody decided within %s", shortDuration(waited))
	if ev, err := EvaluationOf(a); err == nil && ev.Wait-waited >= time.Second {
		// queued late: the operator had less than the agent asked for,
		// and the agent's own wait ended with the ask's deadline
		why += fmt.Sprintf(" (its agent asked to wait %s: the store was busy for %s before the ask was queued)",
			shortDuration(ev.Wait), shortDuration(ev.Wait-waited))
	}
	return store.Decision{By: "ozdesk", Outcome: store.OutcomeRefuse, Reason: why}
}

// ErrStoreNotBelieved, as the cause of a wait's context
// (context.WithCancelCause), ends [Service.Wait] refused without writing
// anything: the store it waits in can no longer be believed (a fleet's
// cluster found open to strangers), so the waiter neither reads a
// decision from it nor withdraws its ask there.
var ErrStoreNotBelieved = errors.New("the store can no longer be believed")

// giveUp withdraws a's ask because the waiter's context is done. An ask
// decided meanwhile gives its decision, and no error: it was decided.
func (s *Service) giveUp(a *Answer, cause error) (*Answer, error) {
	return s.endWait(a, cause, "withdrawn: the asker stopped waiting", func() (store.Ask, error) {
		return s.withdraw(a.Ask.ID, a.Ask.Agent)
	})
}

// waitEnded expires a's ask because the waiter's deadline came (see
// [Service.Expire]). An ask decided meanwhile gives its decision, and no
// error.
func (s *Service) waitEnded(a *Answer, cause error) (*Answer, error) {
	return s.endWait(a, cause, expiryDecision(*a.Ask).Reason, func() (store.Ask, error) {
		return s.expireWaited(a.Ask.ID, a.Ask.Agent, -1)
	})
}

// endWait ends a's ask as end does (withdrawn, expired) and answers with
// what became of it: the ask so ended with cause, or the decision made
// meanwhile and no error, or, where the store could not say, a refusal
// saying why (the ask's end that could not be written).
func (s *Service) endWait(a *Answer, cause error, why string, end func() (store.Ask, error)) (*Answer, error) {
	cur, err := end()
	var de *DecidedError
	switch {
	case err == nil:
		return answerOf(a, cur), cause
	case errors.As(err, &de):
		return s.decidedMeanwhile(a, de), nil
	}
	if errors.Is(cause, context.DeadlineExceeded) {
		s.noteEndUnwritten(a, err)
	}
	return s.refuseUnavailable(a, why, err), cause
}

// decidedMeanwhile answers a's asker with how its ask ended, as de says,
// when an expiry or a withdrawal found it ended already: a decision that
// releases the asker only if the trail holds it (see [Service.Wait]).
func (s *Service) decidedMeanwhile(a *Answer, de *DecidedError) *Answer {
	ended := endedAs(*a.Ask, de)
	if !releases(ended) {
		s.noteReceived(ended)
		return answerOf(a, ended)
	}
	proven, why, err := s.proveRelease(a.Ask.ID)
	switch {
	case err != nil:
		return s.refuseUnavailable(a, "refused: its decision could not be checked against the audit trail", err)
	case why != "":
		return s.refuseForged(a, proven, why)
	case proven.Pending() || !releases(proven):
		return s.refuseUnavailable(a, "refused", fmt.Errorf("ask %s: %w", ShortID(a.Ask.ID), errDecisionChanged))
	}
	s.noteReceived(proven)
	return answerOf(a, proven)
}

// endedAs is ask a as a [*DecidedError] says it ended.
func endedAs(a store.Ask, de *DecidedError) store.Ask {
	a.State = de.State
	a.Decision = &store.Decision{By: de.By, At: de.At, Outcome: de.Outcome, Reason: de.Reason}
	return a
}

// refuseUnavailable refuses a's command when the store would not say or
// record how its ask ended: why, and the store's error.
func (s *Service) refuseUnavailable(a *Answer, why string, err error) *Answer {
	out := *a
	out.Outcome, out.Rule = patterns.Refuse, "ozdesk"
	out.Reason = fmt.Sprintf("%s (%v)", why, err)
	out.Unavailable = err
	return &out
}

// shortDuration writes d the way people say it: 10m, 1h30m, 45s, 300ms.
// From half a second up it rounds to the second, so that an ask made with
// --wait 1s, in the queue a little less than its asker waited, reads as
// the 1s that was set, not 900ms (rt22k #11d).
func shortDuration(d time.Duration) string {
	if d < time.Second/2 {
		return d.Round(time.Millisecond).String()
	}
	s := d.Round(time.Second).String()
	for _, zero := range []struct{ long, short string }{{"m0s", "m"}, {"h0m", "h"}} {
		if rest, ok := strings.CutSuffix(s, zero.long); ok {
			s = rest + zero.short
		}
	}
	return s
}
