package store

import (
	"errors"
	"fmt"
	"time"

	"go.etcd.io/bbolt"
)

// Tx is one transaction on the store, handed to the function given to
// [Store.Update] or [Store.View]. Its accessors read and write typed
// records; it is valid only until that function returns.
type Tx struct {
	btx  *bbolt.Tx
	now  func() time.Time
	path string
}

// errReadOnly is returned by a write accessor called in a read transaction.
var errReadOnly = errors.New("write in a read-only transaction (use Store.Update)")

// Writable reports whether the transaction can write (it was started by
// [Store.Update]).
func (tx *Tx) Writable() bool { return tx.btx.Writable() }

// Now returns the store's clock (see [WithClock]) in UTC, the time the store
// stamps records with.
func (tx *Tx) Now() time.Time { return tx.now().UTC() }

// bucket returns a top-level bucket, or nil when a read transaction finds
// it missing.
func (tx *Tx) bucket(name string) *bbolt.Bucket { return tx.btx.Bucket([]byte(name)) }

// writeBucket returns a top-level bucket for writing.
func (tx *Tx) writeBucket(name string) (*bbolt.Bucket, error) {
	if !tx.btx.Writable() {
		return nil, errReadOnly
	}
	b := tx.btx.Bucket([]byte(name))
	if b == nil {
		return nil, fmt.Errorf("store %s: %w: bucket %s is missing", tx.path, ErrCorrupt, name)
	}
	return b, nil
}
