package queue

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// StoreMark tells one store from another: when it was made (its meta
// bucket's time, to the nanosecond) and the hash of its audit trail's
// first entry ("" while the trail is empty). A store file put in the
// place of another (a restored copy, a different store renamed over it)
// has another mark, though its path and its asks' IDs are the same.
type StoreMark struct {
	Made   time.Time `json:"made,omitzero"`
	Origin string    `json:"origin,omitempty"`
}

// IsZero reports a mark not read (no store yet).
func (m StoreMark) IsZero() bool { return m.Made.IsZero() && m.Origin == "" }

// Same reports whether o marks the store m marks. A trail that was empty
// when one of them was read and has begun since is the same store's.
func (m StoreMark) Same(o StoreMark) bool {
	if !m.Made.Equal(o.Made) {
		return false
	}
	return m.Origin == "" || o.Origin == "" || m.Origin == o.Origin
}

// storeMarkTx reads the mark of the store tx reads.
func storeMarkTx(tx *store.Tx) (StoreMark, error) {
	info, err := tx.Info()
	if err != nil {
		return StoreMark{}, fmt.Errorf("read store info: %w", err)
	}
	origin, err := tx.AuditOrigin()
	if err != nil {
		return StoreMark{}, fmt.Errorf("read the audit trail's origin: %w", err)
	}
	return StoreMark{Made: info.Created, Origin: origin}, nil
}

// Seen is what an operator saw of an ask when deciding it: [Service.Decide]
// decides only the ask that still matches it, in the store it was read in
// (compare-and-set on what was read, not on the ID alone).
type Seen struct {
	// Created is when the ask was asked; Sum is [SeenSum] of it.
	Created time.Time `json:"created"`
	Sum     string    `json:"sum"`
	// Store is the mark of the store it was read in; zero: not checked.
	Store StoreMark `json:"store,omitzero"`
}

// SeenOf is what a desk that read a in the store marked mark saw of it.
func SeenOf(a store.Ask, mark StoreMark) *Seen {
	return &Seen{Created: a.Created, Sum: SeenSum(a), Store: mark}
}

// SeenSum sums an ask's agent and command as a listing shows them (a long
// command cut to its head and tail, as [Service.Changes] cuts it), so that
// an ask read whole and one read in a listing sum alike.
func SeenSum(a store.Ask) string {
	cp := store.Ask{Command: a.Command, Clipped: a.Clipped}
	if cp.Clipped == 0 {
		clipCommand(&cp)
	}
	h := sha256.New()
	for _, s := range []string{a.Agent, a.Cwd, cp.Command, strconv.Itoa(cp.Clipped)} {
		h.Write([]byte(strconv.Itoa(len(s)) + ":" + s))
	}
	return hex.EncodeToString(h.Sum(nil))
}

// ChangedError is what a decision gets when the ask it names is no
// longer the ask the operator saw: another command under the same ID, or
// another store in the file's place. Nothing was decided.
type ChangedError struct {
	ID string
	// Why says what differs.
	Why string
}

// Error says the ask is not the one seen, and that nothing was decided.
func (e *ChangedError) Error() string {
	return fmt.Sprintf("ask %s is not the ask you read: %s; nothing was decided, read it again", ShortID(e.ID), e.Why)
}

// checkSeen refuses a decision on a when it is not what seen says was
// read: the store's mark, when seen has one, then the ask's time and sum.
func checkSeen(tx *store.Tx, a store.Ask, seen *Seen) error {
	if seen == nil {
		return nil
	}
	if !seen.Store.IsZero() {
		mark, err := storeMarkTx(tx)
		if err != nil {
			return err
		}
		if !seen.Store.Same(mark) {
			return &ChangedError{ID: a.ID, Why: "the store was replaced by another since (its audit trail begins elsewhere)"}
		}
	}
	if !a.Created.Equal(seen.Created) || SeenSum(a) != seen.Sum {
		return &ChangedError{ID: a.ID, Why: "another command holds its ID now (" + stamp(a.Created) + ")"}
	}
	return nil
}
