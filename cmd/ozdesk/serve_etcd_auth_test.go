//go:build !ozdesk_adapters

package main

import (
	"context"
	"errors"
	"os/exec"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/store"
)

// TestServeEtcdClientAuth: a broker refuses an etcd cluster reached
// without a client certificate, on loopback too (every account on the
// host reaches a loopback port: an agent could write the fleet's policy,
// or run a broker of its own on the cluster); --etcd-insecure-for-tests
// serves a test cluster on loopback only, with a warning; with a
// certificate, it says nothing here (the cluster is probed once
// dialled: TestServeEtcdProbe).
func TestServeEtcdClientAuth(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name     string
		f        serveFlags
		refused  string // what the refusal says; "" when it serves
		warnWith string
	}{
		{name: "off loopback, no cert", f: serveFlags{store: "etcd://10.0.0.1:2379,10.0.0.2:2379/ozdesk"}, refused: "--etcd-cert and --etcd-key"},
		{name: "loopback and one other, no cert", f: serveFlags{store: "etcd://127.0.0.1:2379,etcd1:2379/ozdesk"}, refused: "--client-cert-auth"},
		{name: "cert without key", f: serveFlags{store: "etcd://10.0.0.1:2379/ozdesk", etcdCert: "c.pem"}, refused: "--etcd-cert and --etcd-key"},
		{name: "loopback only, no cert", f: serveFlags{store: "etcd://127.0.0.1:2379,[::1]:2379,localhost:2379/ozdesk"}, refused: "on loopback too"},
		{name: "insecure, loopback", f: serveFlags{store: "etcd://127.0.0.1:2379/ozdesk", etcdInsecure: true}, warnWith: "--etcd-insecure-for-tests"},
		{name: "insecure, off loopback", f: serveFlags{store: "etcd://10.0.0.1:2379/ozdesk", etcdInsecure: true}, refused: "only a test cluster on this host's loopback"},
		{name: "insecure, loopback and one other", f: serveFlags{store: "etcd://127.0.0.1:2379,etcd1:2379/ozdesk", etcdInsecure: true}, refused: "other nodes' brokers"},
		{name: "insecure with a cert", f: serveFlags{store: "etcd://127.0.0.1:2379/ozdesk", etcdInsecure: true, etcdCert: "c.pem", etcdKey: "k.pem"}, refused: "drop one of them"},
		{name: "client cert", f: serveFlags{store: "etcd://10.0.0.1:2379/ozdesk", etcdCert: "c.pem", etcdKey: "k.pem"}},
	}
	for _, tc := range cases {
		warn, err := etcdClientAuth(tc.f)
		if (err != nil) != (tc.refused != "") {
			t.Errorf("%s: refused %v, want %v (%v)", tc.name, err != nil, tc.refused != "", err)
		}
		if err != nil && !strings.Contains(err.Error(), tc.refused) {
			t.Errorf("%s: the error says not %q: %v", tc.name, tc.refused, err)
		}
		if tc.warnWith == "" && warn != "" || !strings.Contains(warn, tc.warnWith) {
			t.Errorf("%s: warning %q, want one with %q", tc.name, warn, tc.warnWith)
		}
	}

	// The real binary: refused before it reads or dials anything.
	r := runServe(t, "etcd://10.0.0.1:2379/ozdesk")
	if r.code != exitUsage || !strings.Contains(r.out, "without a client certificate") {
		t.Fatalf("serve on a plaintext cluster off loopback: exit %d\n%s", r.code, r.out)
	}
}

