//go:build !ozdesk_adapters

package store

import (
	clientv3 "go.etcd.io/etcd/client/v3"
)

// prefetch reads the keys given that the transaction has not read yet,
// in one etcd Txn (at most etcdPage keys a request) at the transaction's
// revision. A failure is the transaction's ([etcdTx.fail]).
func (b *etcdBucket) prefetch(keys [][]byte) {
	var todo []string
	for _, k := range keys {
		if _, ok := b.read[string(k)]; !ok && !b.complete {
			if _, ok := b.writes[string(k)]; !ok {
				todo = append(todo, string(k))
			}
		}
	}
	for len(todo) > 0 {
		page := todo[:min(len(todo), etcdPage)]
		todo = todo[len(page):]
		ops := make([]clientv3.Op, len(page))
		for i, k := range page {
			ops[i] = clientv3.OpGet(b.keyPrefix+k, clientv3.WithRev(b.tx.rev))
		}
		resp, err := b.tx.kv.Txn(b.tx.ctx).Then(ops...).Commit()
		if err != nil {
			b.tx.fail(err)
			return
		}
		for i, k := range page {
			if kvs := resp.Responses[i].GetResponseRange().Kvs; len(kvs) == 1 {
				b.keep(k, kvs[0].Value)
			} else {
				b.read[k] = nil
			}
		}
	}
}
