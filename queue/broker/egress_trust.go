package broker

import "ozdesk.dev/ozdesk/store"

// checkEgress logs, once each time it changes, that the stored egress
// list is not as the trail wrote it (downloads then ask), and when it is
// again.
func (s *Server) checkEgress() {
	why, err := s.svc.EgressUnproven()
	if err != nil {
		return
	}
	s.noteEgress(why)
}

// egressUnproven is told by the service, as it reads the policy, that
// the stored egress list is not believed: the broker says so once, in
// its log and in the trail, and checks its cluster at once (whoever
// wrote it reached it), in the background, as the read is inside a
// transaction.
func (s *Server) egressUnproven(why string) {
	if !s.noteEgress(why) {
		return
	}
	go func() {
		if err := s.svc.RecordForged(store.KindEgressForged, why, "ozdesk"); err != nil {
			s.log.Warn("could not write the forged egress list to the audit trail", "err", err)
		}
		if s.fleet && s.trust != nil {
			_ = s.trustFresh(true)
		}
	}()
}

// noteEgress logs why the egress list is not believed, or that it is
// again, when it changed since the last note; it reports whether it did.
func (s *Server) noteEgress(why string) bool {
	if old := s.egressWhy.Swap(&why); old != nil && *old == why || old == nil && why == "" {
		return false
	}
	if why == "" {
		s.log.Info("the egress list is as the audit trail wrote it again")
		return true
	}
	s.log.Error("forged egress list ignored: the egress list is taken as empty (downloads ask) until an operator changes it again ('ozdesk policy egress add' or 'rm')",
		"store", s.store, "why", why)
	return true
}