// TestServeEtcdProbe runs the real broker on real clusters on loopback:
// it refuses one it would reach without a client certificate (it
// served it before, with a warning), and one that answers a stranger
// although the broker has a certificate (a cluster run without
// --client-cert-auth: every agent on the host could write it), saying
// what to do and writing nothing; it serves one that asks for
// certificates, and marks it, so that --etcd-insecure-for-tests then
// refuses that store even once the cluster lets strangers in. An etcd
// that asks for certificates but is not the fleet CA's is not served.
func TestServeEtcdProbe(t *testing.T) {
	t.Parallel()
	plain, open, closed := etcdtest.Start(t, 1), etcdtest.StartTLSOpen(t, 1), etcdtest.StartTLS(t, 1)

	// Without a certificate, on loopback: refused, nothing made.
	r := runServe(t, plain.Address("plain"), "--init")
	if r.code != exitUsage || !strings.Contains(r.out, "without a client certificate") || !strings.Contains(r.out, "--etcd-insecure-for-tests") {
		t.Errorf("serve --init on a plain cluster on loopback without a certificate: exit %d, want %d naming the fix\n%s", r.code, exitUsage, r.out)
	}
	if made := storeMade(t, plain.Address("plain")); made {
		t.Errorf("the refused broker made the store")
	}

	// With a certificate, on a cluster that lets strangers in: refused.
	tlsFlags := []string{"--etcd-cacert", open.TLS.CA, "--etcd-cert", open.TLS.ClientCert, "--etcd-key", open.TLS.ClientKey}
	r = runServe(t, open.Address("open"), append(tlsFlags, "--init")...)
	if r.code != exitUsage || !strings.Contains(r.out, "serves clients without a certificate") || !strings.Contains(r.out, "--client-cert-auth") {
		t.Errorf("serve --init on a cluster without client-cert-auth: exit %d, want %d naming the fix\n%s", r.code, exitUsage, r.out)
	}

	// A cluster that asks for certificates: served, and marked.
	tlsFlags = []string{"--etcd-cacert", closed.TLS.CA, "--etcd-cert", closed.TLS.ClientCert, "--etcd-key", closed.TLS.ClientKey}
	if r = runServe(t, closed.Address("fleet"), append(tlsFlags, "--init")...); r.code != 0 || strings.Contains(r.out, "warning") {
		t.Fatalf("serve --init on a cluster with client-cert-auth: exit %d\n%s", r.code, r.out)
	}
	cfg, _ := store.ParseEtcdAddress(closed.Address("fleet"))
	if cfg.TLS, _ = store.EtcdTLS(closed.TLS.CA, closed.TLS.ClientCert, closed.TLS.ClientKey); cfg.TLS == nil {
		t.Fatal("no TLS")
	}
	if since := clientAuthMark(t, cfg); since == "" {
		t.Errorf("the fleet's store is not marked as served with client certificates")
	}

	// An etcd of someone else's on the fleet's address (an agent's, on
	// the port while the fleet's is down), which asks for certificates
	// as the fleet's does: its certificate is not the fleet CA's, so the
	// broker does not talk to it, and fails closed.
	squat := etcdtest.StartTLS(t, 1)
	r = runServe(t, squat.Address("fleet"), append(tlsFlags, "--init")...)
	if r.code != exitStore || strings.Contains(r.out, "made the store") {
		t.Errorf("serve --init on another CA's cluster: exit %d, want %d\n%s", r.code, exitStore, r.out)
	}
	// It says why, and what to do (fleet12c: "etcd unreachable ...
	// context deadline exceeded").
	for _, want := range []string{"not from the expected CA", "did not sign", "--etcd-cacert", "nothing was started"} {
		if !strings.Contains(r.out, want) {
			t.Errorf("serve --init on another CA's cluster does not say %q:\n%s", want, r.out)
		}
	}
	if strings.Contains(r.out, "deadline exceeded") {
		t.Errorf("serve --init on another CA's cluster says its requests timed out:\n%s", r.out)
	}
	t.Logf("serve --init on another CA's cluster: exit %d: %s", r.code, r.out)

	// The test flag serves a test cluster on loopback, warning...
	r = runServe(t, plain.Address("test"), "--etcd-insecure-for-tests", "--init")
	if r.code != 0 || !strings.Contains(r.out, "warning: --etcd-insecure-for-tests") {
		t.Errorf("serve --init --etcd-insecure-for-tests on a test cluster: exit %d\n%s", r.code, r.out)
	}
	// ...but not a store a fleet's brokers served with certificates: here
	// the plain cluster's store "fleet", marked as such (as if the
	// cluster had been run with certificates and then without).
	pcfg, _ := store.ParseEtcdAddress(plain.Address("fleet"))
	st, err := store.OpenEtcd(pcfg)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if err := st.MarkClientAuth(time.Now()); err != nil {
		t.Fatal(err)
	}
	r = runServe(t, plain.Address("fleet"), "--etcd-insecure-for-tests", "--init")
	if r.code != exitUsage || !strings.Contains(r.out, "whose brokers reach it with client certificates") {
		t.Errorf("serve --etcd-insecure-for-tests on a fleet's store: exit %d, want %d\n%s", r.code, exitUsage, r.out)
	}
}

