//go:build !ozdesk_adapters

package store

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"go.etcd.io/etcd/api/v3/v3rpc/rpctypes"
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

// nodeTakenSince returns an error wrapping [ErrNodeLost] when a lease
// other than ours holds node's name; nil when none does. A lease this
// store held before is not another broker's: a restore of the cluster
// brought its key back, and the broker goes on to find the trail rolled
// back and say so. Called with s.etcd.node.mu held.
func (s *Store) nodeTakenSince(node string, ours clientv3.LeaseID) error {
	ctx, cancel := context.WithTimeout(context.Background(), s.timeout)
	defer cancel()
	leases, err := s.nodeLeases(ctx, "check who holds node "+node+" after this broker's lease lapsed")
	if err != nil {
		return err
	}
	for _, l := range leases[node] {
		if l != ours && !s.etcd.node.held[l] {
			return fmt.Errorf("%w: another broker serves as %s now (%s%s/%x), and this broker holds no lease on the name (it lapsed, or was not taken yet: this broker was paused or cut off from etcd for longer than its TTL, %s)",
				ErrNodeLost, node, nodesDir, node, int64(l), s.etcd.node.ttl)
		}
	}
	return nil
}

// KeepNode keeps node's lease: while the process runs, etcd holds a key
// saying node is alive, and the key goes when the lease lapses (the
// process died, or lost the cluster for longer than the node TTL,
// [EtcdConfig.NodeTTL]). A broker calls it when it starts and then
// every few seconds: a lease that lapsed is taken again. On a file store
// (one node) it does nothing.
func (s *Store) KeepNode(node string) error {
	if s.etcd == nil {
		return nil
	}
	if node == "" {
		return fmt.Errorf("keep the node lease: %w: no node name", ErrInvalid)
	}
	n := &s.etcd.node
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.session != nil {
		lapsed := n.lapsed.Load() == int64(n.session.Lease())
		if !lapsed {
			select {
			case <-n.session.Done():
				lapsed = true
			default:
			}
		}
		switch {
		case lapsed:
			// The lease lapsed: this broker was paused, or cut off, for
			// longer than its TTL. Another broker may have started under
			// its name since: then two would serve as one node, each
			// taking the other's asks for its own. That one keeps the
			// name; this one must stop.
			if err := s.nodeTakenSince(node, n.session.Lease()); err != nil {
				return err
			}
			_ = n.session.Close()
			n.session = nil
			n.key.Store(nil)
			// no other broker: take a new one
		default:
			if n.name == node {
				return nil
			}
			_ = n.session.Close()
			n.session = nil
			n.key.Store(nil)
		}
	}
	ttl := max(1, int((n.ttl+time.Second-1)/time.Second))
	ctx, cancel := context.WithTimeout(context.Background(), s.timeout)
	defer cancel()
	// A grant whose answer was lost leaves a lease nothing uses, which
	// lapses within the TTL.
	var grant *clientv3.LeaseGrantResponse
	if err := s.etcdCall(ctx, "take node "+node+"'s lease", func(ctx context.Context) (err error) {
		grant, err = s.etcd.cli.Grant(ctx, int64(ttl))
		return err
	}); err != nil {
		return err
	}
	// The session keeps the lease alive for the life of the store (not
	// of ctx); granting it above is what the store's timeout bounds.
	sess, err := concurrency.NewSession(s.etcd.cli, concurrency.WithLease(grant.ID), concurrency.WithTTL(ttl))
	if err != nil {
		return s.etcdUnavailable(fmt.Errorf("keep node %s's lease alive: %w", node, err))
	}
	key := fmt.Sprintf("%s%s%s/%x", s.etcd.prefix, nodesDir, node, int64(sess.Lease()))
	known := s.etcd.prefix + knownDir + node
	// Sent again, it writes the same: the key under the lease, and
	// the node's first time only if none is recorded.
	if err := s.etcdCall(ctx, "record node "+node+" under its lease", func(ctx context.Context) error {
		_, err := s.etcd.cli.Txn(ctx).Then(
			clientv3.OpPut(key, node, clientv3.WithLease(sess.Lease())),
			clientv3.OpTxn([]clientv3.Cmp{clientv3.Compare(clientv3.CreateRevision(known), "=", 0)},
				[]clientv3.Op{clientv3.OpPut(known, s.now().UTC().Format(time.RFC3339))}, nil),
		).Commit()
		return err
	}); err != nil {
		_ = sess.Close()
		return err
	}
	n.session, n.name = sess, node
	if n.held == nil {
		n.held = make(map[clientv3.LeaseID]bool)
	}
	n.held[sess.Lease()] = true
	n.key.Store(&nodeFence{key: key, lease: sess.Lease()})
	n.left.Store(false)
	lease := sess.Lease()
	s.etcd.members.wg.Go(func() { s.etcd.renewNode(lease, time.Duration(ttl)*time.Second) })
	return nil
}

