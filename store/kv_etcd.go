//go:build !ozdesk_adapters

package store

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
)

// The etcd layout under a store's prefix P (which ends in "/"):
//
//	P b/NAME        the bucket NAME exists; its value is the bucket's
//	                sequence, in decimal
//	P k/NAME/KEY    KEY's value in bucket NAME (keys are bytes)
//	P fence         how many write transactions committed, in decimal
//
// Every write transaction reads at one revision R and commits with one
// etcd Txn guarded by "the fence was not written after R", writing the
// fence with it. So ozdesk's writes are serialised across the fleet as a
// bbolt file's are within a node: a check-then-write inside one
// transaction is a compare-and-set, and a writer that lost the race runs
// its function again on the newer state.

// etcdPage is how many keys a cursor reads from etcd at once.
const etcdPage = 128

// etcdTx is a [kvTx] over an etcd cluster: reads at one revision, writes
// buffered until commit.
type etcdTx struct {
	ctx     context.Context
	kv      clientv3.KV
	prefix  string
	rev     int64  // the revision every read is made at
	commits uint64 // the fence: write transactions committed before this one
	write   bool
	buckets map[string]*etcdBucket
	err     error         // the first failure to reach etcd; the transaction fails with it
	apart   []etcdLarge   // the values this transaction wrote apart (see planLarge)
	budget  time.Duration // how long its attempts had, for the error (see etcdBudget)
}

// beginEtcd starts a transaction: it reads the buckets and the fence in
// one request, at the revision every later read of the transaction uses.
func beginEtcd(ctx context.Context, kv clientv3.KV, prefix string, write bool) (*etcdTx, error) {
	resp, err := kv.Txn(ctx).Then(
		clientv3.OpGet(prefix+"b/", clientv3.WithPrefix()),
		clientv3.OpGet(prefix+"fence"),
		// The meta bucket is small and every transaction reads it
		// (the schema, the audit head): it comes whole, with the rest.
		clientv3.OpGet(prefix+"k/"+bucketMeta+"/", clientv3.WithPrefix()),
	).Commit()
	if err != nil {
		return nil, err
	}
	t := &etcdTx{ctx: ctx, kv: kv, prefix: prefix, rev: resp.Header.Revision, write: write,
		buckets: map[string]*etcdBucket{}}
	for _, kvp := range resp.Responses[0].GetResponseRange().Kvs {
		name := string(kvp.Key[len(prefix)+2:])
		seq, err := strconv.ParseUint(string(kvp.Value), 10, 64)
		if err != nil {
			return nil, fmt.Errorf("%w: bucket %s has sequence %q, not a number", ErrCorrupt, name, kvp.Value)
		}
		t.buckets[name] = t.newBucket(name, seq)
	}
	if meta, ok := t.buckets[bucketMeta]; ok {
		meta.complete = true
		for _, kvp := range resp.Responses[2].GetResponseRange().Kvs {
			meta.keep(string(kvp.Key[len(meta.keyPrefix):]), kvp.Value)
		}
		if t.err != nil {
			return nil, t.err
		}
	}
	if kvs := resp.Responses[1].GetResponseRange().Kvs; len(kvs) == 1 {
		if t.commits, err = strconv.ParseUint(string(kvs[0].Value), 10, 64); err != nil {
			return nil, fmt.Errorf("%w: the fence is %q, not a number", ErrCorrupt, kvs[0].Value)
		}
	}
	return t, nil
}

// fail records the first error reaching etcd; the transaction then
// fails with it whatever its function returns.
func (t *etcdTx) fail(err error) {
	if t.err == nil {
		t.err = err
	}
}

func (t *etcdTx) newBucket(name string, seq uint64) *etcdBucket {
	return &etcdBucket{tx: t, name: name, seq: seq, keyPrefix: t.prefix + "k/" + name + "/",
		read: map[string][]byte{}, writes: map[string]etcdWrite{}, large: map[string]*etcdLarge{}}
}

func (t *etcdTx) bucket(name string) kvBucket {
	if b, ok := t.buckets[name]; ok {
		return b
	}
	return nil
}

func (t *etcdTx) createBucket(name string) (kvBucket, error) {
	if !t.write {
		return nil, errReadOnly
	}
	if b, ok := t.buckets[name]; ok {
		return b, nil
	}
	b := t.newBucket(name, 0)
	b.dirty = true
	t.buckets[name] = b
	return b, nil
}

