package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"time"
	"unicode/utf8"
)

// Tx is one transaction on the store, handed to the function given to
// [Store.Update] or [Store.View]. Its accessors read and write typed
// records; it is valid only until that function returns.
type Tx struct {
	kv kvTx
	// lockFrom and lockTo are the Store's last wait for the lock
	// another process held (UnixNano, the store's clock), 0 when it
	// never waited (see [Tx.LockWaited]).
	lockFrom, lockTo int64
	now              func() time.Time
	path             string
	// spoolBytes caps the spool of long commands (see [WithSpoolBytes]).
	spoolBytes int64
	// asksPut are the IDs of the asks this transaction put: once it
	// commits, their stamps move (see [AskStampsPath]).
	asksPut []askPut
	// floor is the store's highest audit head read committed: a read
	// transaction raises it, an append refuses a trail behind it.
	floor *auditFloor
	// rulesDirty is set when the transaction wrote a rule or the order
	// and no audit entry has vouched for the rules since: the next entry
	// it appends carries their digest ([AuditEntry.Rules]).
	rulesDirty bool
	// rulesChanged is set at the transaction's first change of the
	// rules, and rulesBefore is then why the rules it found were not
	// those the trail vouches for ("" when they were): an entry that
	// would vouch for them, around-ozdesk edits and all, is refused.
	rulesChanged bool
	rulesBefore  string
}

// errReadOnly is returned by a write accessor called in a read transaction.
var errReadOnly = errors.New("write in a read-only transaction (use Store.Update)")

// Writable reports whether the transaction can write (it was started by
// [Store.Update]).
func (tx *Tx) Writable() bool { return tx.kv.writable() }

// Now returns the store's clock (see [WithClock]) in UTC, the time the store
// stamps records with.
func (tx *Tx) Now() time.Time { return tx.now().UTC() }

// bucket returns a top-level bucket, or nil when a read transaction finds
// it missing.
func (tx *Tx) bucket(name string) kvBucket { return tx.kv.bucket(name) }

// writeBucket returns a top-level bucket for writing.
func (tx *Tx) writeBucket(name string) (kvBucket, error) {
	if !tx.kv.writable() {
		return nil, errReadOnly
	}
	b := tx.kv.bucket(name)
	if b == nil {
		return nil, fmt.Errorf("store %s: %w: bucket %s is missing", tx.path, ErrCorrupt, name)
	}
	return b, nil
}

// get decodes the JSON value at key in bucket into v. It reports whether
// the key was there.
func (tx *Tx) get(bucket, what string, key []byte, v any) (bool, error) {
	b := tx.bucket(bucket)
	if b == nil {
		return false, nil
	}
	data := b.Get(key)
	if data == nil {
		return false, nil
	}
	return true, tx.decode(what, key, data, v)
}

// put encodes v as JSON at key in bucket.
func (tx *Tx) put(bucket, what string, key []byte, v any) error {
	b, err := tx.writeBucket(bucket)
	if err != nil {
		return fmt.Errorf("put %s %s: %w", what, key, err)
	}
	data, err := encode(v)
	if err != nil {
		return fmt.Errorf("put %s %s: %w", what, key, err)
	}
	if err := b.Put(key, data); err != nil {
		return fmt.Errorf("put %s %s: %w", what, key, err)
	}
	return nil
}

// decode reads one stored record; a record that does not decode is
// reported as [ErrCorrupt], naming it.
func (tx *Tx) decode(what string, key, data []byte, v any) error {
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("store %s: %w: %s %s does not decode: %w", tx.path, ErrCorrupt, what, key, err)
	}
	return nil
}

// encode is json.Marshal without HTML escaping, so raw JSON payloads
// (json.RawMessage) are stored byte for byte as given (once compact).
func encode(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// compactJSON checks that raw is one JSON value and returns it compact,
// the form [encode] stores it in. Empty stays empty.
func compactJSON(raw json.RawMessage) (json.RawMessage, error) {
	if len(raw) == 0 {
		return nil, nil
	}
	var buf bytes.Buffer
	buf.Grow(len(raw)) // compact is at most as long: grown once, not doubled from 64 bytes
	if err := json.Compact(&buf, raw); err != nil {
		return nil, fmt.Errorf("%w: not JSON: %w", ErrInvalid, err)
	}
	return buf.Bytes(), nil
}

// utc normalises a time for storage: UTC, no monotonic reading; the zero
// time stays zero.
func utc(t time.Time) time.Time {
	if t.IsZero() {
		return time.Time{}
	}
	return t.UTC()
}

// jsonString returns s as it reads back from JSON: unchanged when it is
// valid UTF-8, else with each invalid byte replaced by U+FFFD, as
// encoding/json does. Hashed fields are normalised this way before they
// are hashed, so a stored entry still matches its hash.
func jsonString(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	b, _ := json.Marshal(s) // a string always marshals
	var out string
	_ = json.Unmarshal(b, &out)
	return out
}

// Revision returns the number of the store's last committed write
// transaction (in a write transaction, the one being written). It changes
// with every commit, by ozdesk or by anyone else who writes the file, so
// a reader can cache what it derived from the store by it. A compacted
// file counts again from a low number: pair it with the audit head.
func (tx *Tx) Revision() uint64 { return tx.kv.id() }

// LockWaited is the last time this Store's opens waited for the
// store's file lock, which another process held, by the store's clock:
// from when the first began to wait until the lock came free, as the
// transaction began. The store was busy at least that long (the lock may
// have been held before anyone here waited for it). Zero when no open of
// this Store ever waited (and on etcd, or in a process that holds the
// store open).
func (tx *Tx) LockWaited() (from, to time.Time) {
	if tx.lockFrom == 0 || tx.lockTo == 0 {
		return time.Time{}, time.Time{}
	}
	return time.Unix(0, tx.lockFrom), time.Unix(0, tx.lockTo)
}
