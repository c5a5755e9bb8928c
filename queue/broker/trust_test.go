//go:build !ozdesk_adapters

package broker

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// switchProxy forwards each new connection on a loopback port to where
// it currently points: a member restarted with other settings at the
// same address, as the connections made after it see it (those made
// before go on to where they went).
type switchProxy struct {
	ln   net.Listener
	to   atomic.Value // string
	wg   sync.WaitGroup
	addr string
}

func startSwitchProxy(t *testing.T, to string) *switchProxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &switchProxy{ln: ln, addr: ln.Addr().String()}
	p.to.Store(to)
	p.wg.Go(func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go p.forward(c)
		}
	})
	t.Cleanup(func() { ln.Close(); p.wg.Wait() })
	return p
}

func (p *switchProxy) forward(c net.Conn) {
	defer c.Close()
	up, err := net.Dial("tcp", p.to.Load().(string))
	if err != nil {
		return
	}
	defer up.Close()
	done := make(chan struct{}, 2)
	go func() { _, _ = io.Copy(up, c); done <- struct{}{} }()
	go func() { _, _ = io.Copy(c, up); done <- struct{}{} }()
	<-done
}

// TestFleetClusterOpenedWhileServing: a fleet's broker checks its
// cluster again while it serves (WithTrustCheck, the real probes of
// cmd/ozdesk's serve): once the member at the store's address lets a
// client in without a certificate (here: a cluster run without
// --client-cert-auth put at that address), every request is refused,
// an agent's evaluation and a desk's read alike, saying why and what
// to do; and it stays refused once the member asks for certificates
// again, until the broker is restarted (whatever a stranger wrote
// meanwhile reads as the fleet's). Without the check (fleet12c: the
// probe ran only as the broker started) the broker went on serving.
func TestFleetClusterOpenedWhileServing(t *testing.T) {
	closed, open := etcdtest.StartTLS(t, 1), etcdtest.StartTLSOpen(t, 1)
	px := startSwitchProxy(t, closed.Endpoints()[0])
	cfg, err := store.ParseEtcdAddress("etcd://" + px.addr + "/trust")
	if err != nil {
		t.Fatal(err)
	}
	if cfg.TLS, err = store.EtcdTLS(closed.TLS.CA, closed.TLS.ClientCert, closed.TLS.ClientKey); err != nil {
		t.Fatal(err)
	}
	st, err := store.OpenEtcd(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	svc := queue.New(st, queue.WithNode("n0"), queue.WithHome(t.TempDir()))
	if _, err := svc.InitOrigin("test"); err != nil {
		t.Fatal(err)
	}
	var checks atomic.Int32
	check := func() error {
		checks.Add(1)
		if err := store.CheckEtcdClientAuth(cfg.Endpoints, time.Second); err != nil {
			return err
		}
		return store.CheckEtcdServerCA(cfg.Endpoints, cfg.TLS, time.Second)
	}
	srv, err := NewServer(svc, "etcd://"+px.addr+"/trust", operatorsFor(t, RoleViewer), WithTrustCheck(check, 100*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	sock := filepath.Join(socketDir(t), "s")
	ln, err := Listen(sock)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, ln) }()
	t.Cleanup(func() { cancel(); <-done })
	cl := NewClient(sock)

	// The agent's evaluation: nil when allowed, else why it was not
	// (the client fails closed, with the broker's refusal).
	evaluate := func() error {
		ans, err := cl.Evaluate(queue.Request{Command: "ls", Agent: "bot"})
		switch {
		case err != nil:
			return err
		case ans.Unavailable != nil:
			return ans.Unavailable
		case ans.Outcome != patterns.Allow:
			return fmt.Errorf("ls answered %s: %s", ans.Outcome, ans.Reason)
		}
		return nil
	}
	// Checked a few times, and trusted.
	eventually(t, "three checks of the closed cluster", func() bool { return checks.Load() >= 3 })
	if err := evaluate(); err != nil {
		t.Fatalf("ls on the closed cluster: %v", err)
	}
	// The member at the address now lets strangers in.
	px.to.Store(open.Endpoints()[0])
	eventually(t, "the broker refuses once the cluster is open", func() bool { return evaluate() != nil })
	err = evaluate()
	if !errors.Is(err, ErrStoreGone) {
		t.Errorf("ls on the opened cluster: %v, want ErrStoreGone", err)
	}
	for _, want := range []string{"serves clients without a certificate", px.addr, "--client-cert-auth", "restart the broker"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("the refusal does not say %q: %v", want, err)
		}
	}
	if _, err := cl.Rules(); !errors.Is(err, ErrStoreGone) {
		t.Errorf("a desk's read on the opened cluster: %v, want ErrStoreGone", err)
	}
	// Closed again: still refused, until the broker starts again.
	px.to.Store(closed.Endpoints()[0])
	n := checks.Load()
	time.Sleep(500 * time.Millisecond)
	if err := evaluate(); !errors.Is(err, ErrStoreGone) {
		t.Errorf("ls once the cluster is closed again: %v, want it still refused", err)
	}
	if checks.Load() != n {
		t.Errorf("the broker went on checking a cluster it refuses (%d checks, then %d)", n, checks.Load())
	}
}
