//go:build !ozdesk_adapters

package store

import (
	"sync"
	"sync/atomic"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
	"go.etcd.io/etcd/client/v3/concurrency"
)

// DefaultNodeTTL is how long a broker's node lease outlives the last
// keep-alive etcd received from it (see [Store.KeepNode]): a node silent
// for longer is taken for dead, and its pending asks are abandoned.
const DefaultNodeTTL = 10 * time.Second

// The node leases, under a store's prefix P:
//
//	P nodes/NAME/LEASE   a broker of node NAME is running; the key is
//	                     attached to that broker's lease LEASE (hex)
//
//	P known/NAME         a broker of node NAME ran once; the value is
//	                     when it first took a lease (RFC 3339). Never
//	                     deleted: it names the fleet's nodes for
//	                     [Store.KnownNodes], the dead ones too
//
// One key per lease, not per node, so that a second process keeping
// node NAME (a broker starting while the old one's lease has not yet
// lapsed) never deletes the key of another.
const (
	nodesDir = "nodes/"
	knownDir = "known/"
)

// etcdNode is a broker's node lease: one session (a lease kept alive by
// the etcd client), and the node key attached to it.
type etcdNode struct {
	mu      sync.Mutex
	ttl     time.Duration
	session *concurrency.Session
	name    string
	// lapsed is the lease etcd last said is gone ([etcdBackend.renewNode]).
	lapsed atomic.Int64
	// key is the node key of the session, and its lease, which fence
	// every write of the store (see [etcdNode.fence]); nil with no
	// session.
	key atomic.Pointer[nodeFence]
	// left is set by [Store.LeaveNode] until [Store.KeepNode] takes a
	// lease again: the store writes nothing meanwhile (its writes would
	// otherwise go unfenced, as a store that keeps no node).
	left atomic.Bool
	// held are the leases this store took (under mu): a node key under
	// one of them is this broker's own, brought back by a restore of
	// the cluster from an older copy, not another broker's (rt20g #3).
	held map[clientv3.LeaseID]bool
}

// nodeFence is a session's node key and lease.
type nodeFence struct {
	key   string
	lease clientv3.LeaseID
}

// fence is the key a write of this store requires to exist: the node
// key under this broker's lease, "" with none (a store that keeps no
// node, such as the CLI's). A broker whose lease lapsed (paused, or cut
// off, past its TTL) writes nothing, even before it notices, while
// another broker may serve as its node (rt15f #8).
func (n *etcdNode) fence() string {
	if f := n.key.Load(); f != nil {
		return f.key
	}
	return ""
}

// fenced marks the lease whose key fenced a write off as lapsed, so
// that the next [Store.KeepNode] checks who holds the name.
func (n *etcdNode) fenced() {
	if f := n.key.Load(); f != nil {
		n.lapsed.Store(int64(f.lease))
	}
}

// NodeTTL is the node TTL this store keeps its lease with ([EtcdConfig.NodeTTL]);
// 0 on a file store.
func (s *Store) NodeTTL() time.Duration {
	if s.etcd == nil {
		return 0
	}
	return s.etcd.node.ttl
}
