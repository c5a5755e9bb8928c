//go:build !ozdesk_adapters

package main

import (
	"context"
	"errors"
	"net"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestServeEtcdNoStore (rt20g #10): 'serve' without --init on an etcd
// prefix that holds no store (a typo'd prefix, or one whose keys were
// deleted), with no anchor file, served, and the first agent request made
// a fresh store there: the default policy, fallback allow, four eyes off.
// Now it refuses to start (exit 4, naming 'serve --init'), and nothing is
// made.
func TestServeEtcdNoStore(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 1)
	if r := runServe(t, c.Address("gone"), "--etcd-insecure-for-tests", "--init"); r.code != 0 {
		t.Fatalf("serve --init: exit %d\n%s", r.code, r.out)
	}
	cli, err := clientv3.New(clientv3.Config{Endpoints: c.Endpoints(), DialTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer cli.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := cli.Delete(ctx, "gone/", clientv3.WithPrefix()); err != nil {
		t.Fatal(err)
	}
	if storeMade(t, c.Address("gone")) {
		t.Fatal("the store's keys were deleted, yet a store is there")
	}
	for _, prefix := range []string{"typo", "gone"} {
		code, out := serveRefused(t, c.Address(prefix))
		if code != exitStore || !strings.Contains(out, "no store at") || !strings.Contains(out, "serve --init") {
			t.Errorf("serve on the prefix %q with no store: exit %d, want %d naming 'serve --init'\n%s", prefix, code, exitStore, out)
		}
		if storeMade(t, c.Address(prefix)) {
			t.Errorf("serve on the prefix %q made a store", prefix)
		}
	}
}

// serveRefused runs 'ozdesk serve' (no --init) on addr and returns its exit
// code and output; a broker that listens instead is asked once as an agent
// would (which made the store, when there was none), then stopped, and the
// test fails.
func serveRefused(t *testing.T, addr string) (int, string) {
	t.Helper()
	bin := buildTool(t, ".", "ozdesk")
	dir := t.TempDir()
	sock := dir + "/s.sock"
	ops := dir + "/operators.yaml"
	if err := os.WriteFile(ops, []byte("operators:\n  - {user: "+serveUser()+", role: admin}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out lockedBuffer
	cmd := exec.Command(bin, "serve", "--store", addr, "--socket", sock, "--operators", ops,
		"--anchor", dir+"/audit.head", "--etcd-insecure-for-tests")
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	deadline := time.After(time.Minute)
	for {
		select {
		case err := <-done:
			var ee *exec.ExitError
			if err != nil && !errors.As(err, &ee) {
				t.Fatal(err)
			}
			return cmd.ProcessState.ExitCode(), out.String()
		case <-deadline:
			_ = cmd.Process.Kill()
			<-done
			t.Fatalf("serve on %s neither served nor ended within a minute:\n%s", addr, out.String())
		case <-time.After(50 * time.Millisecond):
		}
		if conn, err := net.Dial("unix", sock); err == nil {
			conn.Close()
			cfg := dir + "/config.yaml"
			if err := os.WriteFile(cfg, []byte("socket: "+sock+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			ask := exec.Command(bin, "--config", cfg, "ask", "--", "frobnicate", "--typo")
			aout, _ := ask.CombinedOutput()
			_ = cmd.Process.Kill()
			<-done
			t.Errorf("serve on %s served; an agent's ask there: %s", addr, aout)
			return 0, out.String()
		}
	}
}
