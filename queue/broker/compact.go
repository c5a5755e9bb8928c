package broker

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"syscall"

	"ozdesk.dev/ozdesk/store"
)

// compactParams ask the broker to compact its store.
type compactParams struct {
	By string `json:"by,omitempty"`
}

// compact rewrites the store's file (admins). The file at the store's path
// is then another file: the broker takes the one it made as the store it
// guards, so that a store replaced behind its back is still refused.
func compact(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var p compactParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	by, err := actor(id, p.By)
	if err != nil {
		return nil, err
	}
	return s.compactStore(by)
}

// compactStore compacts the store while no request checks its identity,
// and expects the new file from then on.
func (s *Server) compactStore(by string) (store.CompactResult, error) {
	s.idMu.Lock()
	defer s.idMu.Unlock()
	if err := s.checkStoreLocked(); err != nil {
		return store.CompactResult{}, err
	}
	res, err := s.svc.Compact(by)
	if res.File != nil {
		id, ok := fileIDOf(res.File)
		if !ok {
			return res, fmt.Errorf("%w: cannot tell the identity of the compacted %s", ErrStoreGone, s.store)
		}
		s.id = id
		s.repin()
		s.log.Info("compacted the store", "store", s.store, "by", by, "before", res.Before, "after", res.After)
	}
	return res, err
}

// repin holds the store's new file open in place of the old one, after
// the broker's own compaction (idMu held).
func (s *Server) repin() {
	pin, err := os.OpenFile(s.store, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
	if err != nil {
		return // checkStore refuses a store it cannot see
	}
	if s.pin != nil {
		s.pin.Close()
	}
	s.pin = pin
}
