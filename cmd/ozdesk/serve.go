//go:build !ozdesk_adapters

package main

import (
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"os/user"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/broker"
	"ozdesk.dev/ozdesk/store"
)

// The broker's files unless its configuration or flags say otherwise.
const (
	defaultBrokerStore = "/var/lib/ozdesk/desk.db"
)

type serveFlags struct {
	socket, store, operators, anchor string
	etcdCA, etcdCert, etcdKey, node  string
	init, verbose, etcdInsecure      bool
	ssh                              sshFlags
	nodeTTL                          time.Duration
	writeBudget                      int
}

func (a *app) serveCommand() *cobra.Command {
	var f serveFlags
	c := &cobra.Command{
		Use:   "serve [--socket PATH] [--store PATH|etcd://HOST:2379[,HOST…]/PREFIX] [--operators FILE] [--init] [--ssh :2222] [--print-host-key]",
		Short: "Run the broker: own the store and serve the queue on a socket (protected mode)",
		Long: "serve runs ozdesk's broker, as a dedicated user (e.g. ozdesk) that alone can reach\n" +
			"the store. Every other process asks it over its Unix socket, and it authorises each\n" +
			"request by the account that connected: the operators file names the operators and\n" +
			"their roles (viewer, approver, admin); every other account is an agent, which may\n" +
			"ask, wait on and withdraw its own asks, and nothing else.\n\n" +
			"Paths come from the flags, else the node's configuration (" + broker.DefaultConfigPath + "),\n" +
			"else " + broker.DefaultSocketPath + ", " + defaultBrokerStore + " and " + broker.DefaultOperatorsPath + ".\n\n" +
			"The broker never makes a store by itself: run 'ozdesk serve --init' once to make it.\n" +
			"A store that goes missing, is emptied or is replaced while it runs makes it refuse\n" +
			"every request (so every adapter denies) until an operator restores it and restarts it.\n\n" +
			"With --ssh ADDRESS it also serves the desk over SSH: an operator's key, named in the\n" +
			"operators file, is all it takes ('ssh -t -p 2222 node' for the desk, 'ssh -p 2222 node\n" +
			"queue ls --json' for a command); --print-host-key prints the line for known_hosts.\n\n" +
			"A fleet's brokers share one etcd cluster as their store: --store etcd://HOST:2379,…/PREFIX,\n" +
			"with --etcd-cacert, --etcd-cert and --etcd-key for TLS and --node for the node's name\n" +
			"(or the same keys in the configuration). The client certificate is required, and a\n" +
			"cluster whose members serve a client without one is refused: whoever reaches such a\n" +
			"cluster could write the fleet's policy. Each broker queues its own node's asks; rules,\n" +
			"settings and the egress list are the fleet's; every desk sees every node's asks. A broker\n" +
			"that cannot reach a quorum of the cluster answers every ask with a deny until it can.\n" +
			"See docs/fleet.md.\n\n" +
			"See 'ozdesk help protected' for the whole set-up.",
		Args: noArgs,
		RunE: func(c *cobra.Command, _ []string) error { return a.runServe(c, f) },
	}
	fl := c.Flags()
	fl.StringVar(&f.socket, "socket", "", "the socket to listen on")
	fl.StringVar(&f.store, "store", "", "the broker's store file, or a fleet's etcd cluster: etcd://HOST:2379[,HOST:2379…]/PREFIX")
	fl.StringVar(&f.etcdCA, "etcd-cacert", "", "the etcd cluster's CA certificate (PEM), for TLS")
	fl.StringVar(&f.etcdCert, "etcd-cert", "", "the broker's client certificate for etcd (PEM)")
	fl.StringVar(&f.etcdKey, "etcd-key", "", "the key of --etcd-cert (PEM)")
	fl.BoolVar(&f.etcdInsecure, insecureFlag, false, "TESTS ONLY: serve a test etcd cluster on this host's loopback without a client certificate; every account on the host can then rewrite its policy. Refused for a cluster off loopback and for a fleet's store")
	fl.StringVar(&f.node, "node", "", "this node's name in the fleet (default the host name)")
	fl.DurationVar(&f.nodeTTL, "node-ttl", store.DefaultNodeTTL, "in a fleet, how long this node may stop answering etcd before the others abandon its pending asks (whole seconds, at least 1s)")
	fl.IntVar(&f.writeBudget, "write-budget", queue.WriteBudgetBytes, "in a fleet, how many bytes one account's commands may write to etcd a minute before its commands are refused (0: no budget)")
	fl.StringVar(&f.operators, "operators", "", "the operators file")
	fl.StringVar(&f.anchor, "anchor", "", "where to write the audit trail's head, for 'ozdesk audit verify --anchor' (default audit.head beside the socket)")
	fl.BoolVar(&f.init, "init", false, "make the store (once), then exit")
	fl.BoolVar(&f.verbose, "verbose", false, "also log every request refused")
	f.ssh.add(fl)
	return c
}

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

