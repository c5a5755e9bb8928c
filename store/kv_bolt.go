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

func (b boltBucket) Cursor() kvCursor { return b.Bucket.Cursor() }

func (b boltBucket) appendOnly() { b.FillPercent = 1 }
