//go:build !ozdesk_adapters

package store

import (
	"errors"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

func TestParseEtcdAddress(t *testing.T) {
	cases := []struct {
		addr      string
		endpoints []string
		prefix    string
		err       string
	}{
		{addr: "etcd://10.0.0.1:2379/ozdesk", endpoints: []string{"10.0.0.1:2379"}, prefix: "ozdesk"},
		{addr: "etcd://a:2379,b:2379,[::1]:2379/fleet/prod/", endpoints: []string{"a:2379", "b:2379", "[::1]:2379"}, prefix: "fleet/prod"},
		{addr: "etcd://a:2379", err: "names no prefix"},
		{addr: "etcd://a:2379/", err: "names no prefix"},
		{addr: "etcd://a/ozdesk", err: "is not HOST:PORT"},
		{addr: "etcd://a:2379,,b:1/x", err: "is not HOST:PORT"},
		{addr: "http://a:2379/x", err: "an etcd store is"},
		{addr: "etcd://a:1/x?y", err: "may not hold"},
	}
	for _, c := range cases {
		cfg, err := ParseEtcdAddress(c.addr)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: err = %v, want %q", c.addr, err, c.err)
			}
			continue
		}
		if err != nil || cfg.Prefix != c.prefix || len(cfg.Endpoints) != len(c.endpoints) {
			t.Errorf("%s: %+v, %v; want %v %s", c.addr, cfg, err, c.endpoints, c.prefix)
		}
	}
}

// TestEtcdUnavailable: with the cluster down a transaction fails, as
// ErrUnavailable, within the store's timeout; once the cluster is back the
// same store works again, nothing lost.
func TestEtcdUnavailable(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 1)
	cfg, err := ParseEtcdAddress(c.Address("down"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := OpenEtcd(cfg, WithLockTimeout(30*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	short, err := OpenEtcd(cfg, WithLockTimeout(500*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	defer short.Close()
	newPending(t, s)
	c.Stop(0)
	for _, op := range []func() error{
		func() error { return short.View(func(tx *Tx) error { _, err := tx.PendingAsks(); return err }) },
		func() error {
			return short.Update(func(tx *Tx) error { _, err := putAskAndAudit(tx, "a", "ls"); return err })
		},
	} {
		start := time.Now()
		err := op()
		if !errors.Is(err, ErrUnavailable) {
			t.Errorf("with the cluster down: err = %v, want ErrUnavailable", err)
		}
		if took := time.Since(start); took > 2*time.Second {
			t.Errorf("failing took %s, past the 500ms timeout: %v", took, err)
		}
	}
	c.StartAgain(0)
	deadline := time.Now().Add(10 * time.Second)
	for {
		err := s.Update(func(tx *Tx) error { _, err := putAskAndAudit(tx, "a", "ls"); return err })
		if err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the cluster is back, but: %v", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
	mustView(t, s, func(tx *Tx) error {
		p, err := tx.PendingAsks()
		if err == nil && len(p) != 2 {
			t.Errorf("%d pending asks after the outage, want 2", len(p))
		}
		return err
	})
	checkStore(t, s)
}

// TestEtcdWithoutCreate: a store that may not make itself refuses to write
// into an empty prefix, as a harness's file store does.
func TestEtcdWithoutCreate(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 1)
	cfg, _ := ParseEtcdAddress(c.Address("empty"))
	s, err := OpenEtcd(cfg, WithoutCreate())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Update(func(*Tx) error { return nil }); !errors.Is(err, ErrNoStore) {
		t.Errorf("update of an empty prefix: err = %v, want ErrNoStore", err)
	}
	if err := s.View(func(*Tx) error { return nil }); !errors.Is(err, ErrNoStore) {
		t.Errorf("view of an empty prefix: err = %v, want ErrNoStore", err)
	}
	maker, err := OpenEtcd(cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer maker.Close()
	for i, want := range []bool{true, false} {
		made, err := maker.Init()
		if err != nil || made != want {
			t.Errorf("init %d: made %v, %v; want %v", i+1, made, err, want)
		}
	}
	if err := s.Update(func(*Tx) error { return nil }); err != nil {
		t.Errorf("update once made: %v", err)
	}
}

// TestEtcdTLS: a cluster that wants client certificates is reached with
// the broker's, and not with one of another CA, nor with none.
func TestEtcdTLS(t *testing.T) {
	t.Parallel()
	c := etcdtest.StartTLS(t, 1)
	cases := []struct {
		name          string
		ca, cert, key string
		ok            bool
	}{
		{"the broker's certificate", c.TLS.CA, c.TLS.ClientCert, c.TLS.ClientKey, true},
		{"another CA's certificate", c.TLS.CA, c.TLS.OtherCert, c.TLS.OtherKey, false},
		{"no certificate", c.TLS.CA, "", "", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			cfg, err := ParseEtcdAddress(c.Address("tls"))
			if err != nil {
				t.Fatal(err)
			}
			if cfg.TLS, err = EtcdTLS(tc.ca, tc.cert, tc.key); err != nil {
				t.Fatal(err)
			}
			s, err := OpenEtcd(cfg, WithLockTimeout(3*time.Second))
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			err = s.Update(func(*Tx) error { return nil })
			switch {
			case tc.ok && err != nil:
				t.Errorf("update: %v", err)
			case !tc.ok && !errors.Is(err, ErrUnavailable):
				t.Errorf("update: err = %v, want ErrUnavailable", err)
			}
		})
	}
	if _, err := EtcdTLS("", c.TLS.ClientCert, ""); err == nil || !strings.Contains(err.Error(), "--etcd-key") {
		t.Errorf("a certificate without its key: err = %v, want one naming --etcd-key", err)
	}
}

// TestEtcdLeads: of the brokers sharing a store, one leads the sweep
// while it lives; when it goes, another takes over.
func TestEtcdLeads(t *testing.T) {
	t.Parallel()
	if !New("/nonexistent/desk.db").Leads("sweep") {
		t.Error("a file store does not lead its own sweep")
	}
	c := etcdtest.Start(t, 1)
	cfg, _ := ParseEtcdAddress(c.Address("lead"))
	var brokers []*Store
	for range 3 {
		s, err := OpenEtcd(cfg)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = s.Close() })
		brokers = append(brokers, s)
	}
	leader := func() int {
		t.Helper()
		who := -1
		for i, s := range brokers {
			if s == nil || !s.Leads("sweep") {
				continue
			}
			if who >= 0 {
				t.Fatalf("brokers %d and %d both lead", who, i)
			}
			who = i
		}
		return who
	}
	first := leader()
	if first < 0 {
		t.Fatal("no broker leads")
	}
	if again := leader(); again != first {
		t.Fatalf("the lead moved from %d to %d with nobody gone", first, again)
	}
	_ = brokers[first].Close()
	brokers[first] = nil
	deadline := time.Now().Add(3 * leaseTTL * time.Second)
	for {
		if next := leader(); next >= 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("nobody took the lead over from the broker that left")
		}
		time.Sleep(100 * time.Millisecond)
	}
}
