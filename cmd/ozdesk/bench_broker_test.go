package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/broker"
	"ozdesk.dev/ozdesk/store"
)

// benchBroker serves a broker in this process on a fresh store until the
// benchmark ends, and returns a configuration naming its socket.
func benchBroker(b testing.TB) string {
	b.Helper()
	dir := b.TempDir()
	db := filepath.Join(dir, "state", "desk.db")
	svc := queue.New(store.New(db), queue.WithExclusive())
	if _, err := svc.Init(); err != nil {
		b.Fatal(err)
	}
	srv, err := broker.NewServer(svc, db, nil)
	if err != nil {
		b.Fatal(err)
	}
	sock := filepath.Join(dir, "ozdesk.sock")
	ln, err := broker.Listen(sock)
	if err != nil {
		b.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { _ = srv.Serve(ctx, ln); close(done) }()
	b.Cleanup(func() { cancel(); <-done })
	config := filepath.Join(dir, "config.yaml")
	if err := os.WriteFile(config, fmt.Appendf(nil, "socket: %s\n", sock), 0o644); err != nil {
		b.Fatal(err)
	}
	return config
}

// containsAllow reports whether a hook's answer allows.
func containsAllow(out string) bool {
	return strings.Contains(out, `"permissionDecision":"allow"`)
}
