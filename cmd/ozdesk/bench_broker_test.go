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

// The whole-process cost of the hook in each mode, against its floor:
//
//	go test ./cmd/ozdesk -run '^$' -bench 'HookModes' -benchtime 200x
//
// protected: `ozdesk hook claude-code` asking a broker (in this process,
// on a real socket and store) against /floor, a bare Go program that
// reads the same JSON and answers; the client makes one socket round
// trip. direct: the hook on a store file against /floordirect, a bare Go
// program that reads the JSON, parses the command with mvdan/sh and makes
// one durable bbolt write. Protected mode's configuration must be root's,
// so the protected half needs root (CI runs as root).
func BenchmarkHookModes(b *testing.B) {
	oz := buildTool(b, ".", "ozdesk")
	floor := buildTool(b, "./testdata/floor", "floor")
	floorDirect := buildTool(b, "./testdata/floordirect", "floordirect")
	env := benchStore(b, oz)
	b.Run("direct", func(b *testing.B) {
		for b.Loop() {
			if r := runProc(oz, env, benchHookInput, "hook", "claude-code"); r.code != 0 || len(r.stdout) == 0 {
				b.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
			}
		}
	})
	b.Run("floordirect", func(b *testing.B) {
		db := filepath.Join(b.TempDir(), "floor.db")
		for b.Loop() {
			if r := runProc(floorDirect, nil, benchHookInput, db); r.code != 0 || len(r.stdout) == 0 {
				b.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
			}
		}
	})
	b.Run("protected", func(b *testing.B) {
		if os.Getuid() != 0 {
			b.Skip("protected mode's configuration must be root's: run as root")
		}
		config := benchBroker(b)
		for b.Loop() {
			r := runProc(oz, nil, benchHookInput, "--config", config, "hook", "claude-code")
			if r.code != 0 || !containsAllow(r.stdout) {
				b.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
			}
		}
	})
	b.Run("floor", func(b *testing.B) {
		for b.Loop() {
			if r := runProc(floor, nil, benchHookInput); r.code != 0 || len(r.stdout) == 0 {
				b.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
			}
		}
	})
}

// benchBroker serves a broker in this process on a fresh store until the
// benchmark ends, and returns a configuration naming its socket.
func benchBroker(b *testing.B) string {
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
