package broker

import (
	"context"
	"errors"
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// A fleet's broker checks its etcd cluster as it starts: every member
// refuses a client without a certificate, and presents one of the
// fleet's CA (see cmd/ozdesk's etcdTrust). A cluster reconfigured while
// brokers run (a member restarted without --client-cert-auth, or with a
// plain-text listener; another cluster put at its address) would go
// unnoticed until their next start, while every account that reaches a
// member could write the fleet's rules, approve asks and name operators.
// So the broker checks it again every [TrustEvery] ([WithTrustCheck]).
// A cluster found open, or not the fleet CA's, is one whose store can no
// longer be believed: whatever a stranger wrote meanwhile (a rule, an
// approval, an operator) reads as the fleet's own. The broker then
// refuses every request, agents' and desks' alike, as it does a store
// file replaced behind its back ([ErrStoreGone]), logs why once, and
// keeps refusing until it is restarted (which checks the cluster again)
// after an operator has closed the cluster and checked the trail
// ('ozdesk audit verify'). A check that cannot reach the members is not
// held against the cluster: each request fails closed on its own then.

// TrustEvery is how often a fleet's broker checks its cluster again
// ([WithTrustCheck]): one connection (and TLS handshake) per member,
// from each broker; at 500 brokers and three members, 50 a second for
// the cluster.
const TrustEvery = 30 * time.Second

// WithTrustCheck sets a check of the fleet's cluster the server runs
// every every (see above): an error wrapping [store.ErrClusterOpen] or
// [store.ErrClusterNotTrusted] makes it refuse every request from then
// on; other errors (a member not reached) are logged and passed over. A
// file store's server ignores it.
func WithTrustCheck(check func() error, every time.Duration) ServerOption {
	return func(s *Server) { s.trust, s.trustEvery = check, every }
}

// trustLoop checks the cluster every s.trustEvery until ctx is done or
// the store is refused.
func (s *Server) trustLoop(ctx context.Context) {
	t := time.NewTicker(s.trustEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if s.lost.Load() != nil {
			return
		}
		err := s.trust()
		switch {
		case err == nil:
			s.trustedAt.Store(time.Now().UnixNano())
			continue
		case !errors.Is(err, store.ErrClusterOpen) && !errors.Is(err, store.ErrClusterNotTrusted):
			s.log.Warn("check that the etcd cluster refuses strangers", "err", err)
			continue
		}
		s.distrust(err)
		return
	}
}

// distrust logs why the cluster can no longer be trusted, once, and
// refuses every request from then on.
func (s *Server) distrust(err error) {
	if s.lost.Load() != nil {
		return
	}
	s.log.Error("the etcd cluster can no longer be trusted: every request is refused until an operator closes it and restarts the broker",
		"store", s.store, "err", err)
	err = fmt.Errorf("%w: %w; every request is refused: whoever reached the cluster meanwhile could write its policy and approve asks. "+
		"Run every member with --client-cert-auth, --trusted-ca-file and the fleet's certificates, check the trail ('ozdesk audit verify'), "+
		"then restart the broker (docs/fleet.md)", ErrStoreGone, err)
	s.setLost(err)
}

// TrustFresh is how old the last passing check of a fleet's cluster may
// be when a decision read from it releases a waiting agent: older, the
// cluster is checked again first (rt18g 11). A member restarted without
// client authentication lets whoever reaches it write an approval, which
// the broker's watch of the ask reads at once; the check every
// [TrustEvery] alone came up to 30 s too late.
const TrustFresh = 2 * time.Second

// trustFresh checks the fleet's cluster again unless it passed within
// [TrustFresh], and returns why the store can no longer be believed, or
// nil. Checks at once share one run. A check that reaches no member is
// not held against the cluster (as in [Server.trustLoop]): the read that
// released the agent reached it.
func (s *Server) trustFresh() error {
	if !s.fleet || s.trust == nil {
		return s.lostErr()
	}
	s.trustMu.Lock()
	defer s.trustMu.Unlock()
	if lost := s.lostErr(); lost != nil {
		return lost
	}
	if at := s.trustedAt.Load(); at != 0 && time.Since(time.Unix(0, at)) < TrustFresh {
		return nil
	}
	err := s.trust()
	switch {
	case err == nil:
		s.trustedAt.Store(time.Now().UnixNano())
		return nil
	case !errors.Is(err, store.ErrClusterOpen) && !errors.Is(err, store.ErrClusterNotTrusted):
		s.log.Warn("check that the etcd cluster refuses strangers, before releasing an agent", "err", err)
		return nil
	}
	s.distrust(err)
	return s.lostErr()
}
