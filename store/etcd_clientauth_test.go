//go:build !ozdesk_adapters

package store_test

import (
	"errors"
	"net"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/store"
)

// TestCheckEtcdClientAuth probes real clusters as a stranger with no
// certificate: one that speaks plain text and one with TLS but no
// client-certificate authentication are open (anyone who reaches them
// writes the fleet's policy), one run with --client-cert-auth is not;
// a member that cannot be reached is not held against the others, and
// none reached is unavailable, not passed.
func TestCheckEtcdClientAuth(t *testing.T) {
	t.Parallel()
	plain, open, closed := etcdtest.Start(t, 1), etcdtest.StartTLSOpen(t, 1), etcdtest.StartTLS(t, 1)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	down := ln.Addr().String()
	ln.Close()
	cases := []struct {
		name      string
		endpoints []string
		want      error // nil: passes
		says      string
	}{
		{"plain text", plain.Endpoints(), store.ErrClusterOpen, "plain text"},
		{"TLS without client auth", open.Endpoints(), store.ErrClusterOpen, "--client-cert-auth"},
		{"client-cert-auth", closed.Endpoints(), nil, ""},
		{"client-cert-auth and a member down", append([]string{down}, closed.Endpoints()...), nil, ""},
		{"an open member among closed ones", append(closed.Endpoints(), open.Endpoints()...), store.ErrClusterOpen, open.Endpoints()[0]},
		{"no member reached", []string{down}, store.ErrUnavailable, "no member answered"},
	}
	for _, tc := range cases {
		err := store.CheckEtcdClientAuth(tc.endpoints, 2*time.Second)
		if tc.want == nil && err != nil || tc.want != nil && !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
			continue
		}
		if err != nil && !strings.Contains(err.Error(), tc.says) {
			t.Errorf("%s: %v, want it to say %q", tc.name, err, tc.says)
		}
	}
}
