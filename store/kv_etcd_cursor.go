//go:build !ozdesk_adapters

package store

import (
	"bytes"

	clientv3 "go.etcd.io/etcd/client/v3"
)

// etcdPage is how many keys a cursor reads from etcd at once.
const etcdPage = 128

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
