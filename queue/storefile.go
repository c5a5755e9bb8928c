package queue

import (
	"fmt"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// StoreInfo describes the store's file: where it is, how big, and what
// its meta bucket says.
type StoreInfo struct {
	Path    string          `json:"path"`
	Size    int64           `json:"size"`    // bytes
	Large   bool            `json:"large"`   // Size is past store.SizeWarning: compact it
	Schema  int             `json:"schema"`  // its schema version
	Created time.Time       `json:"created"` // when it was made
	Audit   store.AuditHead `json:"audit"`   // the audit trail's head
}

// compactEvent is the payload of a "store.compact" entry.
type compactEvent struct {
	Before int64 `json:"before"`
	After  int64 `json:"after"`
}

// StoreInfo describes the store's file. A store not made yet gives an
// error matching store.ErrNoStore.
func (s *Service) StoreInfo() (StoreInfo, error) {
	var info store.Info
	err := s.st.View(func(tx *store.Tx) error {
		var err error
		info, err = tx.Info()
		return err
	})
	if err != nil {
		return StoreInfo{}, fmt.Errorf("store info: %w", err)
	}
	size, err := s.st.Size()
	if err != nil {
		return StoreInfo{}, fmt.Errorf("store info: %w", err)
	}
	return StoreInfo{Path: info.Path, Size: size, Large: size > store.SizeWarning, Schema: info.Schema,
		Created: info.Created, Audit: info.Audit}, nil
}

// Compact rewrites the store's file without its free pages, under its
// lock, keeping its mode, owner and audit trail (see store.Store.Compact),
// then records it with a "store.compact" entry by by. A store whose audit
// trail does not verify is not compacted.
func (s *Service) Compact(by string) (store.CompactResult, error) {
	if strings.TrimSpace(by) == "" {
		return store.CompactResult{}, fmt.Errorf("compact the store: %w", ErrNoAuthor)
	}
	res, err := s.st.Compact()
	if err != nil {
		return store.CompactResult{}, fmt.Errorf("compact the store: %w", err)
	}
	err = s.st.Update(func(tx *store.Tx) error {
		return s.audit(tx, store.KindCompact, by, compactEvent{Before: res.Before, After: res.After})
	})
	if err != nil {
		return res, fmt.Errorf("the store was compacted, but not recorded: %w", err)
	}
	return res, nil
}
