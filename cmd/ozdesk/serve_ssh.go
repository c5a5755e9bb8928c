//go:build !ozdesk_adapters

package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"path/filepath"
	"sync"
	"time"

	"github.com/spf13/pflag"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue/broker"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui"
	"ozdesk.dev/ozdesk/tui/sshdesk"
)

// sshFlags are serve's flags for the desk over SSH.
type sshFlags struct {
	addr, hostKey string
	idle, undo    time.Duration
	printKey      bool
}

func (f *sshFlags) add(fl *pflag.FlagSet) {
	fl.StringVar(&f.addr, "ssh", "", "also serve the desk over SSH on this address (e.g. :2222); operators log in with the keys the operators file names")
	fl.StringVar(&f.hostKey, "ssh-host-key", "", "the SSH host key, made once (0600) if missing (default "+sshdesk.HostKeyName+" beside the store; in a fleet, beside the audit anchor)")
	fl.DurationVar(&f.idle, "ssh-idle", sshdesk.DefaultIdleTimeout, "close an SSH desk no key was pressed at for this long (0: never)")
	fl.DurationVar(&f.undo, "undo", tui.DefaultUndo, "how long a decision made at an SSH desk waits before it reaches the queue, while u takes it back (0: at once)")
	fl.BoolVar(&f.printKey, "print-host-key", false, "print the known_hosts line of the SSH host key (made if missing), then exit")
}

// hostKeyPath is the host key's file: the flag's, else beside the store,
// in the broker's state directory.
func (f *sshFlags) hostKeyPath(storePath string) string {
	if f.hostKey != "" {
		return f.hostKey
	}
	return filepath.Join(filepath.Dir(storePath), sshdesk.HostKeyName)
}

// printHostKey prints the line operators add to known_hosts.
func (f *sshFlags) printHostKey(w io.Writer, storePath string) error {
	key, err := sshdesk.HostKey(f.hostKeyPath(storePath))
	if err != nil {
		return withCode(exitStore, err, "")
	}
	addr := f.addr
	if addr == "" {
		addr = ":2222"
	}
	fmt.Fprintln(w, sshdesk.KnownHostsLine(addr, key.PublicKey()))
	return nil
}

// server makes the SSH desk, when --ssh asks for it (else nil).
func (f *sshFlags) server(srv *broker.Server, ops *broker.Operators, storePath string, log *slog.Logger) (*sshdesk.Server, error) {
	if f.addr == "" {
		return nil, nil
	}
	path := f.hostKeyPath(storePath)
	key, err := sshdesk.HostKey(path)
	if err != nil {
		return nil, withCode(exitStore, err, "")
	}
	log.Info("SSH host key", "file", path)
	idle := f.idle
	if idle == 0 {
		idle = -1
	}
	undo, err := undoWindow(f.undo)
	if err != nil {
		return nil, err
	}
	desk, err := sshdesk.New(sshdesk.Config{Broker: srv, Operators: ops, HostKey: key, Script: runSSH, IdleTimeout: idle, Undo: undo, Log: log})
	if err != nil {
		return nil, withCode(exitUsage, err, "")
	}
	return desk, nil
}

// serveBoth serves the broker's socket and, when there is one, the SSH
// desk, until ctx is done or either fails (which stops both).
func serveBoth(ctx context.Context, srv *broker.Server, ln *net.UnixListener, desk *sshdesk.Server, addr string, stderr io.Writer) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var sshLn net.Listener
	if desk != nil {
		var err error
		if sshLn, err = net.Listen("tcp", addr); err != nil {
			ln.Close()
			return withCode(exitStore, fmt.Errorf("listen for SSH on %s: %w", cards.Escape(addr), err), "")
		}
		fmt.Fprintf(stderr, "ozdesk: serving the desk over SSH on %s\n", cards.Escape(sshLn.Addr().String()))
	}
	var (
		wg      sync.WaitGroup
		sockErr error
		sshErr  error
	)
	wg.Go(func() { defer cancel(); sockErr = srv.Serve(ctx, ln) })
	if desk != nil {
		wg.Go(func() { defer cancel(); sshErr = desk.Serve(ctx, sshLn) })
	}
	wg.Wait()
	for _, err := range []error{sockErr, sshErr} {
		if errors.Is(err, store.ErrNodeLost) {
			return withCode(exitConflict, err, "")
		}
		if err != nil {
			return withCode(exitStore, err, "")
		}
	}
	return nil
}
