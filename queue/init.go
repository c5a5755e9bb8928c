package queue

import (
	"errors"
	"fmt"

	"ozdesk.dev/ozdesk/store"
)

// initEvent is the payload of the "init" entry.
type initEvent struct {
	Path string `json:"path"`
}

// Init creates the store, on purpose, with an "init" entry that starts its
// audit trail: the broker's store is made this way once (`ozdesk serve
// --init`), and never by a first write. A store that exists already gives
// [store.ErrExists], and nothing changes.
func (s *Service) Init(by string) error {
	if err := s.st.View(func(*store.Tx) error { return nil }); !errors.Is(err, store.ErrNoStore) {
		if err != nil {
			return fmt.Errorf("init the store: %w", err)
		}
		return fmt.Errorf("init the store %s: %w: it is kept as it is", s.st.Path(), store.ErrExists)
	}
	return s.st.Update(func(tx *store.Tx) error {
		return s.audit(tx, store.KindInit, by, initEvent{Path: s.st.Path()})
	})
}
