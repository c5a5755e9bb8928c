//go:build !ozdesk_adapters

package main

import (
	"errors"
	"fmt"
	"net"
	"time"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// markTLSFleet, on etcd, writes into the trail that the store's brokers
// reach it with client certificates, or, with --etcd-insecure-for-tests,
// refuses a store whose trail says so: an entry in the chain, where the
// key MarkClientAuth writes is one a stranger on an open member deletes
// (rt20g #8).
func markTLSFleet(f serveFlags, svc *queue.Service) error {
	if !store.IsEtcd(f.store) {
		return nil
	}
	if !f.etcdInsecure {
		if err := svc.MarkTLSFleet(serveUser()); err != nil {
			return storeFailure(err, "the store", "ozdesk serve")
		}
		return nil
	}
	seq, at, err := svc.TLSFleetEntry()
	if err != nil {
		return storeFailure(err, "the store", "ozdesk serve")
	}
	if seq != 0 {
		return withCode(exitUsage, fmt.Errorf("serve: the store %s is a fleet's whose brokers reach it with client certificates (its audit entry %d, %s): "+
			"--%s is for a test store only", cards.Escape(f.store), seq, at.UTC().Format(time.RFC3339), insecureFlag),
			"give this broker its certificate with --etcd-cert and --etcd-key; nothing was started")
	}
	return nil
}

// etcdClientAuth checks, before anything is dialled, that a fleet's
// broker reaches its etcd cluster with a client certificate: without
// one, whoever reaches the cluster (an agent's process among them) can
// write the fleet's rules, asks and audit trail as a broker would, or
// run a "broker" of its own on it with its own operators file. Only
// --etcd-insecure-for-tests serves without one, with a warning, and
// only on a cluster on this host's loopback (a cluster off it is one
// other nodes' brokers use). Whether the cluster itself refuses
// strangers is checked once it is dialled ([etcdTrust]).
func etcdClientAuth(f serveFlags) (warn string, err error) {
	cfg, err := store.ParseEtcdAddress(f.store)
	if err != nil {
		return "", err
	}
	if f.etcdCert != "" && f.etcdKey != "" {
		if f.etcdInsecure {
			return "", fmt.Errorf("serve: --%s is for a test cluster reached without a client certificate, and --etcd-cert is given: drop one of them", insecureFlag)
		}
		return "", nil
	}
	local := true
	for _, e := range cfg.Endpoints {
		host, _, _ := net.SplitHostPort(e)
		if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
			local = false
		}
	}
	switch {
	case f.etcdInsecure && local:
		return "--" + insecureFlag + ": the etcd cluster is reached without a client certificate: " +
			"every account on this host that reaches its port can write this store's policy, approve its asks and rewrite its audit trail; " +
			"never serve a real fleet so", nil
	case f.etcdInsecure:
		return "", fmt.Errorf("serve: --%s serves only a test cluster on this host's loopback, and %s is not: "+
			"a cluster off this host is one other nodes' brokers use; give the broker's certificate with --etcd-cert and --etcd-key (docs/fleet.md)", insecureFlag, cards.Escape(f.store))
	}
	return "", fmt.Errorf("serve: the store %s is reached without a client certificate: give the broker's with --etcd-cert and --etcd-key "+
		"(or etcd-cert:, etcd-key: in the configuration), on a cluster run with --client-cert-auth (docs/fleet.md); "+
		"without one, anyone who reaches the cluster can write the fleet's policy, on loopback too (every account on this host reaches it). "+
		"A test cluster on loopback is served without one by --%s only", cards.Escape(f.store), insecureFlag)
}

// insecureFlag serves a test cluster on loopback without a client
// certificate (see [etcdClientAuth]).
const insecureFlag = "etcd-insecure-for-tests"

