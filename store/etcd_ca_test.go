//go:build !ozdesk_adapters

package store

import (
	"errors"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestCheckEtcdServerCA: a member whose certificate the broker's CA did
// not sign, or that does not name the address the broker reaches it at,
// is refused, saying which and what to do; the fleet's own members
// pass, and so does a member that cannot be reached (fleet12c: another
// CA's cluster was refused only as "context deadline exceeded").
func TestCheckEtcdServerCA(t *testing.T) {
	t.Parallel()
	fleet, other := etcdtest.StartTLS(t, 1), etcdtest.StartTLS(t, 1)
	ours, err := EtcdTLS(fleet.TLS.CA, fleet.TLS.ClientCert, fleet.TLS.ClientKey)
	if err != nil {
		t.Fatal(err)
	}
	port := func(c *etcdtest.Cluster) string { return strings.TrimPrefix(c.Endpoints()[0], "127.0.0.1") }
	for _, tc := range []struct {
		name string
		eps  []string
		want []string // what the refusal says; none: it passes
	}{
		{"the fleet's members", fleet.Endpoints(), nil},
		{"another CA's cluster", other.Endpoints(), []string{"did not sign", "--etcd-cacert", other.Endpoints()[0]}},
		{"one member of another CA among the fleet's", append(fleet.Endpoints(), other.Endpoints()...), []string{"did not sign", other.Endpoints()[0]}},
		{"the fleet's member by a name its certificate does not hold", []string{"localhost" + port(fleet)}, []string{"not for its address", "subject alternative names"}},
		{"a member that cannot be reached", []string{"127.0.0.1:1"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := CheckEtcdServerCA(tc.eps, ours, 3*time.Second)
			if len(tc.want) == 0 {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if !errors.Is(err, ErrClusterNotTrusted) {
				t.Fatalf("%v, want ErrClusterNotTrusted", err)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("the refusal does not say %q:\n%v", w, err)
				}
			}
		})
	}
}
