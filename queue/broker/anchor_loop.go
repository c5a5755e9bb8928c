package broker

import (
	"context"
	"errors"
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// AnchorEvery is the least time between two anchors of the audit head:
// the head is anchored after the trail grows, at most this often.
const AnchorEvery = time.Second

// anchorLoop anchors the audit head each time the trail grows (at most
// every [AnchorEvery]), until ctx is done.
func (s *Server) anchorLoop(ctx context.Context) {
	var head uint64
	anchored := false // a store was there, and anchored
	for {
		h, err := s.svc.WaitChange(ctx, head)
		if ctx.Err() != nil {
			return
		}
		if err != nil {
			s.log.Warn("follow the audit trail to anchor it", "err", err)
		} else if s.checkStore() == nil {
			head = h
			err := s.anchor()
			switch {
			case errors.Is(err, store.ErrAuditBroken):
				s.rolledBack(err)
				return
			case anchored && s.fleet && errors.Is(err, store.ErrNoStore):
				s.storeDeleted(err)
				return
			case err != nil:
				s.log.Warn("anchor the audit head", "err", err)
			default:
				anchored = true
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(AnchorEvery):
		}
	}
}

// rolledBack fails the server closed on a trail that no longer holds the
// head it anchored (err): the store was rolled back, and maybe forked
// since. The anchor is kept as it was, every request is refused from
// now on, and the log says so at once, loudly (rt18f #2).
func (s *Server) rolledBack(err error) {
	s.log.Error("the audit trail was rolled back or rewritten under this broker: it refuses every request and keeps its anchor; "+
		"an operator stops every broker of the store and follows 'after a restore' in docs/fleet.md", "err", err)
	s.setLost(fmt.Errorf("%w: the audit trail no longer holds the head this broker anchored (the store was rolled back or restored from an older copy): %w; "+
		"every request is refused until an operator checks the trail ('ozdesk audit verify --anchor' with this node's anchor) and restarts the broker", ErrStoreGone, err))
}

// storeDeleted fails a fleet's server closed on a store whose keys were
// deleted under it (err): its reads would otherwise answer as from a
// store not made yet (the default policy: four eyes off, fallback allow)
// and send operators to 'ozdesk init' (rt20g #11).
func (s *Server) storeDeleted(err error) {
	s.log.Error("the fleet's store is gone: its keys were deleted under this broker; it refuses every request and keeps its anchor; "+
		"an operator stops every broker of the store and puts the store back as 'after a restore' in docs/fleet.md says (not 'serve --init', which starts a new policy)", "store", s.store, "err", err)
	s.setLost(fmt.Errorf("%w: the fleet's store %s is gone (its keys were deleted since this broker served it): %w; "+
		"every request is refused until an operator puts the store back from a snapshot (not 'serve --init', which starts a new policy) and restarts the broker", ErrStoreGone, s.store, err))
}
