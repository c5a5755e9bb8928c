//go:build ozdesk_adapters

package store

import (
	"context"
	"fmt"
	"time"
)

// This file stands in for the etcd backend in the adapter-only build of
// ozdesk (go build -tags ozdesk_adapters ./cmd/ozdesk, see
// cmd/ozdesk/tree_adapters.go). That build answers harnesses only: in
// direct mode from a store file, in protected mode through the broker,
// and never opens an etcd store itself, so it links neither etcd's client
// nor grpc, whose initialisers cost every process more than the hook's
// own work. A store here is always a file (s.etcd is always nil); the
// methods below are reached only if that ever stops being so, and then
// fail closed.

// etcdBackend is never set in this build.
type etcdBackend struct{}

// noEtcd is what a store of this build says if it ever finds itself on
// etcd: unavailable, so every caller fails closed.
func (s *Store) noEtcd() error {
	return fmt.Errorf("store %s: %w: this build of ozdesk answers harnesses only and has no etcd backend; use the full ozdesk", s.path, ErrUnavailable)
}

// Close does nothing: a file store holds nothing open.
func (s *Store) Close() error { return nil }

// Backend names where the store lives: always "bbolt" (a file) here.
func (s *Store) Backend() string { return "bbolt" }

// Leads reports true: a file store has one node, which leads.
func (s *Store) Leads(string) bool { return true }

// KeepNode does nothing: a file store has no node leases.
func (s *Store) KeepNode(string) error { return nil }

// LeaveNode does nothing: a file store has no node leases.
func (s *Store) LeaveNode() {}

// WaitNodeFree does nothing: a file store has no node leases.
func (s *Store) WaitNodeFree(string, time.Duration) error { return nil }

// LiveNodes returns no nodes and fleet false: a file store has no leases.
func (s *Store) LiveNodes() (nodes map[string]bool, fleet bool, err error) {
	return nil, false, nil
}

// KnownNodes returns no nodes and fleet false: a file store is one node.
func (s *Store) KnownNodes() (nodes map[string]bool, fleet bool, err error) {
	return nil, false, nil
}

// FleetNodes returns no nodes and fleet false: a file store is one node.
func (s *Store) FleetNodes() (live, known map[string]bool, fleet bool, err error) {
	return nil, nil, false, nil
}

// NodeTTL is 0: a file store has no node leases.
func (s *Store) NodeTTL() time.Duration { return 0 }

func (s *Store) etcdUpdate(context.Context, func(*Tx) error) error {
	return s.noEtcd()
}

func (s *Store) etcdView(context.Context, func(*Tx) error) error {
	return s.noEtcd()
}

func (s *Store) etcdInit() (bool, error) {
	return false, s.noEtcd()
}

func (s *Store) etcdSize() (int64, error) {
	return 0, s.noEtcd()
}

// etcdWatch sends nothing: Notify closes ch when ctx ends.
func (s *Store) etcdWatch(context.Context, chan struct{}) {}

// etcdWatchAsk closes ch at once: there is no etcd here.
func (s *Store) etcdWatchAsk(_ context.Context, _ string, ch chan struct{}) { close(ch) }

// SweepChunks does nothing: a file store writes no value apart.
func (s *Store) SweepChunks() (int, error) { return 0, nil }

// SweepMarkers does nothing: a file store keeps no commit markers.
func (s *Store) SweepMarkers() (int, error) { return 0, nil }

// NotifyNodes signals nothing: a file store has no nodes; the channel
// closes when ctx ends.
func (s *Store) NotifyNodes(ctx context.Context) <-chan struct{} {
	ch := make(chan struct{}, 1)
	context.AfterFunc(ctx, func() { close(ch) })
	return ch
}
