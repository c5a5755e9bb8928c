//go:build !ozdesk_adapters

package store

import (
	"bytes"
	"fmt"

	clientv3 "go.etcd.io/etcd/client/v3"
)

// etcdWrite is one buffered change to a key.
type etcdWrite struct {
	value   []byte
	deleted bool
}

// etcdBucket is a [kvBucket] of an [etcdTx]: reads at the transaction's
// revision, through its own writes.
type etcdBucket struct {
	tx        *etcdTx
	name      string
	keyPrefix string
	seq       uint64
	dirty     bool                  // the bucket's marker (or sequence) is to be written
	complete  bool                  // read holds every key of the bucket: a key not in it is absent
	read      map[string][]byte     // values read (nil: absent)
	writes    map[string]etcdWrite  // changes not yet committed
	large     map[string]*etcdLarge // keys read whose values were written apart
}

// keep records the value of key k as read from etcd (raw, as stored) and
// returns it.
func (b *etcdBucket) keep(k string, raw []byte) []byte {
	v, l := b.tx.unescape(b.keyPrefix+k, raw)
	if l != nil {
		b.large[k] = l
	}
	b.read[k] = v
	return v
}

func (b *etcdBucket) Get(key []byte) []byte {
	k := string(key)
	if w, ok := b.writes[k]; ok {
		if w.deleted {
			return nil
		}
		return w.value
	}
	if v, ok := b.read[k]; ok || b.complete {
		return v
	}
	if b.name == bucketAudit {
		return b.readAhead(k)
	}
	resp, err := b.tx.kv.Get(b.tx.ctx, b.keyPrefix+k, clientv3.WithRev(b.tx.rev))
	if err != nil {
		b.tx.fail(err)
		return nil
	}
	if len(resp.Kvs) == 1 {
		return b.keep(k, resp.Kvs[0].Value)
	}
	b.read[k] = nil
	return nil
}

// auditReadAhead is how many audit entries one read of an entry brings:
// the trail is read in seq order (a time range, a rule's entries), so the
// next ones are asked for next.
const auditReadAhead = 32

// readAhead reads the entry at k with those after it, keeping them all.
func (b *etcdBucket) readAhead(k string) []byte {
	resp, err := b.tx.kv.Get(b.tx.ctx, b.keyPrefix+k, clientv3.WithRev(b.tx.rev),
		clientv3.WithRange(clientv3.GetPrefixRangeEnd(b.keyPrefix)), clientv3.WithLimit(auditReadAhead))
	if err != nil {
		b.tx.fail(err)
		return nil
	}
	var v []byte
	for _, kvp := range resp.Kvs {
		key := string(kvp.Key[len(b.keyPrefix):])
		if _, ok := b.read[key]; !ok {
			b.keep(key, kvp.Value)
		}
		if key == k {
			v = b.read[key]
		}
	}
	b.read[k] = v
	return v
}

// nonNil keeps an empty value apart from a missing one.
func nonNil(v []byte) []byte {
	if v == nil {
		return []byte{}
	}
	return v
}

func (b *etcdBucket) Put(key, value []byte) error {
	if !b.tx.write {
		return errReadOnly
	}
	if len(key) == 0 {
		return fmt.Errorf("%w: empty key", ErrInvalid)
	}
	b.writes[string(key)] = etcdWrite{value: bytes.Clone(nonNil(value))}
	return nil
}

func (b *etcdBucket) Delete(key []byte) error {
	if !b.tx.write {
		return errReadOnly
	}
	b.writes[string(key)] = etcdWrite{deleted: true}
	return nil
}

func (b *etcdBucket) NextSequence() (uint64, error) {
	if !b.tx.write {
		return 0, errReadOnly
	}
	b.seq++
	b.dirty = true
	return b.seq, nil
}

func (b *etcdBucket) appendOnly() {}

func (b *etcdBucket) ForEach(fn func(k, v []byte) error) error {
	c := b.Cursor()
	for k, v := c.First(); k != nil; k, v = c.Next() {
		if err := fn(k, v); err != nil {
			return err
		}
	}
	return b.tx.err
}

func (b *etcdBucket) Cursor() kvCursor { return &etcdCursor{b: b} }
