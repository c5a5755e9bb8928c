//go:build !ozdesk_adapters

package queue

import (
	"context"
	"errors"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/store"
)

// TestEtcdAuditCutFrees measures what a cut frees on etcd: the live
// bytes under the store's prefix (keys and values) and the database's
// size after compaction and defragmentation, before and after a cut of
// all but the last entries. It logs the numbers (go test ./queue -run
// TestEtcdAuditCutFrees -v) and holds that the cut frees at least 90% of
// the live bytes the cut entries held, and that the database shrinks.
func TestEtcdAuditCutFrees(t *testing.T) {
	c := etcdtest.Start(t, 1)
	cfg, err := store.ParseEtcdAddress(c.Address("cutfrees"))
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.OpenEtcd(cfg, store.WithLockTimeout(30*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	s := New(st, WithNode("n0"), WithHome("/home/op"), WithWriteBudget(0))
	if _, err := s.Init(); err != nil {
		t.Fatal(err)
	}
	cli, err := clientv3.New(clientv3.Config{Endpoints: c.Endpoints(), DialTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cli.Close() })
	ctx := context.Background()
	live := func() int64 {
		resp, err := cli.Get(ctx, "cutfrees/", clientv3.WithPrefix())
		if err != nil {
			t.Fatal(err)
		}
		var n int64
		for _, kv := range resp.Kvs {
			n += int64(len(kv.Key) + len(kv.Value))
		}
		return n
	}
	reclaim := func() int64 {
		resp, err := cli.Get(ctx, "x")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := cli.Compact(ctx, resp.Header.Revision, clientv3.WithCompactPhysical()); err != nil {
			t.Fatal(err)
		}
		ep := c.Endpoints()[0]
		if _, err := cli.Defragment(ctx, ep); err != nil {
			t.Fatal(err)
		}
		sr, err := cli.Status(ctx, ep)
		if err != nil {
			t.Fatal(err)
		}
		return sr.DbSize
	}
	const n = 1000
	base := live()
	for range n {
		mustEvaluate(t, s, Request{Command: "ls -la /tmp", Agent: "bot"})
	}
	liveBefore, dbBefore := live(), reclaim()
	all := auditOf(t, s)
	through := all[len(all)-11]
	res, err := s.CutAudit(AuditCutRequest{Through: through.Seq, Exported: through.Hash, By: "alice"})
	if err != nil {
		t.Fatal(err)
	}
	liveAfter, dbAfter := live(), reclaim()
	written := liveBefore - base
	t.Logf("%d evaluations wrote %d live bytes (%.0f a command); a cut of %d entries in %d steps freed %d live bytes; db %d → %d bytes after compaction and defragmentation",
		n, written, float64(written)/n, res.Removed, res.Steps, liveBefore-liveAfter, dbBefore, dbAfter)
	perEntry := written / int64(len(all))
	if freed := liveBefore - liveAfter; freed < int64(res.Removed)*perEntry*9/10 {
		t.Errorf("freed %d live bytes, want at least 90%% of the %d entries' %d", freed, res.Removed, int64(res.Removed)*perEntry)
	}
	if dbAfter >= dbBefore {
		t.Errorf("the database did not shrink: %d → %d", dbBefore, dbAfter)
	}
	if _, err := s.VerifyAudit(); err != nil {
		t.Errorf("verify after the cut: %v", err)
	}
}

// TestEtcdAuditCutClusterLost: a cut whose cluster is lost after its
// first step (the member stopped) fails closed, saying the store is
// unavailable; once the cluster is back the trail verifies from where
// the cut got to, and the next cut finishes it.
func TestEtcdAuditCutClusterLost(t *testing.T) {
	c := etcdtest.Start(t, 1)
	cfg, err := store.ParseEtcdAddress(c.Address("cutlost"))
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.OpenEtcd(cfg, store.WithLockTimeout(3*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	s := New(st, WithNode("n0"), WithHome("/home/op"), WithWriteBudget(0))
	for range 60 {
		mustEvaluate(t, s, Request{Command: "ls", Agent: "bot"})
	}
	end := auditOf(t, s)[49]
	err = st.Update(func(tx *store.Tx) error {
		if _, err := tx.StartAuditCut(store.AuditEntry{Actor: "alice"}, store.AuditHead{Seq: end.Seq, Hash: end.Hash}); err != nil {
			return err
		}
		_, err := tx.CutAudit(store.CutBudget / 2)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	c.Stop(0)
	if _, err := s.CutAudit(AuditCutRequest{Through: end.Seq, Exported: end.Hash, By: "alice"}); !errors.Is(err, store.ErrUnavailable) {
		t.Errorf("cut with the cluster lost: %v, want unavailable", err)
	}
	c.StartAgain(0)
	v, err := s.VerifyAudit()
	if err != nil || v.Base.Seq == 0 || v.Base.Seq >= end.Seq {
		t.Fatalf("verify with the cut midway = %+v, %v; want a base before %d", v.Base, err, end.Seq)
	}
	if _, err := s.CutAudit(AuditCutRequest{Through: end.Seq, Exported: end.Hash, By: "alice"}); err != nil {
		t.Fatalf("cut again: %v", err)
	}
	if v, err := s.VerifyAudit(); err != nil || v.Base.Seq != end.Seq {
		t.Errorf("verify after = %+v, %v", v.Base, err)
	}
}