func (a *app) runServe(c *cobra.Command, f serveFlags) error {
	f, err := a.servePaths(f)
	if err != nil {
		return err
	}
	// The broker's own files are guarded wherever they are configured (the
	// default places always are): an agent's command that writes them is
	// asked about as a change to ozdesk itself.
	guard := []string{f.socket, f.operators, f.anchor, policyFloorPath(f.anchor)}
	if c := a.configPath; c != "" {
		guard = append(guard, c)
	}
	if store.IsEtcd(f.store) {
		if err := checkNodeTTL(f.nodeTTL); err != nil {
			return withCode(exitUsage, err, "nothing was started")
		}
		if err := checkServeNode(f.node); err != nil {
			return err
		}
		if f.writeBudget < 0 {
			return withCode(exitUsage, fmt.Errorf("serve: --write-budget %d is negative: give the bytes one account may write a minute (default %d), or 0 for no budget", f.writeBudget, queue.WriteBudgetBytes), "nothing was started")
		}
		warn, err := etcdClientAuth(f)
		if err != nil {
			return withCode(exitUsage, err, "nothing was started")
		}
		if warn != "" {
			fmt.Fprintf(a.stderr, "ozdesk: warning: %s\n", warn)
		}
	}
	st, err := openBrokerStore(f)
	if err != nil {
		return withCode(exitUsage, err, "")
	}
	defer func() { _ = st.Close() }()
	if store.IsEtcd(f.store) {
		if err := etcdTrust(f, st); err != nil {
			return err
		}
		if err := checkNodeCase(st, serveNodeName(f.node)); err != nil {
			return err
		}
	}
	// The broker names operators by the accounts it authenticated.
	opts := []queue.Option{queue.WithExclusive(), queue.WithProtected(guard...), queue.WithAccounts(queue.SystemAccounts)}
	if f.node != "" {
		opts = append(opts, queue.WithNode(f.node))
	}
	opts = append(opts, queue.WithWriteBudget(f.writeBudget))
	svc := queue.New(st, opts...)
	if f.ssh.printKey {
		return f.ssh.printHostKey(a.stdout, f.localStore())
	}
	if f.init {
		made, err := svc.InitOrigin(serveUser())
		if err != nil {
			return storeFailure(err, "the store", "ozdesk serve --init")
		}
		if !made {
			return withCode(exitConflict, fmt.Errorf("the store %s exists already", cards.Escape(f.store)), "the broker uses it as it is; nothing was changed")
		}
		if store.IsEtcd(f.store) {
			if err := markTLSFleet(f, svc); err != nil {
				return err
			}
			fmt.Fprintf(a.stdout, "made the store %s (its keys in the etcd cluster, under that prefix)\n", cards.Escape(f.store))
			return nil
		}
		// what the modes are, not what they should be: a directory that
		// was there keeps its mode, which serve then refuses (rt16k #13)
		if err := privateStore(f.store); err != nil {
			fmt.Fprintf(a.stdout, "made the store %s (0600), but 'ozdesk serve' will refuse it as it stands: %s\n",
				cards.Escape(f.store), cards.Escape(strings.TrimPrefix(err.Error(), "the broker's store: ")))
			return nil
		}
		fmt.Fprintf(a.stdout, "made the store %s (0600, directory 0700)\n", cards.Escape(f.store))
		return nil
	}
	if err := checkStoreMade(f, st); err != nil {
		return err
	}
	if err := markTLSFleet(f, svc); err != nil {
		return err
	}
	ops, err := broker.ReadOperators(f.operators)
	if err != nil {
		return withCode(exitUsage, err, "fix the file and start again; nothing was loaded")
	}
	if !store.IsEtcd(f.store) {
		if err := privateStore(f.store); err != nil {
			return withCode(exitStore, err, "")
		}
	}
	level := slog.LevelInfo
	if f.verbose {
		level = slog.LevelDebug
	}
	log := slog.New(slog.NewTextHandler(a.stderr, &slog.HandlerOptions{Level: level}))
	// SIGINT and SIGTERM end the broker cleanly from the moment its socket
	// is there: a signal that came between the socket and the checks
	// below killed it, leaving the socket behind.
	ctx, stop := signal.NotifyContext(c.Context(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	// The socket first: a second broker is told another one serves there,
	// before it waits on the store the first one holds.
	ln, err := broker.Listen(f.socket)
	if err != nil {
		return withCode(exitStore, err, "")
	}
	// In a fleet, a node name a live broker holds is refused before this
	// broker sweeps anything: it would abandon the other one's asks. A
	// lease left by a broker that died lapses within the node TTL.
	if err := st.WaitNodeFree(svc.Node(), st.NodeTTL()+time.Second); err != nil {
		ln.Close()
		if errors.Is(err, store.ErrNodeHeld) {
			return withCode(exitConflict, err, "nothing was swept or changed")
		}
		return storeFailure(err, "the node's lease", "ozdesk serve")
	}
	// The store must be the one the anchor names: one replaced (or its
	// trail cut) while no broker ran is refused before it serves.
	if err := checkServeAnchor(svc, f.anchor); err != nil {
		ln.Close()
		return err
	}
	// The settings and egress entries this broker believed before its
	// restart: a store whose records and index were put back to older
	// ones meanwhile is not believed (fx12b).
	floorPath := policyFloorPath(f.anchor)
	floor, err := queue.ReadPolicyFloor(floorPath)
	if err != nil {
		ln.Close()
		return withCode(exitStore, err, "the broker keeps the settings and egress entries it believed in "+cards.Escape(floorPath)+"; fix or remove it; nothing was served")
	}
	svc.RaisePolicyFloor(floor)
	srvOpts := []broker.ServerOption{broker.WithLogger(log), broker.WithAnchor(anchorer(svc, f.anchor, floorPath, floor, log))}
	if check := etcdRecheck(f); check != nil {
		srvOpts = append(srvOpts, broker.WithTrustCheck(check, broker.TrustEvery))
	}
	srv, err := broker.NewServer(svc, f.store, ops, srvOpts...)
	if err != nil {
		ln.Close()
		return withCode(exitStore, err, "")
	}
	desk, err := f.ssh.server(srv, ops, f.localStore(), log)
	if err != nil {
		ln.Close()
		return err
	}
	fmt.Fprintf(a.stderr, "ozdesk: serving %s on %s as %s, node %s\n", cards.Escape(f.store), cards.Escape(f.socket), cards.Escape(serveUser()), cards.Escape(svc.Node()))
	if store.IsEtcd(f.store) {
		budget := fmt.Sprintf("%d bytes a minute per account", f.writeBudget)
		if f.writeBudget == 0 {
			budget = "off (--write-budget 0)"
		}
		fmt.Fprintf(a.stderr, "ozdesk: write budget %s\n", budget)
	}
	return serveBoth(ctx, srv, ln, desk, f.ssh.addr, a.stderr)
}

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

// minNodeTTL is the shortest node TTL: etcd counts a lease's in whole
// seconds.
const minNodeTTL = time.Second

// checkNodeTTL refuses a node TTL etcd cannot keep as given: under
// [minNodeTTL] (0 and negative included), or not whole seconds (etcd
// would round it, and the node's asks be abandoned later than the
// operator said).
func checkNodeTTL(d time.Duration) error {
	switch {
	case d < minNodeTTL:
		return fmt.Errorf("serve: --node-ttl %s is under the minimum, %s: a node lease lasts whole seconds, at least one; give 1s or more (default %s)", d, minNodeTTL, store.DefaultNodeTTL)
	case d%time.Second != 0:
		return fmt.Errorf("serve: --node-ttl %s is not whole seconds: etcd keeps a lease in whole seconds; give %s or %s", d, d.Truncate(time.Second), d.Truncate(time.Second)+time.Second)
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

// policyFloorPath is where a broker keeps its [queue.PolicyFloor]: beside
// its audit anchor.
func policyFloorPath(anchor string) string {
	return filepath.Join(filepath.Dir(anchor), "policy.floor")
}

// anchorer writes the audit trail's head to path, where no agent can
// write (and which the store's loss or replacement does not touch), and
// logs it when it moved, for the journal to keep a second copy.
//
// It also keeps, at floorPath, the last settings and egress entries the
// broker believed (from floor, as read when it started): see
// [queue.PolicyFloor].
func anchorer(svc *queue.Service, path, floorPath string, floor queue.PolicyFloor, log *slog.Logger) func() error {
	var last uint64
	return func() error {
		h, err := svc.AnchorHead(path)
		if err != nil {
			return err
		}
		if floor, err = svc.KeepPolicyFloor(floorPath, floor); err != nil {
			return err
		}
		if h.Seq != last {
			last = h.Seq
			log.Info("audit head", "anchor", queue.FormatAnchor(h), "file", path)
		}
		return nil
	}
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

// serveUser names the broker's account, for the audit trail.
func serveUser() string {
	if u, err := user.Current(); err == nil {
		return u.Username
	}
	return fmt.Sprintf("uid:%d", os.Getuid())
}
