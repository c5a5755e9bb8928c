package broker

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// evaluate decides a command for the caller. What the kernel says of the
// caller replaces what the request says: the waiting process is the
// peer's, the home directory its account's, and the ask is the account's.
func evaluate(ctx context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var params evaluateParams
	if err := decodeParams(raw, &params); err != nil {
		return nil, err
	}
	req := params.Request
	req.Pid, req.Home, req.Owner = id.PID, id.Home, id.owner()
	if req.Home == "" {
		req.Home = "/nonexistent"
	}
	req.Agent, req.AgentSays = agentOf(id, req.Agent)
	mustAsk, err := withShellDoubts(req)
	if err != nil {
		return nil, err
	}
	req.MustAsk, req.Shells = mustAsk, nil
	req, refused := codexReading(req)
	if refused != nil {
		return answerToWire(refused, true), nil
	}
	// A command the reader would not read is kept as its head, tail,
	// length and hash, not whole: what an over-long ask keeps is bounded.
	req.Command = patterns.ClipCommand(req.Command)
	// The queue caps each account's pending asks (the max-pending
	// setting), in the transaction that would queue one: past it the
	// answer is a refusal and nothing is queued.
	ans, err := evaluateWithin(ctx, s, req, params.Within)
	if err != nil {
		return nil, err
	}
	if ans.Ask != nil && ans.Ask.Pending() && errors.Is(context.Cause(ctx), errClientLeft) {
		// The asker closed its connection before its ask was queued
		// (its client gave up on the answer): nothing will wait for
		// the ask, so it is withdrawn at once, never shown approvable
		// until a sweep finds its process gone (rt46k M2).
		if werr := s.svc.Withdraw(ans.Ask.ID, ""); werr != nil {
			s.log.Warn("withdraw an ask whose asker left before its answer", "ask", ans.Ask.ID, "err", werr)
		}
		return nil, ctx.Err()
	}
	if err := s.fallbackTrusted(ans); err != nil {
		return nil, err
	}
	return answerToWire(ans, true), nil
}

// evaluateWithin evaluates req within the asker's wait, and within the
// time its client waits for the answer (within; 0 when it does not
// say). A fleet's
// evaluation (a file store's broker answers as before) tries the store
// until its deadline ([evaluateBudget]), not for the store's own timeout
// (5 s): its reads and its write are tried again on an etcd election, a
// conflict or a lost connection ([queue.Service.EvaluateContext]), and
// the whole evaluation again while the store cannot be reached and time
// is left. So a broker on a busy host, or meeting an election, answers
// late rather than refusing, and one cut off from its cluster refuses
// within the asker's wait instead of after it. A write whose outcome is
// unknown ([store.ErrInDoubt]) is not run again (the ask may be queued:
// it would be queued twice), nor is an answer the asker stopped waiting
// for.
func evaluateWithin(ctx context.Context, s *Server, req queue.Request, within time.Duration) (*queue.Answer, error) {
	if !s.fleet {
		return s.svc.Evaluate(req)
	}
	// The asker's wait runs from its request's arrival: time spent
	// waiting for one of its account's places counts.
	wait := evaluateBudget(req.Wait, within)
	ctx, cancel := context.WithDeadline(ctx, arrived(ctx).Add(wait))
	defer cancel()
	return answerBy(ctx, s.log, wait, func(ctx context.Context) (*queue.Answer, error) { return evaluateRetrying(ctx, s, req) })
}

// evaluateRetrying evaluates req again while the store cannot be
// reached and ctx has time left ([evaluateWithin]).
func evaluateRetrying(ctx context.Context, s *Server, req queue.Request) (*queue.Answer, error) {
	deadline, _ := ctx.Deadline()
	for {
		ans, err := s.svc.EvaluateContext(ctx, req)
		if err == nil && errors.Is(ans.Unavailable, store.ErrLeaseLapsed) {
			s.kickKeepNode() // failed closed; the lease is taken again, or the broker stops
		}
		if err != nil || !retryable(ans.Unavailable) || ctx.Err() != nil {
			return ans, err
		}
		if time.Until(deadline) < 2*evaluateRetryPause {
			return ans, nil
		}
		s.log.Warn("evaluate: the store could not be reached; trying again", "err", ans.Unavailable)
		select {
		case <-ctx.Done():
			return ans, nil
		case <-time.After(evaluateRetryPause):
		}
	}
}

// arrivedKey keys the time a request's connection was accepted in its
// context.
type arrivedKey struct{}

// arrived is when ctx's request arrived (now, if it does not say).
func arrived(ctx context.Context) time.Time {
	if t, ok := ctx.Value(arrivedKey{}).(time.Time); ok {
		return t
	}
	return time.Now()
}

// evaluateBudget is how long, from its arrival, a fleet's evaluation of
// an ask that may wait up to wait (0: the settings' default) tries the
// store: as long as
// a file store's lock wait ([store.LockWaitWithin]: half the wait, at
// least 5 s), never past half the client's [CallTimeout], and, for a
// given wait, ending a quarter of it (at most a second) before it, so
// the broker's refusal reaches the asker before the asker gives up; the
// same holds for the time the client waits for the answer (within, its
// evaluate-timeout; 0 when it does not say).
func evaluateBudget(wait, within time.Duration) time.Duration {
	budget := min(store.LockWaitWithin(wait), CallTimeout/2)
	for _, d := range []time.Duration{wait, within} {
		if d > 0 {
			budget = min(budget, d-min(d/4, time.Second))
		}
	}
	return budget
}

// evaluateRetryPause is the moment between two evaluations of one ask.
const evaluateRetryPause = 250 * time.Millisecond

// retryable reports an evaluation that failed because the store could
// not be reached, with nothing written.
func retryable(why error) bool {
	return errors.Is(why, store.ErrUnavailable) && !errors.Is(why, store.ErrInDoubt) && !errors.Is(why, store.ErrNoSpace)
}

// agentOf is who asks, in protected mode: the account, whatever label the
// client gives, so that a rule scoped to an agent glob applies to the
// accounts it names and to no account that calls itself by their name.
// A label other than the account's name is kept apart, as what the agent
// says it is (store.Ask.AgentSays), never in the job: put in front of
// the job, it read as the job, and the agent could write anything there
// (fx46k).
func agentOf(id Identity, label string) (agent, says string) {
	label = strings.TrimSpace(label)
	if label == "" || label == id.Name {
		return id.Name, ""
	}
	return id.Name, label
}
