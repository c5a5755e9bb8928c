//go:build !ozdesk_adapters

package store

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
