//go:build !ozdesk_adapters

package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"go.etcd.io/etcd/api/v3/v3rpc/rpctypes"
	clientv3 "go.etcd.io/etcd/client/v3"
	"go.etcd.io/etcd/client/v3/concurrency"
)

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
			// No other broker: take a new lease. Until one is recorded,
			// the store writes nothing: without a key it would write
			// unfenced, as a store that keeps no node does (rt15f #8,
			// seen in CI: a grant that failed left the broker serving
			// asks unfenced as its node, beside the broker that took the
			// name meanwhile).
			n.left.Store(true)
			_ = n.session.Close()
			n.session = nil
			n.key.Store(nil)
		default:
			if n.name == node {
				return nil
			}
			_ = n.session.Close()
			n.session = nil
			n.key.Store(nil)
		}
	}
	if n.session == nil && len(n.held) > 0 {
		// This store held the name before and lost it (its lease
		// lapsed, a take after that failed, or it left the node): another
		// broker may have taken the name meanwhile, and checking only at
		// the lapse missed one that took it after a failed take.
		if err := s.nodeTakenSince(node, 0); err != nil {
			return err
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
