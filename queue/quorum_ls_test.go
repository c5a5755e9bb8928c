//go:build !ozdesk_adapters

package queue

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/store"
)

// TestListWithoutQuorum: what 'queue ls' does (sweep, then list the
// pending asks) answers, with an error, while a majority of the fleet's
// cluster is stopped, instead of hanging (rt13f finding 4: no answer in
// 60 s). The bound catches a hang, not a speed: the store's timeout here
// is 1 s.
func TestListWithoutQuorum(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 3)
	cfg, err := store.ParseEtcdAddress(c.Address("ls"))
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.OpenEtcd(cfg, store.WithLockTimeout(time.Second))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	svc := New(st, WithNode("n0"), WithHome("/home/op"))
	if err := svc.KeepNode(); err != nil {
		t.Fatal(err)
	}
	mustEvaluate(t, svc, Request{Command: "rm -rf ~", Agent: "a0"})
	c.Stop(1)
	c.Stop(2)
	steps := []struct {
		name string
		run  func() error
	}{
		{"sweep", func() error { _, err := svc.Sweep(); return err }},
		{"pending", func() error { _, err := svc.Pending(); return err }},
	}
	for _, s := range steps {
		done := make(chan error, 1)
		go func() { done <- s.run() }()
		select {
		case err := <-done:
			t.Logf("%s without a quorum: %v", s.name, err)
		case <-time.After(40 * time.Second):
			t.Fatalf("%s without a quorum gave no answer in 40 s", s.name)
		}
	}
}
