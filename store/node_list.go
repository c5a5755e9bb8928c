//go:build !ozdesk_adapters

package store

import (
	"context"
	"fmt"

	clientv3 "go.etcd.io/etcd/client/v3"
)

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
