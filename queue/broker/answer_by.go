package broker

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// answerBy runs eval, and answers by ctx's deadline whatever eval does:
// a fleet's store can run past its caller's deadline (a member's status
// asked after the last attempt to say why the cluster is out of
// quorum), and the asker's refusal must reach it before the asker's own
// deadline ('ask --wait 2s' was refused after up to 2.04 s). Past the
// deadline the answer fails closed: the store did not answer within the
// wait, nothing is allowed. An evaluation that ends later is logged: an
// ask it queued has no asker (the sweep abandons it once its process is
// gone), and its audit entry may say allow although the asker was
// refused.
func answerBy(ctx context.Context, log *slog.Logger, budget time.Duration, eval func(context.Context) (*queue.Answer, error)) (*queue.Answer, error) {
	type result struct {
		ans *queue.Answer
		err error
	}
	done := make(chan result, 1)
	go func() {
		ans, err := eval(ctx)
		done <- result{ans, err}
	}()
	select {
	case r := <-done:
		return r.ans, r.err
	case <-ctx.Done():
	}
	select {
	case r := <-done: // it ended as the deadline came
		return r.ans, r.err
	default:
	}
	go func() {
		r := <-done
		if r.err == nil && r.ans != nil && (r.ans.Unavailable == nil || r.ans.Ask != nil) {
			log.Warn("evaluate: the store answered after the asker's wait; the asker was refused", "outcome", r.ans.Outcome, "ask", askID(r.ans))
		}
	}()
	why := fmt.Errorf("%w: the fleet's store did not answer within the ask's wait and its client's evaluate-timeout (%s); failing closed", store.ErrUnavailable, budget)
	return &queue.Answer{Outcome: patterns.Ask, Unavailable: why, Reason: why.Error()}, nil
}

// askID is the ID of the ask ans queued, or "".
func askID(ans *queue.Answer) string {
	if ans.Ask == nil {
		return ""
	}
	return ans.Ask.ID
}
