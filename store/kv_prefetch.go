package store

// prefetcher is a bucket that can read many keys in one request before
// they are read one by one: on etcd, reading N asks named by an index is
// then one round trip to the cluster, not N. A bbolt bucket reads its
// file in place and has no need of it.
type prefetcher interface {
	prefetch(keys [][]byte)
}

// prefetchAsks reads the asks named in one request where the backend
// can (see [prefetcher]).
func (tx *Tx) prefetchAsks(ids [][]byte) {
	if p, ok := tx.bucket(bucketAsks).(prefetcher); ok && len(ids) > 1 {
		p.prefetch(ids)
	}
}