func (t *etcdTx) bucketNames() []string {
	names := make([]string, 0, len(t.buckets))
	for name := range t.buckets {
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}

func (t *etcdTx) writable() bool { return t.write }

func (t *etcdTx) id() uint64 {
	if t.write {
		return t.commits + 1
	}
	return t.commits
}

// errConflict says that another writer committed after this
// transaction read: it is run again.
var errConflict = errors.New("another writer committed first")

// lostError is the error of a commit that was sent and whose answer
// did not come back: it may have taken effect.
type lostError struct{ err error }

func (e *lostError) Error() string { return "the commit's answer was lost: " + e.err.Error() }
func (e *lostError) Unwrap() error { return e.err }

// commit writes the transaction's changes in one etcd Txn, if no other
// write transaction committed since it read ([errConflict] otherwise),
// and, when nodeKey is not "", if that key (this broker's node key,
// attached to its lease) still exists ([ErrLeaseLapsed] otherwise). It
// writes the store's marker (see etcd_retry.go) with the fence.
func (t *etcdTx) commit(maxOps int, marker, nodeKey string) error {
	var ws []txnWrite
	for _, name := range t.bucketNames() {
		b := t.buckets[name]
		if b.dirty {
			ws = append(ws, txnWrite{key: t.prefix + "b/" + name, value: []byte(strconv.FormatUint(b.seq, 10))})
		}
		keys := make([]string, 0, len(b.writes))
		for k := range b.writes {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			w := txnWrite{key: b.keyPrefix + k, old: b.large[k]}
			if !b.writes[k].deleted {
				w.value = nonNil(b.writes[k].value)
			}
			ws = append(ws, w)
		}
	}
	if len(ws) == 0 {
		return nil
	}
	ops, err := t.planLarge(ws)
	if err != nil {
		t.dropApart()
		return err
	}
	fence := strconv.FormatUint(t.commits+1, 10)
	ops = append(ops, clientv3.OpPut(t.prefix+"fence", fence), clientv3.OpPut(marker, markerValue(fence, time.Now())))
	if maxOps > 0 && len(ops) > maxOps {
		t.dropApart()
		return fmt.Errorf("%w: one transaction would write %d keys, more than the %d the etcd cluster is told to take (raise etcd's --max-txn-ops and ozdesk's max-txn-ops together)", ErrInvalid, len(ops), maxOps)
	}
	cmps := []clientv3.Cmp{clientv3.Compare(clientv3.ModRevision(t.prefix+"fence"), "<", t.rev+1)}
	var orElse []clientv3.Op
	if nodeKey != "" {
		cmps = append(cmps, clientv3.Compare(clientv3.CreateRevision(nodeKey), ">", 0))
		orElse = append(orElse, clientv3.OpGet(nodeKey, clientv3.WithCountOnly()))
	}
	resp, err := t.kv.Txn(t.ctx).If(cmps...).Then(ops...).Else(orElse...).Commit()
	if err != nil {
		return &lostError{err} // it may have committed: its chunks stay
	}
	if !resp.Succeeded {
		t.dropApart()
		if nodeKey != "" && len(resp.Responses) > 0 && resp.Responses[0].GetResponseRange().GetCount() == 0 {
			return fmt.Errorf("%w: its node key %s is gone; nothing was written", ErrLeaseLapsed, nodeKey)
		}
		return errConflict
	}
	return nil
}

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

// etcdCursor walks a bucket as the transaction sees it: the keys at its
// revision, read a page at a time, merged with its own writes.
type etcdCursor struct {
	b   *etcdBucket
	cur []byte // the key the cursor is on; nil past either end
	// up and down cache a page read ascending from upFrom, and one
	// descending from downFrom; a page holds every key of its span.
	up, down         etcdPageOf
	upFrom, downFrom []byte
}

// etcdPageOf is one page of keys read from etcd, in the order read. full
// says the page was cut at its limit (keys may follow the last one).
type etcdPageOf struct {
	keys, values [][]byte
	full, ok     bool
}

func (c *etcdCursor) First() ([]byte, []byte) { return c.land(c.after(nil, true)) }
func (c *etcdCursor) Last() ([]byte, []byte)  { return c.land(c.before(nil, true)) }
func (c *etcdCursor) Seek(k []byte) ([]byte, []byte) {
	return c.land(c.after(k, true))
}

func (c *etcdCursor) Next() ([]byte, []byte) {
	if c.cur == nil {
		return nil, nil
	}
	return c.land(c.after(c.cur, false))
}

func (c *etcdCursor) Prev() ([]byte, []byte) {
	if c.cur == nil {
		return nil, nil
	}
	return c.land(c.before(c.cur, false))
}

func (c *etcdCursor) land(k, v []byte) ([]byte, []byte) {
	c.cur = k
	return k, v
}

// after returns the first key at or past k (past it unless incl; nil k
// is the start) as the transaction sees it.
func (c *etcdCursor) after(k []byte, incl bool) ([]byte, []byte) {
	for {
		bk, bv := c.baseAfter(k, incl)
		wk, wv := c.writeAfter(k, incl)
		switch {
		case bk == nil && wk == nil:
			return nil, nil
		case bk == nil || (wk != nil && bytes.Compare(wk, bk) <= 0):
			return wk, wv
		}
		if w, ok := c.b.writes[string(bk)]; ok {
			if w.deleted {
				k, incl = bk, false
				continue
			}
			bv = w.value
		}
		return bk, bv
	}
}

// before is [etcdCursor.after] backwards: the last key at or before k
// (nil k is the end).
func (c *etcdCursor) before(k []byte, incl bool) ([]byte, []byte) {
	for {
		bk, bv := c.baseBefore(k, incl)
		wk, wv := c.writeBefore(k, incl)
		switch {
		case bk == nil && wk == nil:
			return nil, nil
		case bk == nil || (wk != nil && bytes.Compare(wk, bk) >= 0):
			return wk, wv
		}
		if w, ok := c.b.writes[string(bk)]; ok {
			if w.deleted {
				k, incl = bk, false
				continue
			}
			bv = w.value
		}
		return bk, bv
	}
}

// writeAfter returns the first key this transaction put at or past k.
func (c *etcdCursor) writeAfter(k []byte, incl bool) ([]byte, []byte) {
	var best []byte
	var val []byte
	for wk, w := range c.b.writes {
		key := []byte(wk)
		if w.deleted || (k != nil && (bytes.Compare(key, k) < 0 || (!incl && bytes.Equal(key, k)))) {
			continue
		}
		if best == nil || bytes.Compare(key, best) < 0 {
			best, val = key, w.value
		}
	}
	return best, val
}

// writeBefore returns the last key this transaction put at or before k.
func (c *etcdCursor) writeBefore(k []byte, incl bool) ([]byte, []byte) {
	var best []byte
	var val []byte
	for wk, w := range c.b.writes {
		key := []byte(wk)
		if w.deleted || (k != nil && (bytes.Compare(key, k) > 0 || (!incl && bytes.Equal(key, k)))) {
			continue
		}
		if best == nil || bytes.Compare(key, best) > 0 {
			best, val = key, w.value
		}
	}
	return best, val
}

// baseAfter returns the first key at or past k at the transaction's
// revision, from the cached ascending page when it covers k.
func (c *etcdCursor) baseAfter(k []byte, incl bool) ([]byte, []byte) {
	if !c.up.ok || c.upFrom != nil && (k == nil || bytes.Compare(k, c.upFrom) < 0) {
		c.up, c.upFrom = c.readPage(k, false), k
	}
	for {
		for i, key := range c.up.keys {
			if k == nil || bytes.Compare(key, k) > 0 || incl && bytes.Equal(key, k) {
				return key, c.up.values[i]
			}
		}
		if !c.up.full {
			return nil, nil
		}
		// Every key of the page is at or before k: read on from k.
		c.up, c.upFrom = c.readPage(k, false), k
		if !incl {
			c.up = c.up.without(k)
		}
	}
}

// baseBefore returns the last key at or before k at the transaction's
// revision, from the cached descending page when it covers k.
func (c *etcdCursor) baseBefore(k []byte, incl bool) ([]byte, []byte) {
	if !c.down.ok || c.downFrom != nil && (k == nil || bytes.Compare(k, c.downFrom) > 0) {
		c.down, c.downFrom = c.readPage(k, true), k
	}
	for {
		for i, key := range c.down.keys {
			if k == nil || bytes.Compare(key, k) < 0 || incl && bytes.Equal(key, k) {
				return key, c.down.values[i]
			}
		}
		if !c.down.full {
			return nil, nil
		}
		// Every key of the page is at or past k: read on from k.
		c.down, c.downFrom = c.readPage(k, true), k
		if !incl {
			c.down = c.down.without(k)
		}
	}
}

// readPage reads up to etcdPage keys from k (inclusive; nil is the end
// the walk starts from), ascending or descending.
func (c *etcdCursor) readPage(k []byte, desc bool) etcdPageOf {
	t := c.b.tx
	start, end := c.b.keyPrefix, clientv3.GetPrefixRangeEnd(c.b.keyPrefix)
	opts := []clientv3.OpOption{clientv3.WithRev(t.rev), clientv3.WithLimit(etcdPage)}
	from := start
	if desc {
		if k != nil {
			end = c.b.keyPrefix + string(k) + "\x00"
		}
		opts = append(opts, clientv3.WithSort(clientv3.SortByKey, clientv3.SortDescend))
	} else if k != nil {
		from = c.b.keyPrefix + string(k)
	}
	resp, err := t.kv.Get(t.ctx, from, append(opts, clientv3.WithRange(end))...)
	if err != nil {
		t.fail(err)
		return etcdPageOf{ok: true}
	}
	p := etcdPageOf{ok: true, full: resp.More}
	for _, kvp := range resp.Kvs {
		k := kvp.Key[len(c.b.keyPrefix):]
		p.keys = append(p.keys, k)
		p.values = append(p.values, c.b.keep(string(k), kvp.Value))
	}
	return p
}

// without drops key k from the page's head, where a read from k puts it.
func (p etcdPageOf) without(k []byte) etcdPageOf {
	if len(p.keys) > 0 && bytes.Equal(p.keys[0], k) {
		p.keys, p.values = p.keys[1:], p.values[1:]
	}
	return p
}
