//go:build !ozdesk_adapters

package main

import (
	"errors"
	"os/exec"
	"strings"
	"testing"
)

// TestServeEtcdClientAuth: a broker refuses an etcd cluster off loopback
// reached without a client certificate (anyone who reaches such a
// cluster writes the fleet's policy); on loopback only, or with
// --etcd-insecure, it serves with a warning; with a certificate, it says
// nothing.
func TestServeEtcdClientAuth(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name     string
		f        serveFlags
		refused  bool
		warnWith string
	}{
		{name: "off loopback, no cert", f: serveFlags{store: "etcd://10.0.0.1:2379,10.0.0.2:2379/ozdesk"}, refused: true},
		{name: "loopback and one other, no cert", f: serveFlags{store: "etcd://127.0.0.1:2379,etcd1:2379/ozdesk"}, refused: true},
		{name: "cert without key", f: serveFlags{store: "etcd://10.0.0.1:2379/ozdesk", etcdCert: "c.pem"}, refused: true},
		{name: "loopback only", f: serveFlags{store: "etcd://127.0.0.1:2379,[::1]:2379,localhost:2379/ozdesk"}, warnWith: "every account on this host"},
		{name: "insecure", f: serveFlags{store: "etcd://10.0.0.1:2379/ozdesk", etcdInsecure: true}, warnWith: "--etcd-insecure"},
		{name: "client cert", f: serveFlags{store: "etcd://10.0.0.1:2379/ozdesk", etcdCert: "c.pem", etcdKey: "k.pem"}},
	}
	for _, tc := range cases {
		warn, err := etcdClientAuth(tc.f)
		if (err != nil) != tc.refused {
			t.Errorf("%s: refused %v, want %v (%v)", tc.name, err != nil, tc.refused, err)
		}
		if err != nil && (!strings.Contains(err.Error(), "--etcd-cert and --etcd-key") || !strings.Contains(err.Error(), "--client-cert-auth")) {
			t.Errorf("%s: the error says not what to do: %v", tc.name, err)
		}
		if tc.warnWith == "" && warn != "" || !strings.Contains(warn, tc.warnWith) {
			t.Errorf("%s: warning %q, want one with %q", tc.name, warn, tc.warnWith)
		}
	}

	// The real binary: refused before it reads or dials anything.
	bin := buildTool(t, ".", "ozdesk")
	dir := t.TempDir()
	cmd := exec.Command(bin, "serve", "--store", "etcd://10.0.0.1:2379/ozdesk", "--socket", dir+"/s.sock", "--operators", dir+"/none.yaml")
	out, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != exitUsage || !strings.Contains(string(out), "without a client certificate") {
		t.Fatalf("serve on a plaintext cluster off loopback: %v\n%s", err, out)
	}
}
