package broker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os/user"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// WhoAmI says who the broker takes this client for: name, role, uid, node.
func (c *Client) WhoAmI() (name, role string, err error) {
	var r whoamiResult
	err = c.simple("whoami", struct{}{}, &r)
	return r.Name, r.Role, err
}

// Evaluate asks the broker to decide req. A broker that cannot be
// reached, or that refuses the request (its store gone, say), is no
// error: the answer fails closed (ask, with Unavailable saying why, and
// nothing queued), as a store that cannot be read does in direct mode;
// so is a broker that does not answer within the client's evaluation
// bound ([DefaultEvaluateTimeout]). A
// command longer than the reader reads is sent as its head and tail (see
// [forBroker]). The paths the command writes are sent resolved as this
// account sees them ([queue.AskerPaths]).
func (c *Client) Evaluate(req queue.Request) (*queue.Answer, error) {
	if req.AskerPaths == nil {
		// The broker may not read this account's home: the paths the
		// guard judges are resolved here too, as this account, from
		// the home the broker takes for it (the password file's).
		mine := req
		if u, err := user.Current(); err == nil && u.HomeDir != "" {
			mine.Home = u.HomeDir
		}
		req.AskerPaths = queue.AskerPaths(mine)
	}
	_, encoded, ans := forBroker(req)
	if ans != nil {
		return ans, nil
	}
	var raw json.RawMessage
	err := c.evaluateCall(encoded, &raw)
	var w *wireAnswer
	if err == nil {
		w, err = readAnswer("evaluate", raw, nil, req.NoReport)
	}
	if err != nil {
		return &queue.Answer{Outcome: patterns.Ask, Rule: "ozdesk", Reason: err.Error(), Unavailable: err}, nil
	}
	return answerFromWire(w, nil), nil
}

// Wait blocks until a's ask ends, or ctx is done (the connection is then
// closed, and the broker withdraws the ask). A wait that loses the broker
// refuses: nothing allows what nobody approved.
func (c *Client) Wait(ctx context.Context, a *queue.Answer) (*queue.Answer, error) {
	if a == nil || a.Ask == nil || a.Outcome != patterns.Ask {
		return a, nil
	}
	var raw json.RawMessage
	id := queue.IdentityOf(*a.Ask)
	wctx, release := c.waitContext(ctx, a.Ask.ID)
	err := c.call(wctx, "wait", waitParams{ID: a.Ask.ID, Identity: &id}, &raw)
	for errors.Is(err, queue.ErrBrokerBusy) && wctx.Err() == nil {
		// The ask is queued: a wait refused for the account's limits
		// is tried again while the asker waits, rather than leaving the
		// ask on the desk with nobody waiting for it (rt46k M2).
		select {
		case <-wctx.Done():
		case <-time.After(waitRetryPause):
			err = c.call(wctx, "wait", waitParams{ID: a.Ask.ID, Identity: &id}, &raw)
		}
	}
	release()
	var w *wireAnswer
	if err == nil {
		w, err = readAnswer("wait", raw, a.Ask, false)
	}
	if ctx.Err() != nil {
		if err == nil && errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return answerFromWire(w, a), ctx.Err() // expired (or decided) as the broker says
		}
		out := *a
		out.Outcome, out.Rule, out.Reason = patterns.Refuse, "ozdesk", "withdrawn: the asker stopped waiting"
		return &out, ctx.Err()
	}
	if err != nil {
		out := *a
		out.Outcome, out.Rule = patterns.Refuse, "ozdesk"
		out.Reason = fmt.Sprintf("refused: the wait for ask %s failed (%v)", queue.ShortID(a.Ask.ID), err)
		out.Unavailable = err
		return &out, nil
	}
	return answerFromWire(w, a), nil
}

// waitRetryPause is the moment a wait refused for its account's limits
// waits before it is tried again.
const waitRetryPause = time.Second

// waitContext is the context of a wait on the ask with the ID within
// ctx: done with ctx, but when ctx's deadline comes the broker is first
// told that the wait ended ([Client.Expire]), so the ask is recorded
// expired; the connection closing (a signal) withdraws it (rt45k #3).
// release, once the wait has returned, lets its resources go.
func (c *Client) waitContext(ctx context.Context, id string) (wctx context.Context, release func()) {
	if _, ok := ctx.Deadline(); !ok {
		return ctx, func() {}
	}
	wctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	stop := context.AfterFunc(ctx, func() {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			_ = c.Expire(id, "")
		}
		cancel()
	})
	return wctx, func() { stop(); cancel() }
}

// Expire tells the broker that the wait for the caller's ask ended
// undecided (see [queue.Expirer]): expired from a moment before its
// deadline on, else withdrawn.
func (c *Client) Expire(id, by string) error {
	return c.simple("expire", idParams{ID: id, By: by}, nil)
}

// Withdraw withdraws the caller's pending ask.
func (c *Client) Withdraw(id, by string) error {
	return c.simple("withdraw", idParams{ID: id, By: by}, nil)
}

// Get reads an ask (an agent only its own).
func (c *Client) Get(id string) (store.Ask, error) {
	var a store.Ask
	err := c.simple("get", idParams{ID: id}, &a)
	return a, err
}

// Pending lists the pending asks (an agent only its own, unless the
// operators file lets agents see the queue).
func (c *Client) Pending() ([]store.Ask, error) {
	var asks []store.Ask
	err := c.simple("pending", struct{}{}, &asks)
	return asks, err
}

// Asks lists the asks a filter selects (an agent only its own).
func (c *Client) Asks(f store.AskFilter) ([]store.Ask, error) {
	var asks []store.Ask
	err := c.simple("asks", f, &asks)
	return asks, err
}

// Decide approves or denies an ask (approvers and admins).
func (c *Client) Decide(id string, d queue.Decision) (store.Ask, error) {
	var a store.Ask
	err := c.simple("decide", decideParams{ID: id, Decision: d}, &a)
	return a, err
}
