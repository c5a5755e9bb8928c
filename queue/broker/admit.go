package broker

import (
	"context"
	"sync"
	"time"
)

// DefaultMaxConns caps the agents' connections the broker serves at
// once; past it, a new one waits (up to [RequestTimeout]) for a place,
// then is refused. Operators' connections are not counted in it, so that
// no number of agents' connections keeps an operator from the broker.
const DefaultMaxConns = 512

// DefaultMaxConnsPerAccount caps the connections one account (an agent
// or an operator) has open at the broker at once; past it, a new one is
// refused at once. One agent thus holds at most this share of
// [DefaultMaxConns].
const DefaultMaxConnsPerAccount = 64

// DefaultWorkPerAccount caps the requests of one account the broker
// reads, decodes or evaluates at once; the account's other connections
// wait for a place (up to [RequestTimeout]), while other accounts' are
// served. One account thus holds at most this many of the broker's
// workers, and this many requests' bytes ([MaxAgentRequestBytes] each
// for an agent) in its memory, however many connections it opens.
const DefaultWorkPerAccount = 2

// workWaitMax is the longest a request waits for one of its account's
// places ([DefaultWorkPerAccount]) before it is refused: less than
// [DefaultEvaluateTimeout], the client's wait for an evaluation's
// answer, by the time an evaluation takes.
const workWaitMax = DefaultEvaluateTimeout - 3*time.Second

// admit takes a place for a connection of id: one of its account's, and
// for an agent one of the agents'. An account at its cap is refused at
// once; an agent waits for one of the agents' places, within the time a
// request may take. release gives the places back.
func (s *Server) admit(ctx context.Context, id Identity) (release func(), err error) {
	s.openMu.Lock()
	n := s.open[id.UID]
	if n >= s.perAccount {
		s.openMu.Unlock()
		return nil, busyf("%s has %d connections open at the broker already, as many as one account may: end some (a wait ends when its ask does)", id.Name, n)
	}
	s.open[id.UID] = n + 1
	s.openMu.Unlock()
	done := func() {
		s.openMu.Lock()
		if s.open[id.UID]--; s.open[id.UID] <= 0 {
			delete(s.open, id.UID)
			delete(s.work, id.UID)
		}
		s.openMu.Unlock()
	}
	if id.Operator() {
		return done, nil
	}
	t := time.NewTimer(s.timeout)
	defer t.Stop()
	select {
	case s.sem <- struct{}{}:
		return func() { <-s.sem; done() }, nil
	case <-t.C:
	case <-ctx.Done():
	}
	done()
	return nil, deniedf("the broker serves as many agents' connections as it may (%d): try again later", cap(s.sem))
}

// startWork takes one of id's places for a request being read or
// evaluated ([DefaultWorkPerAccount]), waiting for one (within the time a
// request may take) while the account's other requests hold them: one
// account's requests then wait for each other, not for another's. end
// gives the place back (once, however often it is called). The caller
// holds one of the account's connections (see [Server.admit]).
func (s *Server) startWork(ctx context.Context, id Identity) (end func(), err error) {
	s.openMu.Lock()
	places := s.work[id.UID]
	if places == nil {
		places = make(chan struct{}, DefaultWorkPerAccount)
		s.work[id.UID] = places
	}
	s.openMu.Unlock()
	// Given up before the client's own bound on an evaluation
	// ([DefaultEvaluateTimeout]), so that the asker is told this limit,
	// not that the broker hangs (rt46k M2).
	wait := min(s.timeout, workWaitMax)
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case places <- struct{}{}:
		return sync.OnceFunc(func() { <-places }), nil
	case <-t.C:
	case <-ctx.Done():
	}
	return nil, busyf("%s has %d requests being read or evaluated at the broker already, as many as one account may at once, and none ended for %v: try again once fewer of its commands wait", id.Name, cap(places), wait)
}

// working is how many of uid's requests are being read or evaluated.
func (s *Server) working(uid uint32) int {
	s.openMu.Lock()
	defer s.openMu.Unlock()
	return len(s.work[uid])
}
