package store

// The storage seam: a [Tx] reads and writes through a kvTx, so the same
// records, audit chain and schema live on either backend: a bbolt file
// (kv_bolt.go) or an etcd cluster (kv_etcd.go). Both give the accessors
// the same promises: buckets of sorted byte keys, a per-bucket sequence,
// and a transaction that either commits whole or not at all, serialised
// against every other writer of the store.

// kvTx is one transaction on a backend.
type kvTx interface {
	// bucket returns the named bucket, or nil when it does not exist.
	bucket(name string) kvBucket
	// createBucket returns the named bucket, making it when missing.
	createBucket(name string) (kvBucket, error)
	// bucketNames lists the buckets there are, in order.
	bucketNames() []string
	// writable reports whether the transaction may write.
	writable() bool
	// id numbers the committed state the transaction reads (for a write
	// transaction, the state it commits): see [Tx.Revision].
	id() uint64
}

// kvBucket is a bucket of sorted keys. A value read is valid only until
// the transaction ends; Get returns nil for a missing key.
type kvBucket interface {
	Get(key []byte) []byte
	Put(key, value []byte) error
	Delete(key []byte) error
	// ForEach calls fn for every key in order; fn must not change the
	// bucket.
	ForEach(fn func(k, v []byte) error) error
	Cursor() kvCursor
	NextSequence() (uint64, error)
	// appendOnly says that keys are only ever added past the last
	// (a hint: bbolt then fills its pages instead of halving them).
	appendOnly()
}

// kvCursor walks a bucket in key order. Each move returns the key and
// value it lands on, or nil keys past either end.
type kvCursor interface {
	First() (key, value []byte)
	Last() (key, value []byte)
	Next() (key, value []byte)
	Prev() (key, value []byte)
	Seek(seek []byte) (key, value []byte)
}
