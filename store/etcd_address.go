package store

import (
	"crypto/tls"
	"fmt"
	"net"
	"strings"
	"time"
)

// EtcdScheme starts a store address that names an etcd cluster instead of
// a file: etcd://HOST:PORT[,HOST:PORT…]/PREFIX.
const EtcdScheme = "etcd://"

// DefaultMaxTxnOps is how many keys one write transaction may write on an
// etcd store: etcd's own default (--max-txn-ops) is 128, too few for a
// rule that resolves many pending asks, so a fleet's cluster runs with
// --max-txn-ops=1024 (see docs/fleet.md).
const DefaultMaxTxnOps = 1024

// IsEtcd reports whether a store address names an etcd cluster.
func IsEtcd(addr string) bool { return strings.HasPrefix(addr, EtcdScheme) }

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
	rest, ok := strings.CutPrefix(addr, EtcdScheme)
	if !ok {
		return EtcdConfig{}, fmt.Errorf("store address %q: an etcd store is etcd://HOST:PORT[,HOST:PORT…]/PREFIX", addr)
	}
	hosts, prefix, _ := strings.Cut(rest, "/")
	prefix = strings.Trim(prefix, "/")
	if prefix == "" {
		return EtcdConfig{}, fmt.Errorf("store address %q names no prefix: add one after the hosts (etcd://%s/ozdesk), so the fleet's keys stay apart from others'", addr, hosts)
	}
	if strings.ContainsAny(prefix, "?#") {
		return EtcdConfig{}, fmt.Errorf("store address %q: the prefix %q may not hold '?' or '#'", addr, prefix)
	}
	var cfg EtcdConfig
	for h := range strings.SplitSeq(hosts, ",") {
		host, port, err := net.SplitHostPort(h)
		if err != nil || host == "" || port == "" {
			return EtcdConfig{}, fmt.Errorf("store address %q: %q is not HOST:PORT (etcd's client port is usually 2379)", addr, h)
		}
		cfg.Endpoints = append(cfg.Endpoints, h)
	}
	cfg.Prefix = prefix
	return cfg, nil
}

// ChunkGrace is how long past its writer's deadline a directory of
// chunks (a value written apart, see kv_etcd_large.go) that no key refers
// to is kept before [Store.SweepChunks] deletes it. Its writer has then
// committed, or settled that it never will, for some time; the margin
// also covers the nodes' clocks differing by a few seconds.
const ChunkGrace = 15 * time.Second
