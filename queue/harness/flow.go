package harness

import (
	"context"
	"errors"
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// Result is how one command's way through the queue ([Evaluate], [Await],
// [Ask]) ended, for an adapter to encode in its harness's terms.
type Result struct {
	// Answer is the queue's last answer; nil when nothing could be
	// evaluated (Err says why).
	Answer *queue.Answer
	// End is whether the command may run.
	End End
	// Err is what failed (evaluating, or waiting), with End Unavailable
	// or, for a wait, the ask's own end; nil when nothing failed.
	Err error
	// Stopped: the caller stopped waiting (its context was cancelled,
	// by a signal say, before the deadline); the ask is withdrawn.
	Stopped bool
	// Late: the deadline passed before anyone decided; the ask is
	// withdrawn or expired.
	Late bool
}

// Pending reports whether an ask waits for the desk.
func (r Result) Pending() bool {
	return r.Err == nil && r.Answer != nil && r.Answer.Unavailable == nil &&
		r.Answer.Ask != nil && r.Answer.Ask.Pending()
}

// AskID is the short id of the ask r queued, or "".
func (r Result) AskID() string {
	if r.Answer == nil || r.Answer.Ask == nil {
		return ""
	}
	return queue.ShortID(r.Answer.Ask.ID)
}

// Say tells how r ended in one line for a person, safe to print on a
// terminal (see [Say]).
func (r Result) Say() string {
	switch {
	case r.Err != nil && r.End != Allowed:
		return "refuse: ozdesk " + safetext.Escape(r.Err.Error()) + "; the command must not run"
	case r.Late && r.End == Undecided:
		return "refuse: nobody decided ask " + r.AskID() + " in time (it expired); the command must not run"
	case r.Stopped && r.End == Undecided:
		return "refuse: ask " + r.AskID() + " was withdrawn before anyone decided (the asker stopped waiting); the command must not run"
	}
	return Say(r.Answer)
}

// Evaluate asks svc about req, within deadline (zero: the ask's own
// expiry, the desk's setting): the ask, when the policy asks, expires a
// moment before it, so that its expiry is written and answered in time.
// A ctx already done (a signal that came while evaluating) withdraws a
// queued ask at once.
func Evaluate(ctx context.Context, svc queue.Asker, req queue.Request, deadline time.Time) Result {
	if svc == nil {
		return failed(errors.New("has no queue to ask"))
	}
	if !deadline.IsZero() {
		left := time.Until(deadline)
		if req.Wait = left - expiryMargin(left); req.Wait <= 0 {
			return Result{End: Undecided, Late: true, Err: errors.New("could not evaluate the command before the deadline passed")}
		}
		// The wait above runs from when the ask is made, which may be
		// later (a burst waiting for the store's lock): the ask's
		// deadline is never after this one (rt45k #3).
		req.Until = deadline.Add(-expiryMargin(left))
	}
	ans, err := svc.Evaluate(req)
	if err != nil {
		return failed(fmt.Errorf("could not evaluate the command: %w", err))
	}
	r := Result{Answer: ans, End: EndOf(ans)}
	if r.Pending() && ctx.Err() != nil {
		return withdrawn(svc, r, ctx, deadline)
	}
	return r
}

// Await waits for r's pending ask to be decided, until deadline (zero:
// the ask's expiry) or until ctx is done; a wait that ends undecided
// withdraws the ask. A decision that came just as the wait ended stands.
// r is returned as it is when no ask is pending.
func Await(ctx context.Context, svc queue.Asker, r Result, deadline time.Time) Result {
	if !r.Pending() {
		return r
	}
	wctx := ctx
	if !deadline.IsZero() {
		var cancel context.CancelFunc
		wctx, cancel = context.WithDeadline(ctx, deadline)
		defer cancel()
	}
	waited, err := svc.Wait(wctx, r.Answer)
	if waited != nil {
		r.Answer, r.End = waited, EndOf(waited)
	}
	if wctx.Err() != nil {
		return withdrawn(svc, r, ctx, deadline)
	}
	if err != nil {
		r.End, r.Err = Unavailable, fmt.Errorf("could not wait for ask %s: %w", r.AskID(), err)
	}
	return r
}

// Ask evaluates req and, when an ask is queued, waits for it (see
// [Evaluate] and [Await]). pending, when not nil, is told of the queued
// ask before the wait; if it answers false the ask is withdrawn at once
// (the harness's own prompt will decide) and the result stays pending.
func Ask(ctx context.Context, svc queue.Asker, req queue.Request, deadline time.Time, pending func(Result) bool) Result {
	r := Evaluate(ctx, svc, req, deadline)
	if !r.Pending() {
		return r
	}
	if pending != nil && !pending(r) {
		Withdraw(svc, r)
		return r
	}
	return Await(ctx, svc, r, deadline)
}

// Withdraw withdraws r's pending ask, best effort: an ask that cannot be
// withdrawn is abandoned or expires by itself. A withdrawal that found
// the store's lock held past its wait ([store.ErrLocked]: a burst of
// askers stopped together withdraw one after another, each with its
// fsync) tries again until [WithdrawLockWait] has passed, so that the
// ask is recorded withdrawn, not abandoned by a sweep that finds its
// asker gone (rt39k LOW-4: 373 of 520 askers killed together); the
// caller's own bound ([AskByStore]) may end it sooner.
func Withdraw(svc queue.Asker, r Result) {
	if r.Answer == nil || r.Answer.Ask == nil {
		return
	}
	retryLocked(func() error { return svc.Withdraw(r.Answer.Ask.ID, r.Answer.Ask.Agent) })
}

// retryLocked runs end, and again while it finds the store's lock held
// ([store.ErrLocked]), until [WithdrawLockWait] has passed.
func retryLocked(end func() error) {
	until := time.Now().Add(WithdrawLockWait)
	for {
		err := end()
		if !errors.Is(err, store.ErrLocked) || !time.Now().Before(until) {
			return
		}
		time.Sleep(withdrawRetryPause)
	}
}

// WithdrawLockWait is how long [Withdraw] keeps trying while the store's
// lock is held by others: as long as an operator's command waits its
// turn ([store.OperatorLockWait]).
const WithdrawLockWait = store.OperatorLockWait

// withdrawRetryPause is the pause between two tries of [Withdraw], for
// a store whose lock wait is short.
const withdrawRetryPause = 20 * time.Millisecond

// withdrawn ends r's wait once ctx (or the deadline) is done: an ask still
// pending is withdrawn, and r says whether the caller stopped or the
// deadline passed.
//
// A wait that ended at the deadline (ctx not done) expires the ask where
// svc can be told so ([queue.Expirer]): the asker did not stop waiting,
// and says "it expired" (rt45k #3).
func withdrawn(svc queue.Asker, r Result, ctx context.Context, deadline time.Time) Result {
	late := ctx.Err() == nil && !deadline.IsZero()
	if r.End == Undecided {
		if e, ok := svc.(queue.Expirer); ok && late {
			retryLocked(func() error { return e.Expire(r.Answer.Ask.ID, r.Answer.Ask.Agent) })
		} else {
			Withdraw(svc, r)
		}
	}
	if ctx.Err() != nil {
		r.Stopped = true
	} else {
		r.Late = late
	}
	return r
}

// failed is a result in which nothing was evaluated.
func failed(err error) Result { return Result{End: Unavailable, Err: err} }

// expiryMargin is how long before a deadline an ask expires: a tenth of
// the wait, at most 250 ms.
func expiryMargin(wait time.Duration) time.Duration { return min(wait/10, 250*time.Millisecond) }
