// Command member runs one member of an etcdtest cluster in a process of
// its own, built without the race detector even when the tests are:
// package etcdtest starts it, one process per member, so that etcd's own
// work is not slowed by the detector the test process runs under.
//
// It starts an embedded etcd server as its flags say, prints "ready
// MEMBERID" (hexadecimal) on its standard output once the server serves
// (it has joined a cluster with a leader), and runs until it is sent
// SIGTERM or SIGINT (it closes the server, handing leadership on when it
// leads, and exits 0), or its standard input ends (the test process is
// gone: it exits at once). When the server cannot start, it says why on
// its standard error and exits 1. It is for tests only.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/signal"
	"syscall"
	"time"

	"go.etcd.io/etcd/client/pkg/v3/transport"
	"go.etcd.io/etcd/server/v3/embed"
)

// readyWait bounds how long the member may take to join a cluster with a
// leader.
const readyWait = 20 * time.Second

// options are the member's flags.
type options struct {
	name, dir, client, peer, cluster, state, token string
	tickMs, electionMs                             uint
	maxTxnOps                                      uint
	cert, key, ca                                  string
}

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintf(os.Stderr, "member: %v\n", err)
		os.Exit(1)
	}
}

// run parses args, starts the server and serves until told to stop.
func run(args []string) error {
	o, err := parse(args)
	if err != nil {
		return err
	}
	cfg, err := o.config()
	if err != nil {
		return err
	}
	// Asked for before the server starts, so that a SIGTERM sent while it
	// starts is not the default's death without a close.
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGTERM, syscall.SIGINT)
	e, err := embed.StartEtcd(cfg)
	if err != nil {
		return fmt.Errorf("start %s: %w", o.name, err)
	}
	defer e.Close()
	select {
	case <-e.Server.ReadyNotify():
	case <-time.After(readyWait):
		return fmt.Errorf("member %s: no leader within %s", o.name, readyWait)
	case err := <-e.Err():
		return fmt.Errorf("member %s: %w", o.name, err)
	case <-stop:
		return nil
	}
	if _, err := fmt.Printf("ready %x\n", uint64(e.Server.MemberID())); err != nil {
		return fmt.Errorf("say ready: %w", err)
	}
	gone := make(chan struct{})
	go func() {
		_, _ = io.Copy(io.Discard, os.Stdin)
		close(gone)
	}()
	select {
	case <-stop:
		return nil // the deferred Close hands on leadership
	case <-gone:
		os.Exit(2) // the test process died: nothing waits for a close
	case err := <-e.Err():
		return fmt.Errorf("member %s: %w", o.name, err)
	}
	return nil
}

// parse reads the member's flags.
func parse(args []string) (options, error) {
	var o options
	fs := flag.NewFlagSet("member", flag.ContinueOnError)
	fs.StringVar(&o.name, "name", "", "member name")
	fs.StringVar(&o.dir, "data-dir", "", "data directory")
	fs.StringVar(&o.client, "client-url", "", "client URL (listened on and advertised)")
	fs.StringVar(&o.peer, "peer-url", "", "peer URL (listened on and advertised)")
	fs.StringVar(&o.cluster, "initial-cluster", "", "NAME=PEERURL,…")
	fs.StringVar(&o.state, "initial-cluster-state", "new", "new or existing")
	fs.StringVar(&o.token, "initial-cluster-token", "", "cluster token")
	fs.UintVar(&o.tickMs, "heartbeat-interval", 20, "heartbeat interval (ms)")
	fs.UintVar(&o.electionMs, "election-timeout", 200, "election timeout (ms)")
	fs.UintVar(&o.maxTxnOps, "max-txn-ops", 128, "most operations in one transaction")
	fs.StringVar(&o.cert, "cert-file", "", "server certificate (TLS to the clients)")
	fs.StringVar(&o.key, "key-file", "", "server key")
	fs.StringVar(&o.ca, "trusted-ca-file", "", "CA the clients' certificates must be signed by (asks clients for one)")
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		return o, fmt.Errorf("flags: %w", err)
	}
	if o.name == "" || o.dir == "" || o.client == "" || o.peer == "" || o.cluster == "" {
		return o, errors.New("flags: -name, -data-dir, -client-url, -peer-url and -initial-cluster are needed")
	}
	return o, nil
}

// config is the embedded server's configuration for o.
func (o options) config() (*embed.Config, error) {
	client, err := url.Parse(o.client)
	if err != nil {
		return nil, fmt.Errorf("client URL: %w", err)
	}
	peer, err := url.Parse(o.peer)
	if err != nil {
		return nil, fmt.Errorf("peer URL: %w", err)
	}
	cfg := embed.NewConfig()
	cfg.Name, cfg.Dir = o.name, o.dir
	cfg.ListenClientUrls, cfg.AdvertiseClientUrls = []url.URL{*client}, []url.URL{*client}
	cfg.ListenPeerUrls, cfg.AdvertisePeerUrls = []url.URL{*peer}, []url.URL{*peer}
	cfg.InitialCluster, cfg.ClusterState = o.cluster, o.state
	cfg.InitialClusterToken = o.token
	cfg.TickMs, cfg.ElectionMs = o.tickMs, o.electionMs
	cfg.MaxTxnOps = o.maxTxnOps
	cfg.LogLevel, cfg.LogOutputs = "warn", []string{"stderr"}
	if o.cert != "" {
		cfg.ClientTLSInfo = transport.TLSInfo{CertFile: o.cert, KeyFile: o.key,
			TrustedCAFile: o.ca, ClientCertAuth: o.ca != ""}
	}
	return cfg, nil
}
