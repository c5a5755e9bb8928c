package queue

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"

	"ozdesk.dev/ozdesk/store"
)

// originEvent is the payload of a "store.init" entry: the store's path and
// a nonce, so that no two stores' trails begin alike.
type originEvent struct {
	Path  string `json:"path"`
	Nonce string `json:"nonce"`
}

// InitOrigin makes the store as [Service.Init] does and, when it made it,
// starts its audit trail with a "store.init" entry naming by and a
// nonce: the trail's first entry is then this store's own, and a store put
// in its place (even one made the same way, or copied over it) begins
// otherwise. The broker's store is made so ('ozdesk serve --init'), and
// the broker refuses a store whose first entry changed.
func (s *Service) InitOrigin(by string) (bool, error) {
	made, err := s.Init()
	if err != nil || !made {
		return made, err
	}
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return made, fmt.Errorf("make the store's origin: %w", err)
	}
	err = s.st.Update(func(tx *store.Tx) error {
		info, err := tx.Info()
		if err != nil || info.Audit.Seq > 0 {
			return err
		}
		return s.audit(tx, store.KindInit, by, originEvent{Path: s.st.Path(), Nonce: hex.EncodeToString(b[:])})
	})
	if err != nil {
		return made, fmt.Errorf("start the store's audit trail: %w", err)
	}
	return made, nil
}
