//go:build !ozdesk_adapters

package main

import (
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"os/user"
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
	// The name is taken before this broker says it serves: a broker
	// paused past its lease that resumes then finds it taken, and stops,
	// rather than take it again beside this one (rt15f #8; in CI this one
	// served before its sweep loop took the lease, and the resumed one
	// took the name back in between).
	if err := svc.KeepNode(); err != nil {
		ln.Close()
		if errors.Is(err, store.ErrNodeLost) {
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

// serveUser names the broker's account, for the audit trail.
func serveUser() string {
	if u, err := user.Current(); err == nil {
		return u.Username
	}
	return fmt.Sprintf("uid:%d", os.Getuid())
}
