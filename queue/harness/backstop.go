package harness

import (
	"context"
	"errors"
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// BackstopGrace is how long past its deadline, or past being stopped,
// [AskBy] lets [Ask] end by itself (withdrawing its ask) before it gives
// up on it.
const BackstopGrace = time.Second

// StoreStopGrace is [BackstopGrace] for an asker on a store file (direct
// mode, no broker): once stopped it withdraws its ask itself, and the
// file's lock may be held meanwhile by another process (a desk reading, a
// burst of askers stopped together, each withdrawing in turn), so it
// waits its turn as [Withdraw] does ([WithdrawLockWait], as long as an
// operator's command waits) and a moment more (rt18k #4). It was one lock
// timeout (5 s), and of 520 askers killed together 373 gave up before
// their turn: the sweep then recorded their asks abandoned, not withdrawn
// (rt39k LOW-4). Nothing is allowed meanwhile: the stopped asker answers
// refuse whichever way its ask ends.
const StoreStopGrace = WithdrawLockWait + BackstopGrace

// ErrNoAnswer is the error of a result [AskBy] gave up on: the queue
// (a broker, a store) did not answer in time, so nothing was decided.
var ErrNoAnswer = errors.New("the broker or the store did not answer")

// ErrStoreNoAnswer is the error of a result [AskByStore] gave up on: the
// store file was not had in time (another process held its lock), so
// nothing was decided and the ask may not be withdrawn.
var ErrStoreNoAnswer = errors.New("the store did not answer (another process held it)")

// AskBy is [Ask] for a caller that must have its result in time whatever
// svc does: a broker stopped with SIGSTOP accepts the connection and
// never answers, and a store can be held. The result comes by deadline
// plus [BackstopGrace] (no backstop when deadline is zero), and within
// BackstopGrace of ctx ending; an Ask still running then goes on in the
// background (its ask, if queued, expires by itself), and the result is
// that nothing was decided, with End [Unavailable]: fail closed.
func AskBy(ctx context.Context, svc queue.Asker, req queue.Request, deadline time.Time, pending func(Result) bool) Result {
	return askBy(ctx, svc, req, deadline, pending, BackstopGrace, ErrNoAnswer)
}

// AskByStore is [AskBy] for an asker on a store file, svc a
// [*queue.Service] (direct mode): stopped, it gives its own withdrawal
// [StoreStopGrace] to have the file's lock, and a result it gives up on
// says that the store, not a broker, did not answer ([ErrStoreNoAnswer]).
//
// A result given up on at the deadline while the evaluation still waited
// for the store's lock is noted beside the store, as one failed closed
// for the lock is ([queue.Service.NoteGaveUp]): the desk counts it, and
// the next write puts it in the trail (rt46k M3). One given up on for
// another reason (the store slow, its ask's expiry not written) is noted
// so too ([queue.Service.NoteDeadline], fx54g).
func AskByStore(ctx context.Context, svc *queue.Service, req queue.Request, deadline time.Time, pending func(Result) bool) Result {
	start := time.Now()
	r := askBy(ctx, svc, req, deadline, pending, StoreStopGrace, ErrStoreNoAnswer)
	if r.Late && r.Answer == nil && errors.Is(r.Err, ErrStoreNoAnswer) && !svc.NoteGaveUp(req, time.Since(start)) {
		// past the lock: the store slow, or its ask's end not written
		svc.NoteDeadline("it had no answer by its deadline (the store was slow, or its lock busy)")
	}
	return r
}

// askBy is AskBy with the grace after ctx ends and the error of a result
// given up on.
func askBy(ctx context.Context, svc queue.Asker, req queue.Request, deadline time.Time, pending func(Result) bool, stopGrace time.Duration, noAnswer error) Result {
	done := make(chan Result, 1)
	go func() { done <- Ask(ctx, svc, req, deadline, pending) }()
	var backstop <-chan time.Time
	if !deadline.IsZero() {
		t := time.NewTimer(time.Until(deadline) + BackstopGrace)
		defer t.Stop()
		backstop = t.C
	}
	select {
	case r := <-done:
		return r
	case <-backstop:
		return Result{End: Unavailable, Late: true, Err: fmt.Errorf("had no answer by its deadline: %w", noAnswer)}
	case <-ctx.Done():
	}
	grace := time.NewTimer(stopGrace)
	defer grace.Stop()
	select {
	case r := <-done:
		return r
	case <-grace.C:
		return Result{End: Unavailable, Stopped: true, Err: fmt.Errorf("was stopped before an answer and could not withdraw its ask within %s: %w", stopGrace, noAnswer)}
	}
}
