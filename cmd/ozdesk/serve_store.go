//go:build !ozdesk_adapters

package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// openBrokerStore opens the broker's store: the file, or the fleet's
// etcd cluster with its TLS.
func openBrokerStore(f serveFlags) (*store.Store, error) {
	if !store.IsEtcd(f.store) {
		return store.New(f.store), nil
	}
	cfg, err := store.ParseEtcdAddress(f.store)
	if err != nil {
		return nil, err
	}
	if cfg.TLS, err = store.EtcdTLS(f.etcdCA, f.etcdCert, f.etcdKey); err != nil {
		return nil, err
	}
	cfg.NodeTTL = f.nodeTTL
	if f.init {
		return store.OpenEtcd(cfg)
	}
	// Only 'serve --init' makes a fleet's store: a broker that finds
	// none (a typo'd prefix, its keys deleted) never makes one on a
	// request's write, with the default policy in place of the fleet's
	// (rt20g #10).
	return store.OpenEtcd(cfg, store.WithoutCreate())
}

// checkStoreMade refuses to serve an etcd prefix that holds no store: the
// broker never makes one by itself, on any backend (a file store is
// checked by privateStore).
func checkStoreMade(f serveFlags, st *store.Store) error {
	if !store.IsEtcd(f.store) {
		return nil
	}
	err := queue.StoreMade(st)
	if errors.Is(err, store.ErrNoStore) {
		return withCode(exitStore, fmt.Errorf("serve: no store at %s: the broker never makes one by itself", cards.Escape(f.store)),
			"check the prefix in --store; on a new fleet, make the store once with 'ozdesk serve --init' as the broker's account; "+
				"if the fleet had a store there, restore its keys from a backup (docs/fleet.md); nothing was served")
	}
	if err != nil {
		return storeFailure(err, "the store", "ozdesk serve")
	}
	return nil
}

// privateStore checks that only the broker's account can reach the store:
// the file 0600 and its directory 0700, both owned by it.
func privateStore(path string) error {
	for _, p := range []struct {
		path string
		max  os.FileMode
	}{{path, 0o600}, {filepath.Dir(path), 0o700}} {
		fi, err := os.Lstat(p.path)
		if errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("the broker's store: %w. On a new node, make it once with 'ozdesk serve --init' as the broker's account; "+
				"if this node had a store, restore that file from a backup instead: a new store starts from the default policy, with none of its rules and a new audit trail", err)
		}
		if err != nil {
			return fmt.Errorf("the broker's store: %w", err)
		}
		if fi.Mode().Perm()&^p.max != 0 {
			return fmt.Errorf("the broker's store: %s is %v, so other accounts can reach it: chmod %o %s", p.path, fi.Mode().Perm(), p.max, p.path)
		}
		if st, ok := fi.Sys().(*syscall.Stat_t); ok && int(st.Uid) != os.Getuid() {
			return fmt.Errorf("the broker's store: %s is owned by uid %d, not by the broker's account (uid %d): chown it", p.path, st.Uid, os.Getuid())
		}
	}
	return nil
}