// etcdTrust checks the cluster the broker has dialled. With a client
// certificate, every member it reaches must refuse a client without one
// ([store.CheckEtcdClientAuth]): a cluster run without
// --client-cert-auth, or an account's own etcd on the fleet's port, is
// refused, and a cluster that passes is marked as a fleet's with client
// certificates ([store.Store.MarkClientAuth]). Before that, every member
// it reaches must present a certificate from the broker's CA
// ([store.CheckEtcdServerCA]): one of another CA is refused, saying so
// (exit 4), not left to time out. Without one
// (--etcd-insecure-for-tests), a store so marked is refused: the flag
// never serves a cluster other brokers trust.
func etcdTrust(f serveFlags, st *store.Store) error {
	cfg, err := store.ParseEtcdAddress(f.store)
	if err != nil {
		return withCode(exitUsage, err, "")
	}
	if f.etcdInsecure {
		// A cluster that speaks TLS never answers a plain-text client:
		// say so, not that it did not answer in time.
		if tlsOnly := store.EtcdSpeaksTLS(cfg.Endpoints, etcdProbeTimeout); tlsOnly != "" {
			return withCode(exitUsage, fmt.Errorf("serve: the etcd cluster requires TLS (%s): --%s reaches it in plain text and cannot use it",
				cards.Escape(tlsOnly), insecureFlag),
				"give this broker the fleet's CA and its certificate (--etcd-cacert, --etcd-cert, --etcd-key) instead; nothing was started")
		}
		since, err := st.ClientAuthMarked()
		if err != nil {
			return storeFailure(err, "the store", "ozdesk serve")
		}
		if since != "" {
			return withCode(exitUsage, fmt.Errorf("serve: the store %s is a fleet's whose brokers reach it with client certificates (since %s): "+
				"--%s is for a test store only", cards.Escape(f.store), cards.Escape(since), insecureFlag),
				"give this broker its certificate with --etcd-cert and --etcd-key; nothing was started")
		}
		return nil
	}
	// The members' certificates first: a cluster of another CA would
	// only time out the broker's requests, saying nothing of why.
	tlsCfg, err := store.EtcdTLS(f.etcdCA, f.etcdCert, f.etcdKey)
	if err != nil {
		return withCode(exitUsage, err, "")
	}
	if err := store.CheckEtcdServerCA(cfg.Endpoints, tlsCfg, etcdProbeTimeout); err != nil {
		return withCode(exitStore, fmt.Errorf("serve: %w", err), "the broker does not talk to a cluster it cannot verify; nothing was started")
	}
	if err := store.CheckEtcdClientAuth(cfg.Endpoints, etcdProbeTimeout); err != nil {
		if errors.Is(err, store.ErrClusterOpen) {
			return withCode(exitUsage, fmt.Errorf("serve: %w", err),
				"anyone who reaches such a member can write the fleet's policy and approve asks; run every member with --client-cert-auth and --trusted-ca-file (docs/fleet.md); nothing was started")
		}
		return withCode(exitStore, fmt.Errorf("serve: %w", err), "nothing was started")
	}
	if err := st.MarkClientAuth(time.Now()); err != nil {
		return storeFailure(err, "the store", "ozdesk serve")
	}
	return nil
}

// etcdRecheck is the check of the cluster a fleet's broker runs again
// while it serves ([broker.WithTrustCheck]): every member it reaches
// refuses a client without a certificate, and presents one of the
// broker's CA. nil for a file store, and with --etcd-insecure-for-tests
// (a test cluster that lets strangers in by design).
func etcdRecheck(f serveFlags) func() error {
	if !store.IsEtcd(f.store) || f.etcdInsecure {
		return nil
	}
	cfg, err := store.ParseEtcdAddress(f.store)
	if err != nil {
		return nil // etcdTrust refused it before
	}
	tlsCfg, err := store.EtcdTLS(f.etcdCA, f.etcdCert, f.etcdKey)
	if err != nil {
		return nil
	}
	return func() error {
		if err := store.CheckEtcdClientAuth(cfg.Endpoints, etcdProbeTimeout); err != nil {
			return err
		}
		return store.CheckEtcdServerCA(cfg.Endpoints, tlsCfg, etcdProbeTimeout)
	}
}

// etcdProbeTimeout bounds the check of one member ([etcdTrust]).
const etcdProbeTimeout = 3 * time.Second
