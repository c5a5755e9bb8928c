package queue

import (
	"errors"
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// A fleet's store says in its own audit trail that its brokers reach it
// with client certificates: a "fleet.tls" entry, written by the first
// broker that serves it so (and again by the next one after a cut took
// it). A broker started with --etcd-insecure-for-tests refuses a store
// whose trail holds one. The key store.Store.MarkClientAuth writes is a
// key anyone on a cluster open for a moment deletes; an entry in the
// chain is not deleted without breaking the chain, which every broker's
// anchor and 'audit verify' catch (rt20g #8).

// errFleetTLSFound stops the walk of the trail at the first mark.
var errFleetTLSFound = errors.New("fleet.tls found")

// TLSFleetEntry returns the seq and time of the trail's first "fleet.tls"
// entry (0 when it holds none).
func (s *Service) TLSFleetEntry() (uint64, time.Time, error) {
	var seq uint64
	var at time.Time
	err := s.st.View(func(tx *store.Tx) error {
		return tx.EachAudit(0, func(e store.AuditEntry) error {
			if e.Kind != store.KindFleetTLS || store.SumAudit(e) != e.Hash {
				return nil
			}
			seq, at = e.Seq, e.Time
			return errFleetTLSFound
		})
	})
	if err != nil && !errors.Is(err, errFleetTLSFound) {
		return 0, time.Time{}, fmt.Errorf("read the audit trail for its fleet.tls entry: %w", err)
	}
	return seq, at, nil
}

// MarkTLSFleet writes a "fleet.tls" entry by actor unless the trail holds
// one already. Two brokers that start at once may both write one: the
// mark is the same.
func (s *Service) MarkTLSFleet(actor string) error {
	seq, _, err := s.TLSFleetEntry()
	if err != nil || seq != 0 {
		return err
	}
	err = s.st.Update(func(tx *store.Tx) error {
		return s.audit(tx, store.KindFleetTLS, actor, map[string]any{
			"why": "this store's brokers reach it with client certificates: --etcd-insecure-for-tests is refused on it"})
	})
	if err != nil {
		return fmt.Errorf("record in the audit trail that the fleet uses client certificates: %w", err)
	}
	return nil
}
