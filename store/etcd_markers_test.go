//go:build !ozdesk_adapters

package store

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestEtcdSweepMarkers: the commit marker of a store whose broker was
// killed (it never deleted it) is deleted by the fleet's sweep once its
// last commit is [MarkerGrace] past, and not before; a live store whose
// marker was swept while it was idle writes it again with its next
// commit, and settles a lost commit by it as before; a marker written
// after the sweep read it is kept; a marker that says no time (the
// layout before markers held it) is stamped with the sweep's time, its
// fence kept, and goes a grace later (rt13f: it was never swept).
func TestEtcdSweepMarkers(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 1)
	cfg, err := ParseEtcdAddress(c.Address("markers"))
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	now := time.Now()
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	advance := func(d time.Duration) { mu.Lock(); now = now.Add(d); mu.Unlock() }
	open := func(opts ...Option) *Store {
		s, err := OpenEtcd(cfg, opts...)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	sweeper, killed, live := open(WithClock(clock)), open(), open()
	defer sweeper.Close()
	defer live.Close()
	ctx := context.Background()
	cli, prefix := sweeper.etcd.cli, sweeper.etcd.prefix
	markers := func() []string {
		t.Helper()
		resp, err := cli.Get(ctx, prefix+markerDir, clientv3.WithPrefix(), clientv3.WithKeysOnly())
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, kv := range resp.Kvs {
			out = append(out, string(kv.Key[len(prefix+markerDir):]))
		}
		slices.Sort(out)
		return out
	}
	sweep := func(want int) {
		t.Helper()
		n, err := sweeper.SweepMarkers()
		if err != nil || n != want {
			t.Fatalf("SweepMarkers: %d, %v; want %d deleted", n, err, want)
		}
	}
	write := func(s *Store, cmd string) {
		t.Helper()
		mustUpdate(t, s, func(tx *Tx) error { _, err := putAskAndAudit(tx, "bot", cmd); return err })
	}

	write(killed, "make killed")
	write(live, "make live")
	// The killed broker's process ends without closing its store: its
	// marker stays.
	if err := killed.etcd.cli.Close(); err != nil {
		t.Fatal(err)
	}
	// A marker of the layout before markers held their time.
	if _, err := cli.Put(ctx, prefix+markerDir+"0000000000000old", "7"); err != nil {
		t.Fatal(err)
	}
	all := []string{"0000000000000old", killed.etcd.id, live.etcd.id}
	slices.Sort(all)
	if got := markers(); !slices.Equal(got, all) {
		t.Fatalf("markers %q, want %q", got, all)
	}

	sweep(0) // just written: kept; the old one is stamped
	old, err := cli.Get(ctx, prefix+markerDir+"0000000000000old")
	if err != nil || len(old.Kvs) != 1 {
		t.Fatalf("the old marker after a sweep: %v, %+v", err, old)
	}
	if at, ok := markerTime(old.Kvs[0].Value); !ok || !at.Equal(clock().Truncate(time.Millisecond)) || markerFence(old.Kvs[0].Value) != "7" {
		t.Fatalf("the old marker after a sweep is %q, want fence 7 stamped with the sweep's time", old.Kvs[0].Value)
	}
	sweep(0) // stamped once: the second sweep keeps its time
	if again, err := cli.Get(ctx, prefix+markerDir+"0000000000000old"); err != nil || again.Kvs[0].ModRevision != old.Kvs[0].ModRevision {
		t.Fatalf("the second sweep rewrote the stamped marker: %v", err)
	}
	advance(MarkerGrace - time.Minute)
	sweep(0)
	if got := markers(); !slices.Equal(got, all) {
		t.Fatalf("before the grace: markers %q, want %q", got, all)
	}

	// Past the grace: the killed store's marker goes, and so do the
	// idle live store's and the old one.
	advance(2 * time.Minute)
	sweep(3)
	if got := markers(); len(got) != 0 {
		t.Fatalf("after the grace: markers %q, want none", got)
	}

	// The live store's next commit writes its marker again, and a lost
	// commit of it is settled by it.
	tx, err := beginEtcd(ctx, live.etcd.cli, live.etcd.prefix, true)
	if err != nil {
		t.Fatal(err)
	}
	if err := live.etcdRun(tx, func(tx *Tx) error { _, err := putAskAndAudit(tx, "bot", "make lost answer"); return err }, true); err != nil {
		t.Fatal(err)
	}
	if err := tx.commit(live.etcd.maxOps, live.etcd.markerKey(), ""); err != nil {
		t.Fatal(err)
	}
	write(sweeper, "make on top")
	if got, err := live.etcdSettle(ctx, tx); err != nil || !got {
		t.Errorf("settling the live store's commit after its marker was swept: %v, %v; want committed", got, err)
	}

	// A marker written after the sweep read it is kept.
	resp, err := cli.Get(ctx, live.etcd.markerKey())
	if err != nil || len(resp.Kvs) != 1 {
		t.Fatalf("the live store's marker: %v, %d keys", err, len(resp.Kvs))
	}
	read := resp.Kvs[0].ModRevision
	write(live, "make after the read")
	if gone, err := dropMarkerIf(ctx, cli, live.etcd.markerKey(), read); err != nil || gone {
		t.Errorf("deleting a marker rewritten since it was read: %v, %v; want it kept", gone, err)
	}
	if got := markers(); !slices.Contains(got, live.etcd.id) {
		t.Errorf("markers %q: the live store's is gone", got)
	}
}
