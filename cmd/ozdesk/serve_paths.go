//go:build !ozdesk_adapters

package main

import (
	"path/filepath"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue/broker"
	"ozdesk.dev/ozdesk/store"
)

// servePaths resolves the broker's files: flags, configuration, defaults.
func (a *app) servePaths(f serveFlags) (serveFlags, error) {
	path, optional := a.configPath, false
	if path == "" {
		path, optional = broker.DefaultConfigPath, true
	}
	cfg, err := broker.LoadConfig(path, optional)
	if err != nil {
		return f, withCode(exitStore, err, "fix the configuration, or name the files with --socket, --store and --operators")
	}
	if cfg == nil {
		cfg = &broker.Config{}
	}
	pick := func(flag, conf, def string) string {
		switch {
		case flag != "":
			return flag
		case conf != "":
			return conf
		}
		return def
	}
	f.socket = pick(f.socket, cfg.Socket, broker.DefaultSocketPath)
	f.store = pick(f.store, cfg.Store, defaultBrokerStore)
	f.operators = pick(f.operators, cfg.Operators, broker.DefaultOperatorsPath)
	f.anchor = pick(f.anchor, cfg.Anchor, filepath.Join(filepath.Dir(f.socket), "audit.head"))
	f.etcdCA = pick(f.etcdCA, cfg.EtcdCACert, "")
	f.etcdCert = pick(f.etcdCert, cfg.EtcdCert, "")
	f.etcdKey = pick(f.etcdKey, cfg.EtcdKey, "")
	f.node = pick(f.node, cfg.Node, "")
	if !store.IsEtcd(f.store) && (f.etcdCA != "" || f.etcdCert != "" || f.etcdKey != "") {
		return f, usagef("name the cluster with --store etcd://HOST:2379/PREFIX", "serve: the etcd TLS files are given, but the store is the file %s", cards.Escape(f.store))
	}
	if a.db != "" {
		return f, usagef("name the broker's store with --store", "serve: --db is for clients in direct mode")
	}
	return f, nil
}

// localStore is where the broker keeps its files of this node beside
// the store: the store file's directory, or for a fleet's node (whose
// store is etcd's) the directory of its other state, the audit anchor's
// (by default the socket's), so that two brokers on one host keep two
// host keys, and none is made where the configuration does not point.
func (f serveFlags) localStore() string {
	if store.IsEtcd(f.store) {
		return filepath.Join(filepath.Dir(f.anchor), "etcd")
	}
	return f.store
}