// WaitNodeFree checks, as a broker starts, that no other broker holds
// node's lease: a second broker under a live node's name would take the
// first one's asks for its own and abandon them. A lease that a broker
// which died left behind lapses within its TTL, so it waits up to wait
// for every other lease on node to go (polling). A lease still held
// then that etcd saw renewed is a live broker's: it returns an error
// wrapping [ErrNodeHeld] that names the node. One not seen renewed
// while it waited may be a dead broker's with a longer TTL than this
// one's: it waits out what etcd says is left of it (up to
// [deadHolderWait]; past that, the error says when the name will be
// free), and one still held after that was renewed: a live broker's
// (rt15f #7). On a file store it does nothing.
func (s *Store) WaitNodeFree(node string, wait time.Duration) error {
	if s.etcd == nil {
		return nil
	}
	if node == "" {
		return fmt.Errorf("check the node lease: %w: no node name", ErrInvalid)
	}
	s.etcd.node.mu.Lock()
	own := clientv3.LeaseID(0)
	if sess := s.etcd.node.session; sess != nil {
		own = sess.Lease()
	}
	s.etcd.node.mu.Unlock()
	start := time.Now()
	deadline := start.Add(wait)
	seen := map[clientv3.LeaseID]*heldLease{}
	extended := 0
	for {
		leases, err := s.nodeLeases(context.Background(), "read node "+node+"'s leases")
		if err != nil {
			return err
		}
		var held []*heldLease
		for _, l := range leases[node] {
			if l == own {
				continue
			}
			h := seen[l]
			if h == nil {
				h = &heldLease{id: l}
				seen[l] = h
			}
			s.lookAtLease(h)
			held = append(held, h)
		}
		if len(held) == 0 {
			return nil
		}
		renewed, left := false, time.Duration(0)
		for _, h := range held {
			renewed = renewed || h.renewed
			left = max(left, h.left)
		}
		now := time.Now()
		switch {
		case now.Before(deadline):
		case renewed:
			return fmt.Errorf("node %s: %w: another broker kept its lease for the last %s, renewing it (a second broker under one name would abandon the first one's asks); "+
				"give this broker its own name with --node NAME (or 'node:' in its configuration), or stop the other one first", node, ErrNodeHeld, now.Sub(start).Round(time.Second))
		case extended < 3 && left+2*time.Second <= deadHolderWait:
			// Not seen renewed: a broker that died with a longer TTL
			// than this one's, or a live one that renews seldom. Wait
			// out what it has left (etcd counts it in whole seconds,
			// and revokes a lapsed lease within a moment).
			deadline = now.Add(left + 2*time.Second)
			extended++
		default:
			return fmt.Errorf("node %s: %w: its name is held by a lease not renewed in the last %s, with %s left of a TTL of %s (a broker that died, or one that renews seldom): "+
				"if it died, the name is free at %s; start this broker again then, or give it its own name with --node NAME",
				node, ErrNodeHeld, now.Sub(start).Round(time.Second), left, held[0].granted, now.Add(left).UTC().Format(time.RFC3339))
		}
		time.Sleep(min(250*time.Millisecond, max(time.Until(deadline), time.Millisecond)))
	}
}

// deadHolderWait bounds how long a broker starting waits for the lease
// of a dead broker on its name to lapse ([Store.WaitNodeFree]), past
// its own TTL: a holder's TTL longer than that is said, not waited out.
const deadHolderWait = 2 * time.Minute

// heldLease is another lease on a node's name, as [Store.WaitNodeFree]
// watches it: first seen when, with how long left then; whether etcd
// renewed it since (its time left went up: a live broker's), and what
// is left now.
type heldLease struct {
	id             clientv3.LeaseID
	firstAt        time.Time
	firstLeft      time.Duration
	left, granted  time.Duration
	renewed, known bool
}

// lookAtLease reads what is left of h's lease and whether it was
// renewed since h was first seen. A lease etcd no longer knows has
// nothing left.
func (s *Store) lookAtLease(h *heldLease) {
	ctx, cancel := context.WithTimeout(context.Background(), etcdProbeTimeout)
	defer cancel()
	resp, err := s.etcd.cli.TimeToLive(ctx, h.id)
	if err != nil {
		return // not known: taken as neither renewed nor lapsed
	}
	now := time.Now()
	h.left, h.granted = time.Duration(max(resp.TTL, 0))*time.Second, time.Duration(resp.GrantedTTL)*time.Second
	if !h.known {
		h.firstAt, h.firstLeft, h.known = now, h.left, true
		return
	}
	// Not renewed, the time left falls with the clock (etcd counts it
	// in whole seconds: a second's slack).
	if h.left > h.firstLeft-now.Sub(h.firstAt).Truncate(time.Second)+time.Second {
		h.renewed = true
	}
}

// LiveNodes returns the nodes whose lease is held ([Store.KeepNode]). A
// file store has no leases: it returns nil, and fleet false, and the
// caller takes no node for dead.
func (s *Store) LiveNodes() (nodes map[string]bool, fleet bool, err error) {
	if s.etcd == nil {
		return nil, false, nil
	}
	leases, err := s.nodeLeases(context.Background(), "read the live nodes")
	if err != nil {
		return nil, true, err
	}
	nodes = map[string]bool{}
	for n := range leases {
		nodes[n] = true
	}
	return nodes, true, nil
}

