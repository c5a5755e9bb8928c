//go:build !ozdesk_adapters

package store

import (
	"context"
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
