//go:build !ozdesk_adapters

package store

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestAuditFloorRollback: a store put back to an older state under a
// running process (a bbolt file restored from a backup in place, an
// etcd prefix restored to an older revision) is refused for writing
// (ErrAuditBroken), and nothing is appended: no fork of the chain. The
// trail as it was restored still reads, and a process that never saw
// the newer head (a new one) writes to it as to any store. Before
// (rt18f #2), the running process appended a new entry where the
// removed one had been, and the fork verified.
func TestAuditFloorRollback(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 1)
	for _, tc := range []struct {
		name string
		open func(t *testing.T) (s *Store, snapshot func() (restore func()))
	}{
		{"bbolt", func(t *testing.T) (*Store, func() func()) {
			s := newTestStore(t)
			return s, func() func() {
				b, err := os.ReadFile(s.Path())
				if err != nil {
					t.Fatal(err)
				}
				return func() {
					// In place, as a restore that keeps the file's
					// identity (the broker's other guard) would.
					if err := os.WriteFile(s.Path(), b, 0o600); err != nil {
						t.Fatal(err)
					}
				}
			}
		}},
		{"etcd", func(t *testing.T) (*Store, func() func()) {
			cfg, err := ParseEtcdAddress(c.Address("floor"))
			if err != nil {
				t.Fatal(err)
			}
			s, err := OpenEtcd(cfg)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = s.Close() })
			if err := s.Update(func(*Tx) error { return nil }); err != nil {
				t.Fatal(err)
			}
			return s, func() func() {
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
				defer cancel()
				resp, err := s.etcd.cli.Get(ctx, s.etcd.prefix, clientv3.WithPrefix())
				if err != nil {
					t.Fatal(err)
				}
				return func() { rollbackEtcd(t, s.etcd.cli, s.etcd.prefix, resp.Header.Revision) }
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, snapshot := tc.open(t)
			for range 3 {
				mustUpdate(t, s, func(tx *Tx) error { _, err := putAskAndAudit(tx, "a", "ls"); return err })
			}
			restore := snapshot() // head 3
			for range 2 {
				mustUpdate(t, s, func(tx *Tx) error { _, err := putAskAndAudit(tx, "a", "ls"); return err })
			}
			if info, err := storeInfo(s); err != nil || info.Audit.Seq != 5 {
				t.Fatalf("info: %+v, %v; want head 5", info, err)
			}
			if floor := s.AuditFloor(); floor.Seq != 5 {
				t.Fatalf("floor %+v after reading head 5", floor)
			}
			restore()
			err := s.Update(func(tx *Tx) error { _, err := putAskAndAudit(tx, "a", "fork"); return err })
			if !errors.Is(err, ErrAuditBroken) || !strings.Contains(err.Error(), "rolled back") || !strings.Contains(err.Error(), "behind entry 5") {
				t.Fatalf("append to a trail rolled back to entry 3: %v; want ErrAuditBroken saying it was rolled back", err)
			}
			if info, err := storeInfo(s); err != nil || info.Audit.Seq != 3 {
				t.Fatalf("after the refused append: %+v, %v; want head 3, nothing written", info, err)
			}
			if floor := s.AuditFloor(); floor.Seq != 5 {
				t.Errorf("the floor moved back to %d", floor.Seq)
			}
			// A fork at the floor's own entry (another writer appended
			// twice to the restored trail) is refused too.
			other := New(s.Path())
			if s.etcd != nil {
				cfg, _ := ParseEtcdAddress(c.Address("floor"))
				if other, err = OpenEtcd(cfg); err != nil {
					t.Fatal(err)
				}
				defer other.Close()
			}
			for range 2 {
				mustUpdate(t, other, func(tx *Tx) error { _, err := putAskAndAudit(tx, "b", "fork"); return err })
			}
			err = s.Update(func(tx *Tx) error { _, err := putAskAndAudit(tx, "a", "fork"); return err })
			if !errors.Is(err, ErrAuditBroken) || !strings.Contains(err.Error(), "a fork") {
				t.Fatalf("append to a forked entry 5: %v; want ErrAuditBroken saying it is a fork", err)
			}
		})
	}
}

// storeInfo reads the store's info in a read transaction.
func storeInfo(s *Store) (info Info, err error) {
	err = s.View(func(tx *Tx) error {
		info, err = tx.Info()
		return err
	})
	return info, err
}

// rollbackEtcd puts the keys under prefix back as they were at revision
// rev, as a restore of the cluster from a snapshot taken then does.
func rollbackEtcd(t *testing.T, cli *clientv3.Client, prefix string, rev int64) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	then, err := cli.Get(ctx, prefix, clientv3.WithPrefix(), clientv3.WithRev(rev))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cli.Delete(ctx, prefix, clientv3.WithPrefix()); err != nil {
		t.Fatal(err)
	}
	for _, kv := range then.Kvs {
		if _, err := cli.Put(ctx, string(kv.Key), string(kv.Value)); err != nil {
			t.Fatal(err)
		}
	}
}
