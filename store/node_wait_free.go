//go:build !ozdesk_adapters

package store

import (
	"context"
	"fmt"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
)

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
