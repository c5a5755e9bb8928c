package store

import (
	"fmt"
	"sync"
)

// A store restored from an older copy (a bbolt file put back from a
// backup, an etcd cluster restored from an older snapshot, or keys
// rewritten by whoever holds the cluster's credentials) holds an audit
// trail behind the one a long-running process has already seen. An
// entry appended to it would fork the chain: a new entry N+1 beside the
// one the process saw, and a chain that verifies. So a [Store] keeps the
// highest head it has read committed (its floor), and refuses to append
// to a trail behind it ([ErrAuditBroken]): a broker fails closed on a
// rolled-back store instead of writing a fork into it (rt18f #2).

// auditFloor is the highest audit head a [Store] has seen committed.
type auditFloor struct {
	mu   sync.Mutex
	head AuditHead
}

// raise moves the floor up to h, never down.
func (f *auditFloor) raise(h AuditHead) {
	if f == nil {
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if h.Seq > f.head.Seq {
		f.head = h
	}
}

// get is the floor.
func (f *auditFloor) get() AuditHead {
	if f == nil {
		return AuditHead{}
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.head
}

// check refuses a head behind the floor, or at it with another hash: a
// trail rolled back, or rolled back and written again (a fork).
func (f *auditFloor) check(h AuditHead, path string) error {
	seen := f.get()
	switch {
	case seen.Seq == 0, h.Seq > seen.Seq:
		return nil
	case h.Seq < seen.Seq:
		return fmt.Errorf("store %s: %w: the audit trail ends at entry %d, behind entry %d (hash %s) this process read from it before: "+
			"the store was rolled back (restored from an older copy or snapshot, or its keys rewritten); nothing is written to it",
			path, ErrAuditBroken, h.Seq, seen.Seq, seen.Hash)
	case h.Hash != seen.Hash:
		return fmt.Errorf("store %s: %w: the audit trail's entry %d has hash %s, not %s as this process read it before: "+
			"the store was rolled back and written again (a fork); nothing is written to it",
			path, ErrAuditBroken, h.Seq, h.Hash, seen.Hash)
	}
	return nil
}

// AuditFloor is the highest audit head this Store has read committed
// (zero before it read one): an anchor the trail must still hold. A
// broker checks its store's trail against it ('ozdesk audit verify').
func (s *Store) AuditFloor() AuditHead { return s.floor.get() }
