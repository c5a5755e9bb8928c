package store

import (
	"errors"
	"fmt"
	"time"
)

// The sentinel errors of the store. Every error the package returns that
// callers must tell apart wraps one of them, so test with [errors.Is]. A
// caller answering a harness fails closed on any of them: Ask (or Refuse for
// a hook that cannot wait), never Allow.
var (
	// ErrNoStore is returned by reads of a store file that does not exist
	// yet (or exists but was never initialised). Callers use defaults: no
	// asks, no operators' rules, default settings.
	ErrNoStore = errors.New("no store")

	// ErrLocked is returned when the file lock could not be taken within
	// the lock timeout: another process holds the store open. The error is
	// a [*LockError].
	ErrLocked = errors.New("store locked")

	// ErrUnavailable is returned when an etcd store cannot be reached
	// within the store's timeout: the cluster is down, partitioned away,
	// or has lost quorum. Like [ErrLocked], it passes: the next
	// transaction tries again. It is also returned by a store held open
	// ([Store.Hold]) whose file was removed, replaced or damaged: that
	// does not pass until the hold is released.
	ErrUnavailable = errors.New("store unavailable")

	// ErrInDoubt is wrapped, with [ErrUnavailable], by a write to etcd
	// whose outcome could not be learnt within the store's timeout: the
	// cluster may have committed it. Running the write again could then
	// do it twice, so a caller that retries unavailable writes does not
	// retry this one.
	ErrInDoubt = errors.New("the write's outcome is unknown")

	// ErrNoSpace is wrapped, with [ErrUnavailable], by a write etcd
	// refused because its database reached its quota (the NOSPACE
	// alarm): it was not made, and does not pass by itself, so it is not
	// tried again; an operator compacts, defragments and disarms the
	// alarm (docs/fleet.md, "Database quota").
	ErrNoSpace = errors.New("etcd's database is full (NOSPACE alarm)")

	// ErrCorrupt is returned for a file bbolt cannot open, a record that
	// does not decode, a bbolt file that is not an ozdesk store, or a fault
	// while reading the file.
	ErrCorrupt = errors.New("store corrupt")

	// ErrUnsafe is returned for a store file or directory that others
	// could change: owned by another user, writable by its group or by
	// anyone, or a symbolic link. The error is an [*UnsafeError], naming
	// the fix.
	ErrUnsafe = errors.New("store unsafe")

	// ErrNewerSchema is returned for a store written by a newer ozdesk.
	// The error is a [*SchemaError].
	ErrNewerSchema = errors.New("store schema is newer than this ozdesk")

	// ErrNotFound is returned when a record asked for by key does not exist.
	ErrNotFound = errors.New("not found")

	// ErrExists is returned when adding a record whose key is taken.
	ErrExists = errors.New("already exists")

	// ErrInvalid is returned for a record the store refuses to write: a
	// missing key, an unknown state, data that is not JSON.
	ErrInvalid = errors.New("invalid record")

	// ErrAuditBroken is returned by [Verify] and [Store.VerifyAudit] when
	// the audit trail's hash chain does not hold. The error is an
	// [*AuditError].
	ErrAuditBroken = errors.New("audit trail broken")

	// ErrNodeHeld: in a fleet, a live broker holds the node's lease
	// already; a second broker under that name would sweep (abandon) the
	// first one's asks ([Store.WaitNodeFree]).
	ErrNodeHeld = errors.New("node name held by another broker's lease")
)

// LockError reports that the store's file lock was not taken in time.
// It matches [ErrLocked].
type LockError struct {
	Path string        // the store file
	Wait time.Duration // how long the open waited
}

// Error says what held the open up: most often many processes taking
// turns (a burst of asks on a busy machine), rarely one holding the file.
func (e *LockError) Error() string {
	return fmt.Sprintf("store %s stayed busy for more than %s: other processes held its lock (many at once, or one holding it open); try again", e.Path, e.Wait)
}

// Is reports whether target is [ErrLocked].
func (e *LockError) Is(target error) bool { return target == ErrLocked }

// SchemaError reports a store written with a newer schema than this build
// knows. It matches [ErrNewerSchema].
type SchemaError struct {
	Path  string // the store file
	Found int    // the schema version in the file
	Known int    // the newest version this build reads ([SchemaVersion])
}

// Error names both versions and what to do.
func (e *SchemaError) Error() string {
	return fmt.Sprintf("store %s has schema version %d, but this ozdesk knows only up to version %d: upgrade ozdesk", e.Path, e.Found, e.Known)
}

// Is reports whether target is [ErrNewerSchema].
func (e *SchemaError) Is(target error) bool { return target == ErrNewerSchema }

// The fleet's cluster as a broker checks it (etcd_clientauth.go,
// etcd_ca.go); they are here, not there, so that a build without etcd
// (the adapters') knows them too.
var (
	// ErrClusterOpen: an etcd cluster serves a client that shows no
	// certificate, so anyone who reaches it (an agent's process among
	// them) can write the fleet's rules, approve asks and name
	// operators, as a broker would. A broker refuses such a cluster
	// ([CheckEtcdClientAuth]).
	ErrClusterOpen = errors.New("the etcd cluster serves clients without a certificate")
	// ErrClusterNotTrusted: an etcd member's certificate is not from the
	// CA the broker was given (--etcd-cacert), or does not name the
	// member's address. The broker's client would never finish TLS with
	// it, and say only that its requests timed out; so the broker checks
	// it first ([CheckEtcdServerCA]) and says what is wrong.
	ErrClusterNotTrusted = errors.New("the etcd cluster's certificate is not from the expected CA")
)
