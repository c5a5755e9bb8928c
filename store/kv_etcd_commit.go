//go:build !ozdesk_adapters

package store

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
)

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
