//go:build !ozdesk_adapters

package store

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestLeadsWithoutQuorum: asking whether this broker leads the sweep,
// with a majority of the cluster stopped, answers false within the
// store's timeout (and the session lease's revoke), and does not hang:
// 'queue ls' and the broker's sweep loop wait on it (rt13f finding 4,
// where ls gave no answer in 60 s). The bound below catches a hang, not
// a speed: the store's timeout here is 1 s.
func TestLeadsWithoutQuorum(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 3)
	cfg, err := ParseEtcdAddress(c.Address("quorum"))
	if err != nil {
		t.Fatal(err)
	}
	st, err := OpenEtcd(cfg, WithLockTimeout(time.Second))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	c.Stop(1)
	c.Stop(2)
	for _, name := range []string{"sweep", "sweep"} {
		done := make(chan bool, 1)
		go func() { done <- st.Leads(name) }()
		select {
		case leads := <-done:
			if leads {
				t.Fatalf("Leads(%q) without a quorum: true", name)
			}
		case <-time.After(40 * time.Second):
			t.Fatalf("Leads(%q) without a quorum gave no answer in 40 s", name)
		}
	}
}
