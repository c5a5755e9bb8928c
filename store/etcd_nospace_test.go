//go:build !ozdesk_adapters

package store

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	pb "go.etcd.io/etcd/api/v3/etcdserverpb"
	clientv3 "go.etcd.io/etcd/client/v3"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestEtcdNoSpaceSaysSo (rt18g 9): at etcd's NOSPACE alarm (the database
// at its quota) a write was tried again for the store's whole timeout and
// failed as a cluster that "did not answer in time", its outcome
// "unknown". Now it fails at once, wrapping ErrNoSpace (and
// ErrUnavailable: every adapter fails closed), not ErrInDoubt, and says
// what to do; reads are served.
func TestEtcdNoSpaceSaysSo(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 1)
	cfg, err := ParseEtcdAddress(c.Address("nospace"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := OpenEtcd(cfg, WithLockTimeout(10*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Close() })
	mustUpdate(t, s, func(*Tx) error { return nil })

	cli, err := clientv3.New(clientv3.Config{Endpoints: c.Endpoints(), DialTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cli.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	st, err := cli.Status(ctx, c.Endpoints()[0])
	if err != nil {
		t.Fatal(err)
	}
	alarm := &pb.AlarmRequest{Action: pb.AlarmRequest_ACTIVATE, MemberID: st.Header.MemberId, Alarm: pb.AlarmType_NOSPACE}
	if _, err := pb.NewMaintenanceClient(cli.ActiveConnection()).Alarm(ctx, alarm); err != nil {
		t.Fatalf("raise the NOSPACE alarm: %v", err)
	}

	start := time.Now()
	err = s.Update(func(tx *Tx) error { _, err := putAskAndAudit(tx, "bot", "ls"); return err })
	took := time.Since(start)
	switch {
	case !errors.Is(err, ErrNoSpace) || !errors.Is(err, ErrUnavailable):
		t.Fatalf("a write at the NOSPACE alarm: %v; want ErrNoSpace and ErrUnavailable", err)
	case errors.Is(err, ErrInDoubt):
		t.Errorf("a write at the NOSPACE alarm is in doubt: %v", err)
	case took > 3*time.Second:
		t.Errorf("a write at the NOSPACE alarm failed after %s: tried again, as if it passed", took)
	case !strings.Contains(err.Error(), "alarm disarm"):
		t.Errorf("a write at the NOSPACE alarm does not say what to do: %v", err)
	}
	if err := s.View(func(tx *Tx) error { _, err := tx.PendingAsks(); return err }); err != nil {
		t.Errorf("a read at the NOSPACE alarm: %v", err)
	}
}
