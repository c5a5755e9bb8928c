//go:build !ozdesk_adapters

package store

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestEtcdLeaderChange moves the cluster's leadership from member to
// member while writers and readers on three stores (three brokers) work:
// a leader change is routine in a cluster with a quorum, so no write or
// read fails, and no write is done twice (a commit whose answer was lost
// is settled before it runs again).
func TestEtcdLeaderChange(t *testing.T) {
	c := etcdtest.Start(t, 3)
	cfg, err := ParseEtcdAddress(c.Address("leader"))
	if err != nil {
		t.Fatal(err)
	}
	var stores []*Store
	for range 3 {
		// The store's timeout is the budget its retries have. A leader
		// change takes a fraction of a second on an idle machine, but its
		// three members share this test's process, and on a starved CI
		// host an election has taken over 5 s. The budget is wide here so
		// the test judges the retrying, not the host's speed: a store
		// that fails on "leader changed" instead of retrying fails at
		// once, whatever its timeout.
		s, err := OpenEtcd(cfg, WithLockTimeout(30*time.Second))
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		stores = append(stores, s)
	}
	mustUpdate(t, stores[0], func(*Tx) error { return nil })
	var (
		stop     atomic.Bool
		wrote    atomic.Int64
		read     atomic.Int64
		mu       sync.Mutex
		failures []error
		wg       sync.WaitGroup
	)
	fail := func(err error) {
		mu.Lock()
		failures = append(failures, err)
		mu.Unlock()
	}
	for i, s := range stores {
		for w := range 2 {
			wg.Go(func() {
				for n := 0; !stop.Load(); n++ {
					cmd := fmt.Sprintf("make deploy # s%d w%d %d", i, w, n)
					if err := s.Update(func(tx *Tx) error { _, err := putAskAndAudit(tx, "bot", cmd); return err }); err != nil {
						fail(fmt.Errorf("write %q: %w", cmd, err))
						continue
					}
					wrote.Add(1)
				}
			})
		}
		wg.Go(func() {
			for !stop.Load() {
				if err := s.View(func(tx *Tx) error { _, err := tx.PendingAsks(); return err }); err != nil {
					fail(fmt.Errorf("read on store %d: %w", i, err))
					continue
				}
				read.Add(1)
			}
		})
	}
	moves := 0
	for range 6 {
		time.Sleep(400 * time.Millisecond)
		from, to, err := c.MoveLeader()
		if err != nil {
			t.Logf("%v (an election was under way; moving on)", err)
			continue
		}
		moves++
		t.Logf("leader moved from m%d to m%d after %d writes", from, to, wrote.Load())
	}
	time.Sleep(400 * time.Millisecond)
	stop.Store(true)
	wg.Wait()
	if moves < 3 {
		t.Fatalf("the leader moved %d times of 6: the test proves nothing", moves)
	}
	for _, err := range failures {
		t.Error(err)
	}
	var asks []Ask
	mustView(t, stores[1], func(tx *Tx) error { asks, err = tx.PendingAsks(); return err })
	seen := map[string]int{}
	for _, a := range asks {
		seen[a.Command]++
		if seen[a.Command] == 2 {
			t.Errorf("%q was written twice", a.Command)
		}
	}
	if int64(len(asks)) != wrote.Load() {
		t.Errorf("the store holds %d asks, and %d writes succeeded", len(asks), wrote.Load())
	}
	if _, err := stores[2].VerifyAudit(); err != nil {
		t.Errorf("audit verify: %v", err)
	}
	t.Logf("%d leader moves, %d writes, %d reads, %d failures", moves, wrote.Load(), read.Load(), len(failures))
}

// TestEtcdSettle: a commit whose answer was lost is settled. One that
// took effect is found (by the store's marker), also after another
// writer committed on top of it; one that did not is made never to take
// effect (its compare-and-set fails when it arrives late); another
// store's commit is never taken for this one's.
func TestEtcdSettle(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 1)
	cfg, err := ParseEtcdAddress(c.Address("settle"))
	if err != nil {
		t.Fatal(err)
	}
	open := func() *Store {
		s, err := OpenEtcd(cfg)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	s, other := open(), open()
	mustUpdate(t, s, func(*Tx) error { return nil })
	ctx := t.Context()
	// begin reads, runs fn and leaves the transaction uncommitted.
	begin := func(s *Store, cmd string) *etcdTx {
		t.Helper()
		tx, err := beginEtcd(ctx, s.etcd.cli, s.etcd.prefix, true)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.etcdRun(tx, func(tx *Tx) error { _, err := putAskAndAudit(tx, "bot", cmd); return err }, true); err != nil {
			t.Fatal(err)
		}
		return tx
	}
	cases := []struct {
		name      string
		commit    bool // the lost commit took effect
		after     bool // another store committed on top of it
		committed bool
	}{
		{name: "took effect", commit: true, committed: true},
		{name: "took effect, another commit on top", commit: true, after: true, committed: true},
		{name: "never sent", committed: false},
		{name: "never sent, another commit on top", after: true, committed: false},
	}
	for _, tc := range cases {
		tx := begin(s, tc.name)
		if tc.commit {
			if err := tx.commit(s.etcd.maxOps, s.etcd.markerKey(), ""); err != nil {
				t.Fatalf("%s: commit: %v", tc.name, err)
			}
		}
		if tc.after {
			if err := other.Update(func(tx *Tx) error { _, err := putAskAndAudit(tx, "bot", tc.name+" (other)"); return err }); err != nil {
				t.Fatal(err)
			}
		}
		got, err := s.etcdSettle(ctx, tx)
		if err != nil || got != tc.committed {
			t.Errorf("%s: settled %v, %v; want %v", tc.name, got, err, tc.committed)
		}
		if !tc.commit {
			// Its request arriving now must not take effect.
			if err := tx.commit(s.etcd.maxOps, s.etcd.markerKey(), ""); !errors.Is(err, errConflict) {
				t.Errorf("%s: the late commit: %v, want it refused", tc.name, err)
			}
		}
	}
	var asks []Ask
	mustView(t, s, func(tx *Tx) error { asks, err = tx.PendingAsks(); return err })
	var got []string
	for _, a := range asks {
		got = append(got, a.Command)
	}
	want := []string{"took effect", "took effect, another commit on top", "took effect, another commit on top (other)", "never sent, another commit on top (other)"}
	if !slices.Equal(got, want) {
		t.Errorf("asks %q, want %q", got, want)
	}
}
