package store

import (
	"go.etcd.io/bbolt"
)

// boltTx is a [kvTx] over one bbolt transaction: the store file.
type boltTx struct{ btx *bbolt.Tx }

func (t boltTx) bucket(name string) kvBucket {
	b := t.btx.Bucket([]byte(name))
	if b == nil {
		return nil
	}
	return boltBucket{b}
}

func (t boltTx) createBucket(name string) (kvBucket, error) {
	b, err := t.btx.CreateBucketIfNotExists([]byte(name))
	if err != nil {
		return nil, err
	}
	return boltBucket{b}, nil
}

func (t boltTx) bucketNames() []string {
	var names []string
	_ = t.btx.ForEach(func(name []byte, _ *bbolt.Bucket) error {
		names = append(names, string(name))
		return nil
	})
	return names
}

func (t boltTx) writable() bool { return t.btx.Writable() }

func (t boltTx) id() uint64 { return uint64(t.btx.ID()) }

// boltBucket is a [kvBucket] over a bbolt bucket.
type boltBucket struct{ *bbolt.Bucket }

func (b boltBucket) Cursor() kvCursor { return boltCursor{b.Bucket.Cursor()} }

// boltCursor is a [kvCursor] over a bbolt cursor whose Last ends on any
// file. bbolt's Last loops for ever, at full CPU, on a bucket whose leaf
// pages are all empty: bbolt itself never leaves one so (it merges pages
// on commit), but a file edited around ozdesk can (rt36s M1: the audit
// bucket's entries deleted in place left a branch page over empty leaves,
// and every open of the store spun in the schema migration's walk of the
// trail). First walks past empty pages and ends; when it finds no key the
// bucket is empty, and Last is not called.
type boltCursor struct{ *bbolt.Cursor }

// Last moves to the bucket's last key, or returns nil keys when the
// bucket holds none.
func (c boltCursor) Last() (key, value []byte) {
	if k, _ := c.Cursor.First(); k == nil {
		return nil, nil
	}
	return c.Cursor.Last()
}

func (b boltBucket) appendOnly() { b.FillPercent = 1 }
