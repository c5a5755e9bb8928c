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

// ErrNoAnswer is the error of a result [AskBy] gave up on: the queue
// (a broker, a store) did not answer in time, so nothing was decided.
var ErrNoAnswer = errors.New("the broker or the store did not answer")

// AskBy is [Ask] for a caller that must have its result in time whatever
// svc does: a broker stopped with SIGSTOP accepts the connection and
// never answers, and a store can be held. The result comes by deadline
// plus [BackstopGrace] (no backstop when deadline is zero), and within
// BackstopGrace of ctx ending; an Ask still running then goes on in the
// background (its ask, if queued, expires by itself), and the result is
// that nothing was decided, with End [Unavailable]: fail closed.
func AskBy(ctx context.Context, svc queue.Asker, req queue.Request, deadline time.Time, pending func(Result) bool) Result {
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
		return Result{End: Unavailable, Late: true, Err: fmt.Errorf("had no answer by its deadline: %w", ErrNoAnswer)}
	case <-ctx.Done():
	}
	grace := time.NewTimer(BackstopGrace)
	defer grace.Stop()
	select {
	case r := <-done:
		return r
	case <-grace.C:
		return Result{End: Unavailable, Stopped: true, Err: fmt.Errorf("was stopped before an answer: %w", ErrNoAnswer)}
	}
}
