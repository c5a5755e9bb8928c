//go:build !ozdesk_adapters

package store

import (
	"context"
	"errors"
	"sync"

	clientv3 "go.etcd.io/etcd/client/v3"
	"go.etcd.io/etcd/client/v3/concurrency"
)

// leaseTTL is how long (in seconds) a broker's lease outlives the broker:
// a broker that dies gives up what it led within it.
const leaseTTL = 5

// Leads reports whether this process leads the work named name among the
// processes sharing the store, so that work done for the whole store
// (expiring asks and rules) is done once. A file store has one node: it
// always leads. On etcd, the broker holding a lock under its lease leads;
// the lease is kept alive while the broker runs and ends with it, so
// another broker takes over within [leaseTTL] seconds of its death. A
// broker that cannot reach the cluster does not lead.
func (s *Store) Leads(name string) bool {
	if s.etcd == nil {
		return true
	}
	return s.etcd.leads(s, name)
}

// etcdLead is a broker's hold on the fleet's locks: one session (a
// lease kept alive), and the locks held under it.
type etcdLead struct {
	mu      sync.Mutex
	session *concurrency.Session
	held    map[string]bool
}

func (e *etcdBackend) leads(s *Store, name string) bool {
	l := &e.lead
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.session != nil {
		select {
		case <-l.session.Done():
			l.session, l.held = nil, nil // the lease ended: nothing is held
		default:
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), s.timeout)
	defer cancel()
	if l.session == nil {
		// The lease is granted within the store's timeout: a session
		// left to grant its own waits on the client's context, for ever
		// while the cluster has no quorum, and every caller (queue ls,
		// the sweep loop) with it. The session then keeps it alive for
		// the life of the store, not of ctx. The grant is tried as a
		// transaction is (etcdCall): a member that hangs is left out.
		// A grant whose answer was lost leaves a lease that lapses
		// within leaseTTL.
		var grant *clientv3.LeaseGrantResponse
		if err := s.etcdCall(ctx, "take the lead's lease", func(ctx context.Context) (err error) {
			grant, err = e.cli.Grant(ctx, leaseTTL)
			return err
		}); err != nil {
			return false
		}
		sess, err := concurrency.NewSession(e.cli, concurrency.WithLease(grant.ID), concurrency.WithTTL(leaseTTL))
		if err != nil {
			return false
		}
		l.session, l.held = sess, map[string]bool{}
	}
	if l.held[name] {
		return true
	}
	// The lock's key is the lease's own under the name, so a try sent
	// again after its answer was lost finds its key and holds the lock,
	// or, another's first, deletes it (ErrLocked, which is an answer).
	locked := false
	err := s.etcdCall(ctx, "take the lead of "+name, func(ctx context.Context) error {
		err := concurrency.NewMutex(l.session, e.prefix+"lead/"+name).TryLock(ctx)
		if errors.Is(err, concurrency.ErrLocked) {
			locked = true
			return nil
		}
		return err
	})
	if err != nil || locked {
		if err != nil {
			// The session may be what failed: start afresh next time.
			_ = l.session.Close()
			l.session, l.held = nil, nil
		}
		return false
	}
	l.held[name] = true
	return true
}

// closeLead ends the broker's lease, giving up what it leads at once.
func (e *etcdBackend) closeLead() {
	l := &e.lead
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.session != nil {
		_ = l.session.Close()
		l.session, l.held = nil, nil
	}
}
