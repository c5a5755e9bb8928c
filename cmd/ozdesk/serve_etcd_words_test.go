//go:build !ozdesk_adapters

package main

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestServeEtcdSaysWhatIsTrue: the real broker on real clusters says
// what is true of an etcd store. --etcd-insecure-for-tests on a cluster
// that speaks TLS is refused saying the cluster requires TLS, at once,
// not that it "did not answer in time ... try again once it is back"
// while it is up (rt14f #3); 'serve --init' on an etcd store does not
// describe file modes it has none of (rt14f #5).
func TestServeEtcdSaysWhatIsTrue(t *testing.T) {
	t.Parallel()
	plain, closed := etcdtest.Start(t, 1), etcdtest.StartTLS(t, 1)
	tlsFlags := []string{"--etcd-cacert", closed.TLS.CA, "--etcd-cert", closed.TLS.ClientCert, "--etcd-key", closed.TLS.ClientKey}
	cases := []struct {
		name    string
		addr    string
		args    []string
		code    int
		says    []string
		notSays []string
	}{
		{name: "insecure on a TLS cluster", addr: closed.Address("fleet"), args: []string{"--etcd-insecure-for-tests", "--init"},
			code: exitUsage, says: []string{"requires TLS", "--etcd-cert"}, notSays: []string{"did not answer in time", "try again once it is back", "made the store"}},
		{name: "init with TLS", addr: closed.Address("fleet"), args: append(tlsFlags, "--init"),
			says: []string{"made the store", "etcd cluster"}, notSays: []string{"0600", "directory 0700"}},
		{name: "init insecure on a test cluster", addr: plain.Address("test"), args: []string{"--etcd-insecure-for-tests", "--init"},
			says: []string{"made the store"}, notSays: []string{"0600", "directory 0700"}},
	}
	for _, tc := range cases {
		r := runServe(t, tc.addr, tc.args...)
		if r.code != tc.code {
			t.Errorf("%s: exit %d, want %d\n%s", tc.name, r.code, tc.code, r.out)
		}
		for _, s := range tc.says {
			if !strings.Contains(r.out, s) {
				t.Errorf("%s: says not %q:\n%s", tc.name, s, r.out)
			}
		}
		for _, s := range tc.notSays {
			if strings.Contains(r.out, s) {
				t.Errorf("%s: says %q:\n%s", tc.name, s, r.out)
			}
		}
	}
}