// KnownNodes returns the fleet's nodes: every node whose broker ever
// took a lease ([Store.KeepNode]), alive or not. A file store is one
// node: it returns nil, and fleet false.
func (s *Store) KnownNodes() (nodes map[string]bool, fleet bool, err error) {
	live, known, fleet, err := s.FleetNodes()
	for n := range live {
		known[n] = true
	}
	return known, fleet, err
}

// FleetNodes returns, read at once, the nodes whose lease is held (as
// [Store.LiveNodes]) and every node whose broker ever took a lease (the
// known records, which stay after it stops: alive or gone), for the
// desk's nodes view. A file store has no nodes: nil, nil and fleet
// false.
func (s *Store) FleetNodes() (live, known map[string]bool, fleet bool, err error) {
	if s.etcd == nil {
		return nil, nil, false, nil
	}
	// One request, one budget: the node keys (for the live ones, valid
	// as [validNodeKeys] says) and the known keys together. It was two
	// requests one after the other, each with the store's whole timeout:
	// with a member frozen, twice the wait for it.
	nodesPrefix, knownPrefix := s.etcd.prefix+nodesDir, s.etcd.prefix+knownDir
	var resp *clientv3.TxnResponse
	if err := s.etcdCall(context.Background(), "read the fleet's nodes", func(ctx context.Context) (err error) {
		resp, err = s.etcd.cli.Txn(ctx).Then(
			clientv3.OpGet(nodesPrefix, clientv3.WithPrefix()),
			clientv3.OpGet(knownPrefix, clientv3.WithPrefix(), clientv3.WithKeysOnly()),
		).Commit()
		return err
	}); err != nil {
		return nil, nil, true, err
	}
	if len(resp.Responses) != 2 {
		return nil, nil, true, fmt.Errorf("store %s: read the fleet's nodes: %w: %d answers to 2 reads", s.path, ErrCorrupt, len(resp.Responses))
	}
	live, known = map[string]bool{}, map[string]bool{}
	for n := range validNodeKeys(resp.Responses[0].GetResponseRange().GetKvs(), nodesPrefix) {
		live[n] = true
	}
	for _, kv := range resp.Responses[1].GetResponseRange().GetKvs() {
		known[string(kv.Key[len(knownPrefix):])] = true
	}
	return live, known, true, nil
}

// NodeTTL is the node TTL this store keeps its lease with ([EtcdConfig.NodeTTL]);
// 0 on a file store.
func (s *Store) NodeTTL() time.Duration {
	if s.etcd == nil {
		return 0
	}
	return s.etcd.node.ttl
}

// closeNode ends the node's lease at once: its key goes with it.
func (e *etcdBackend) closeNode() {
	n := &e.node
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.session != nil {
		_ = n.session.Close()
		n.session = nil
		n.key.Store(nil)
	}
}

// LeaveNode gives up the broker's node lease and whatever it leads
// (the fleet's sweeps) at once, and keeps no node from then on, until
// [Store.KeepNode] is called again: a broker that refuses every request
// (its cluster no longer believed) is shown `gone` to every desk, its
// pending asks abandoned by the sweep, rather than `alive`; and another
// broker sweeps in its place. The lease is revoked if etcd answers, and
// lapses within its TTL if not.
//
// From the call on, the store writes nothing (each write fails with
// [ErrLeaseLapsed] before it is sent), until KeepNode takes a lease
// again: a broker that left its node must not write as that node, nor
// unfenced, which a store without a lease would.
func (s *Store) LeaveNode() {
	if s.etcd == nil {
		return
	}
	s.etcd.node.left.Store(true)
	s.etcd.closeLead()
	s.etcd.closeNode()
}

// renewNode renews lease every quarter of its TTL by a request of its
// own, until the lease is gone (revoked as the store closes or takes
// another name, or lapsed) or the store closes: the session's keepalive
// is one stream, which may be on a member that hangs and answers
// nothing until the connection is given up (20 s, past a TTL of 10 s;
// see etcd_members.go), and the session gives up on it after a TTL
// even though these renewals keep the lease. A renewal that fails
// checks the members, and the next goes to one that answers.
func (e *etcdBackend) renewNode(lease clientv3.LeaseID, ttl time.Duration) {
	every := max(ttl/4, 200*time.Millisecond)
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-e.members.stop:
			return
		case <-t.C:
		}
		// A renewal that hangs on a frozen member gives up in half a
		// period; the members are checked and it is sent again at once,
		// to one that answers, well inside the TTL (a renewal at the
		// next tick came too late for a TTL of 3 s:
		// TestEtcdFrozenMemberKeepsNodeLease).
		for range 2 {
			err := e.renewOnce(lease, every/2)
			if errors.Is(err, rpctypes.ErrLeaseNotFound) {
				e.node.lapsed.Store(int64(lease))
				return
			}
			if err == nil {
				break
			}
			e.members.check()
		}
	}
}

// renewOnce renews lease once, within d.
func (e *etcdBackend) renewOnce(lease clientv3.LeaseID, d time.Duration) error {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	_, err := e.cli.KeepAliveOnce(ctx, lease)
	return err
}
