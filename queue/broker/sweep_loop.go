package broker

import (
	"context"
	"errors"
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// SweepEvery is how often the broker marks asks past their deadline
// expired and asks whose waiting process is gone abandoned.
const SweepEvery = 5 * time.Second

// keepNode keeps the node's lease in a fleet (see
// [queue.Service.KeepNode]): a broker whose lease lapsed takes it again,
// unless another broker took the node's name meanwhile
// ([store.ErrNodeLost]): then it stops serving (stop), its agents
// refused as their connections close, rather than serve as a second
// broker under one name.
func (s *Server) keepNode(stop func(error)) bool {
	err := s.svc.KeepNode()
	switch {
	case errors.Is(err, store.ErrNodeLost):
		s.log.Error("this broker lost its node's name to another broker: it stops serving; its agents are refused until a broker serves this node", "err", err)
		stop(fmt.Errorf("%w; this broker stopped serving: stop the other broker first, or give this one another --node, then start it again", err))
		return false
	case err != nil:
		s.log.Warn("keep the node's lease", "err", err)
	}
	return true
}

// kickKeepNode asks the sweep loop to keep the node's lease now (see
// [Server.kick]); a kick already waiting is enough.
func (s *Server) kickKeepNode() {
	select {
	case s.kick <- struct{}{}:
	default:
	}
}

// sweepLoop keeps the node's lease and sweeps the queue, until ctx is
// done or the lease is lost to another broker (stop).
func (s *Server) sweepLoop(ctx context.Context, stop func(error)) {
	// `ozdesk serve` takes the lease before it says it serves; a server
	// started without one takes it here (a cluster that does not answer
	// delays no request: each fails closed by itself).
	if !s.keepNode(stop) {
		return
	}
	t := time.NewTicker(s.sweepEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-s.kick:
		case <-s.lostCh:
		}
		if s.checkStore() != nil {
			// Refusing every request: the node is not kept alive
			// (setLost gave up its lease), nor swept from here.
			s.svc.LeaveNode()
			return
		}
		if !s.keepNode(stop) {
			return
		}
		if _, err := s.svc.Sweep(); err != nil {
			s.log.Warn("sweep the queue", "err", err)
		}
	}
}
