//go:build !ozdesk_adapters

package store

import (
	"crypto/tls"
	"time"
)

// The etcd cluster's configuration, with its TLS, is the full ozdesk's
// alone: the adapter-only build (tag ozdesk_adapters, see
// cmd/ozdesk/tree_adapters.go) never opens an etcd store, and keeping
// crypto/tls and x509 out of it spares every hook their initialisers.

// DefaultMaxTxnOps is how many keys one write transaction may write on an
// etcd store: etcd's own default (--max-txn-ops) is 128, too few for a
// rule that resolves many pending asks, so a fleet's cluster runs with
// --max-txn-ops=1024 (see docs/fleet.md).
const DefaultMaxTxnOps = 1024

// EtcdConfig says how to reach the etcd cluster a fleet's brokers share.
type EtcdConfig struct {
	// Endpoints are the cluster's client addresses (host:port).
	Endpoints []string
	// Prefix is the key prefix every key of the store is under (no
	// trailing slash): several stores can share one cluster.
	Prefix string
	// TLS, when set, is used to reach the cluster (its CA, and the
	// broker's client certificate).
	TLS *tls.Config
	// DialTimeout bounds the first connection (default 2 s).
	DialTimeout time.Duration
	// MaxTxnOps is the cluster's --max-txn-ops (default
	// [DefaultMaxTxnOps]): a transaction that would write more is
	// refused here, naming the limit.
	MaxTxnOps int
	// NodeTTL is how long the broker's node lease outlives its last
	// keep-alive (default [DefaultNodeTTL]; etcd counts it in whole
	// seconds, at least 1): a node silent for longer is taken for dead
	// and its pending asks are abandoned ([Store.KeepNode]).
	NodeTTL time.Duration
}

// ParseEtcdAddress reads etcd://HOST:PORT[,HOST:PORT…]/PREFIX into a
// configuration without TLS.
func ParseEtcdAddress(addr string) (EtcdConfig, error) {
	endpoints, prefix, err := splitEtcdAddress(addr)
	if err != nil {
		return EtcdConfig{}, err
	}
	return EtcdConfig{Endpoints: endpoints, Prefix: prefix}, nil
}