// TestServeNodeTTL: --node-ttl is whole seconds, at least one; anything
// else is refused, naming the minimum, before anything is dialled (a
// TTL of 1.5 s or 0 was taken before, rounded or defaulted).
func TestServeNodeTTL(t *testing.T) {
	t.Parallel()
	cases := []struct {
		ttl  time.Duration
		says string // "" when taken
	}{
		{500 * time.Millisecond, "under the minimum, 1s"},
		{0, "under the minimum, 1s"},
		{-time.Second, "under the minimum, 1s"},
		{1500 * time.Millisecond, "not whole seconds"},
		{time.Second, ""},
		{10 * time.Second, ""},
	}
	for _, tc := range cases {
		err := checkNodeTTL(tc.ttl)
		if (err != nil) != (tc.says != "") || err != nil && !strings.Contains(err.Error(), tc.says) {
			t.Errorf("--node-ttl %s: %v, want an error saying %q", tc.ttl, err, tc.says)
		}
	}
	c := etcdtest.Start(t, 1)
	for ttl, shown := range map[string]string{"500ms": "500ms", "0s": "0s", "1500ms": "1.5s"} {
		r := runServe(t, c.Address("ttl"), "--etcd-insecure-for-tests", "--init", "--node-ttl", ttl)
		if r.code != exitUsage || !strings.Contains(r.out, "--node-ttl "+shown) || !strings.Contains(r.out, "1s") {
			t.Errorf("serve --node-ttl %s: exit %d, want %d naming the TTL\n%s", ttl, r.code, exitUsage, r.out)
		}
	}
	if storeMade(t, c.Address("ttl")) {
		t.Errorf("a broker refused for its TTL made the store")
	}
}

// serveRun is how a run of 'ozdesk serve' ended.
type serveRun struct {
	code int
	out  string
}

// runServe runs the real 'ozdesk serve' on store with args, in a
// directory of its own, and waits at most a minute for it to end.
func runServe(t *testing.T, storeAddr string, args ...string) serveRun {
	t.Helper()
	bin := buildTool(t, ".", "ozdesk")
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, append([]string{"serve", "--store", storeAddr, "--socket", dir + "/s.sock",
		"--operators", dir + "/none.yaml", "--anchor", dir + "/audit.head"}, args...)...)
	out, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return serveRun{0, string(out)}
	case ctx.Err() != nil:
		t.Fatalf("serve %s %v did not end within a minute (it served):\n%s", storeAddr, args, out)
	case !errors.As(err, &ee):
		t.Fatal(err)
	}
	return serveRun{ee.ExitCode(), string(out)}
}

// storeMade reports whether a store was made at a plain cluster's address.
func storeMade(t *testing.T, addr string) bool {
	t.Helper()
	cfg, err := store.ParseEtcdAddress(addr)
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.OpenEtcd(cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	err = st.View(func(*store.Tx) error { return nil })
	if err != nil && !errors.Is(err, store.ErrNoStore) {
		t.Fatal(err)
	}
	return err == nil
}

// clientAuthMark reads the store's client-certificate mark.
func clientAuthMark(t *testing.T, cfg store.EtcdConfig) string {
	t.Helper()
	st, err := store.OpenEtcd(cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	since, err := st.ClientAuthMarked()
	if err != nil {
		t.Fatal(err)
	}
	return since
}
