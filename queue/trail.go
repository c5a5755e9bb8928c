package queue

import (
	"slices"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// Audit returns the audit entries after the entry afterSeq, oldest first,
// at most limit of them (0: all). A store not made yet has none.
func (s *Service) Audit(afterSeq uint64, limit int) ([]store.AuditEntry, error) {
	return viewList(s, "audit trail", func(tx *store.Tx) ([]store.AuditEntry, error) {
		return tx.AuditSince(afterSeq, limit)
	})
}

// AuditRange returns the audit entries with from <= Time < to (a zero
// bound is open), in time order, of the given kinds (none: every kind). A
// store not made yet has none.
func (s *Service) AuditRange(from, to time.Time, kinds ...string) ([]store.AuditEntry, error) {
	return viewList(s, "audit trail", func(tx *store.Tx) ([]store.AuditEntry, error) {
		entries, err := tx.AuditRange(from, to)
		if len(kinds) > 0 {
			entries = slices.DeleteFunc(entries, func(e store.AuditEntry) bool { return !slices.Contains(kinds, e.Kind) })
		}
		return entries, err
	})
}

// Asks returns the asks the filter selects (see store.AskFilter), in ID
// order. A store not made yet has none.
func (s *Service) Asks(f store.AskFilter) ([]store.Ask, error) {
	return viewList(s, "asks", func(tx *store.Tx) ([]store.Ask, error) { return tx.Asks(f) })
}

// StorePath names the store the service works on, for messages ("no
// store at PATH").
func (s *Service) StorePath() string { return s.st.Path() }
