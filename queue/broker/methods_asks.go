package broker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// ownAsk reads an ask the caller may see: an operator any, an agent its
// own ([Server.owns]). Another's ask is "not found" to an agent, so that
// it learns nothing of it.
func ownAsk(s *Server, id Identity, askID string) (store.Ask, error) {
	a, err := s.svc.Get(askID)
	switch {
	case id.Operator():
		return a, err
	case errors.Is(err, store.ErrNotFound), err == nil && !s.owns(id, a):
		// The same words either way: an agent cannot tell another's
		// ask from none.
		return store.Ask{}, fmt.Errorf("ask %s: %w", askID, store.ErrNotFound)
	}
	return a, err
}

func get(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var p idParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	return ownAsk(s, id, p.ID)
}

// wait blocks until the caller's ask ends. The connection closing (the
// client stopped waiting) withdraws it. The wait is bound to the ask the
// caller made (its identity: time and sum), as a wait in direct mode is:
// an ID that names another ask in the store read now (another store put
// in the file's place since the ask was made) is refused at once, and
// every later read checks the same ask in the same store ([queue.Service.Wait]).
func wait(ctx context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var p waitParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	a, err := ownAsk(s, id, p.ID)
	if err != nil {
		return nil, err
	}
	ans := &queue.Answer{Outcome: patterns.Ask, Rule: a.Rule, Reason: a.Reason, Ask: &a}
	if p.Identity != nil {
		if err := p.Identity.Check(a); err != nil {
			return answerToWire(queue.RefuseReplaced(ans, err), false), nil
		}
	}
	// A store found untrusted while the agent waits ends the wait
	// refused: no decision read from it afterwards releases the agent,
	// and nothing is written to it (the ask is not withdrawn there: the
	// fleet abandons it once this node's lease is gone).
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	go func() {
		select {
		case <-s.lostCh:
			cancel(queue.ErrStoreNotBelieved)
		case <-ctx.Done():
		}
	}()
	waited, err := s.svc.Wait(ctx, ans)
	var forged *queue.ForgedDecisionError
	if waited != nil && errors.As(waited.Unavailable, &forged) {
		s.log.Error(forged.Error()+"; the agent is refused", "ask", a.ID, "store", s.store)
		// Whoever wrote it reached the store: check the cluster at once.
		_ = s.trustFresh(true)
	}
	if lost := s.lostErr(); lost != nil {
		return nil, lost
	}
	if waited != nil && waited.Outcome == patterns.Allow {
		// A decision that releases the agent is believed only from a
		// cluster checked within TrustFresh (rt18g 11).
		if lost := s.trustFresh(false); lost != nil {
			return nil, lost
		}
	}
	if err != nil && ctx.Err() == nil {
		return nil, err
	}
	return answerToWire(waited, false), nil
}

func withdraw(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var p idParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	if _, err := ownAsk(s, id, p.ID); err != nil {
		return nil, err
	}
	return nil, s.svc.Withdraw(p.ID, id.Name)
}

// expire ends the caller's ask whose wait ended undecided (its
// deadline came): recorded expired only from [queue.ExpireSkew] before
// the ask's deadline on, else withdrawn. An agent may withdraw its own
// ask at any time; it may not have the trail say that nobody decided in
// time before that was so (rt45k #3).
func expire(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var p idParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	if _, err := ownAsk(s, id, p.ID); err != nil {
		return nil, err
	}
	return nil, s.svc.ExpireWithin(p.ID, id.Name, queue.ExpireSkew)
}

// owns reports whether a is the agent id's own ask: made by its account
// on this broker's node. In a fleet an account is a node's: uid 1003 on
// another node is another account (as the per-agent cap counts it), and
// its asks are not this one's to see, wait on or withdraw.
func (s *Server) owns(id Identity, a store.Ask) bool {
	return a.Owner == id.owner() && s.ofNode(a)
}

// ofNode reports whether a is this broker's node's ask: always on a file
// store (one node), in a fleet when it records this node.
func (s *Server) ofNode(a store.Ask) bool {
	return !s.fleet || a.Node == s.svc.Node()
}

// pending lists the pending asks: every one to an operator, else the
// caller's own, or, when the operators file lets agents see the queue,
// every one of this broker's node (a node's operators file says what
// its own agents see, not what other nodes' do).
func pending(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	if err := decodeParams(raw, &struct{}{}); err != nil {
		return nil, err
	}
	asks, err := s.svc.Pending()
	if err != nil {
		return nil, err
	}
	asks = queue.ClipAsks(asks)
	if id.Operator() {
		return asks, nil
	}
	own := asks[:0]
	for _, a := range asks {
		if s.owns(id, a) || s.ops.seeQueue() && s.ofNode(a) {
			own = append(own, a)
		}
	}
	return own, nil
}

// asks lists the asks a filter selects: every one to an operator, else
// the caller's own, on this node (agents never see other agents' asks
// this way, nor their account's on other nodes).
func asks(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var f store.AskFilter
	if err := decodeParams(raw, &f); err != nil {
		return nil, err
	}
	if !id.Operator() {
		f.Owner, f.Node = id.owner(), ""
		if s.fleet {
			f.Node = s.svc.Node()
		}
	}
	asks, err := s.svc.Asks(f)
	return queue.ClipAsks(asks), err
}

// decideParams are a decision on the wire.
type decideParams struct {
	ID       string         `json:"id"`
	Decision queue.Decision `json:"decision"`
}

func decide(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var p decideParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	by, err := actor(id, p.Decision.By)
	if err != nil {
		return nil, err
	}
	p.Decision.By = by
	return s.svc.Decide(p.ID, p.Decision)
}

// seeQueue reports whether agents may list every pending ask.
func (o *Operators) seeQueue() bool { return o != nil && o.SeeQueue }
