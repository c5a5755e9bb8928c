package broker

import (
	"context"
	"errors"
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
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
			s.trusted()
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
//
// force checks even within [TrustFresh]: for a change of the settings
// that loosens them (see [Server.fallbackTrusted]).
func (s *Server) trustFresh(force bool) error {
	if !s.fleet || s.trust == nil {
		return s.lostErr()
	}
	s.trustMu.Lock()
	defer s.trustMu.Unlock()
	if lost := s.lostErr(); lost != nil {
		return lost
	}
	if at := s.trustedAt.Load(); !force && at != 0 && time.Since(time.Unix(0, at)) < TrustFresh {
		return nil
	}
	err := s.trust()
	switch {
	case err == nil:
		s.trusted()
		return nil
	case !errors.Is(err, store.ErrClusterOpen) && !errors.Is(err, store.ErrClusterNotTrusted):
		s.log.Warn("check that the etcd cluster refuses strangers, before releasing an agent", "err", err)
		return nil
	}
	s.distrust(err)
	return s.lostErr()
}

// trusted notes a passing check of the cluster: when, and whether the
// fallback then allowed.
func (s *Server) trusted() {
	s.trustedAt.Store(time.Now().UnixNano())
	if set, err := s.svc.Settings(); err == nil {
		s.trustedAllow.Store(set.Fallback == store.OutcomeAllow)
	}
	s.checkSettings()
	s.checkEgress()
}

// checkSettings logs, once each time it changes, that the stored
// settings are not as the trail wrote them (the policy then goes by the
// strictest: four eyes on, fallback ask), and when they are again.
func (s *Server) checkSettings() {
	why, err := s.svc.SettingsUnproven()
	if err != nil {
		return
	}
	s.noteSettings(why)
}

// settingsUnproven is told by the service, as it reads the policy, that
// the stored settings are not believed: the broker says so once, in its
// log and in the trail (a settings.forged entry), and
// checks its cluster at once (whoever wrote them reached it), in the
// background, as the read is inside a transaction.
func (s *Server) settingsUnproven(why string) {
	if !s.noteSettings(why) {
		return
	}
	go func() {
		if err := s.svc.RecordForged(store.KindSettingsForged, why, "ozdesk"); err != nil {
			s.log.Warn("could not write the forged settings to the audit trail", "err", err)
		}
		if s.fleet && s.trust != nil {
			_ = s.trustFresh(true)
		}
	}()
}

// noteSettings logs why the settings are not believed, or that they are
// again, when it changed since the last note; it reports whether it did.
func (s *Server) noteSettings(why string) bool {
	if old := s.settingsWhy.Swap(&why); old != nil && *old == why || old == nil && why == "" {
		return false
	}
	if why == "" {
		s.log.Info("the settings are as the audit trail wrote them again")
		return true
	}
	s.log.Error("forged settings ignored: four eyes is on and the fallback asks until an operator sets them again ('ozdesk policy set')",
		"store", s.store, "why", why)
	return true
}

// fallbackTrusted returns why an allow by the fallback must not be
// answered, or nil. A fallback turned to allow since the last passing
// check (rt18g 11: an agent writing the settings through a member opened
// meanwhile) is honoured only once the cluster is checked again, at once,
// whatever the check's age: a loosening is rare, and the check is one
// handshake per member.
func (s *Server) fallbackTrusted(ans *queue.Answer) error {
	if !s.fleet || s.trust == nil || ans == nil || ans.Outcome != patterns.Allow || ans.Rule != "" || s.trustedAllow.Load() {
		return s.lostErr()
	}
	return s.trustFresh(true)
}
