//go:build !ozdesk_adapters

package store

import (
	"context"
	"fmt"
	"strings"

	"go.etcd.io/etcd/api/v3/mvccpb"
	clientv3 "go.etcd.io/etcd/client/v3"
)

// A node key (P nodes/NAME/LEASE) says node NAME is alive only if it is
// what [Store.KeepNode] writes: attached to a lease, the lease its name
// ends in, and the first key written on that lease. A key written by
// hand without a lease, an old key written again (its lease long gone,
// or attached to another lease), or a second key on another node's live
// lease neither makes a node look alive nor holds a name: only a broker
// that keeps a lease does. (Writing keys takes the brokers' etcd
// credentials; this keeps one mistaken or replayed write from making a
// dead node look alive, or locking a name until someone deletes it.)

// nodeLeases reads the node keys and returns the leases that hold each
// node's name, by node.
func (s *Store) nodeLeases(ctx context.Context, what string) (map[string][]clientv3.LeaseID, error) {
	dir := s.etcd.prefix + nodesDir
	var resp *clientv3.GetResponse
	if err := s.etcdCall(ctx, what, func(ctx context.Context) (err error) {
		// Not keys only: etcd leaves a key's lease out then. The
		// values are the node names, a few bytes each.
		resp, err = s.etcd.cli.Get(ctx, dir, clientv3.WithPrefix())
		return err
	}); err != nil {
		return nil, err
	}
	return validNodeKeys(resp.Kvs, dir), nil
}

// validNodeKeys keeps of kvs, the keys under dir, those [Store.KeepNode]
// wrote (see above), and returns their leases by node.
func validNodeKeys(kvs []*mvccpb.KeyValue, dir string) map[string][]clientv3.LeaseID {
	first := map[int64]*mvccpb.KeyValue{} // the first key on each lease
	for _, kv := range kvs {
		rest := strings.TrimPrefix(string(kv.Key), dir)
		i := strings.LastIndexByte(rest, '/')
		if kv.Lease == 0 || i <= 0 || rest[i+1:] != fmt.Sprintf("%x", kv.Lease) {
			continue
		}
		if f := first[kv.Lease]; f == nil || kv.CreateRevision < f.CreateRevision {
			first[kv.Lease] = kv
		}
	}
	nodes := map[string][]clientv3.LeaseID{}
	for lease, kv := range first {
		rest := strings.TrimPrefix(string(kv.Key), dir)
		name := rest[:strings.LastIndexByte(rest, '/')]
		nodes[name] = append(nodes[name], clientv3.LeaseID(lease))
	}
	return nodes
}

// NotifyNodes signals, until ctx is done (then the channel is closed),
// each change to the node keys: a node's broker took a lease, or its
// lease went; also once as soon as the watch is in place, and now and
// then anyway (see [Store.etcdWatchKey]). Level-triggered like
// [Store.Notify]. A file store has no nodes: its channel only closes.
func (s *Store) NotifyNodes(ctx context.Context) <-chan struct{} {
	ch := make(chan struct{}, 1)
	if s.etcd == nil {
		context.AfterFunc(ctx, func() { close(ch) })
		return ch
	}
	go s.etcdWatchKey(ctx, s.etcd.prefix+nodesDir, ch, clientv3.WithPrefix())
	return ch
}
