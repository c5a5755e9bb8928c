//go:build !ozdesk_adapters

package store

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestEtcdSweepChunks: the chunks a broker wrote for a transaction it
// never committed (it died between the two) are deleted by the sweep
// once their writer's deadline is [ChunkGrace] past, and not before; the
// chunks of a committed value stay and read back whole; a directory of
// the layout before directories named their key is left alone.
func TestEtcdSweepChunks(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 1)
	cfg, err := ParseEtcdAddress(c.Address("chunks"))
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	now := time.Now()
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	s, err := OpenEtcd(cfg, WithClock(clock))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	cli, prefix := s.etcd.cli, s.etcd.prefix
	dirs := func() map[string]int {
		t.Helper()
		resp, err := cli.Get(ctx, prefix+largeDir, clientv3.WithPrefix(), clientv3.WithKeysOnly())
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]int{}
		for _, kv := range resp.Kvs {
			k := string(kv.Key[len(prefix):])
			out[k[:len(k)-len("0000")]]++
		}
		return out
	}

	// A committed ask with a value written apart (1.2 MiB: 3 chunks).
	var kept string
	mustUpdate(t, s, func(tx *Tx) error {
		var err error
		if kept, err = tx.NextAskID(); err != nil {
			return err
		}
		return tx.PutAsk(Ask{ID: kept, Command: "make", Node: "n1", State: StatePending, Outcome: OutcomeAsk, Verdict: bigVerdict(1200 << 10)})
	})
	// What a broker that died mid-write leaves: the chunks of a new
	// ask's value, under the key it would have written, and no commit.
	dying := bigVerdict(1100 << 10)
	deadline := now.Add(DefaultLockTimeout)
	orphan := largeOf(prefix+"k/"+bucketAsks+"/never-committed", dying, deadline)
	for i := range orphan.chunks {
		chunk := dying[i*etcdChunkBytes : min(len(dying), (i+1)*etcdChunkBytes)]
		if _, err := cli.Put(ctx, orphan.chunkKey(prefix, i), string(chunk)); err != nil {
			t.Fatal(err)
		}
	}
	// The same over a key that exists (the kept ask's, being rewritten
	// when the broker died): the key does not refer to them.
	rewrite := largeOf(prefix+"k/"+bucketAsks+"/"+kept, dying, deadline)
	if _, err := cli.Put(ctx, rewrite.chunkKey(prefix, 0), "part"); err != nil {
		t.Fatal(err)
	}
	// A directory of the old layout (no key, no deadline).
	old := largeDir + "3f9a/" + orphan.sum + ".00000000000000aa/"
	if _, err := cli.Put(ctx, prefix+old+"0000", "old"); err != nil {
		t.Fatal(err)
	}
	if n := len(dirs()); n != 4 {
		t.Fatalf("%d directories of chunks, want 4: %v", n, dirs())
	}

	steps := []struct {
		name    string
		at      time.Time
		removed int
		left    []string
	}{
		{name: "before the deadline", at: now, removed: 0, left: []string{orphan.dir, rewrite.dir, old}},
		{name: "within the grace", at: deadline.Add(ChunkGrace - time.Second), removed: 0, left: []string{orphan.dir, rewrite.dir, old}},
		{name: "past the grace", at: deadline.Add(ChunkGrace + time.Second), removed: 2, left: []string{old}},
		{name: "again", at: deadline.Add(time.Hour), removed: 0, left: []string{old}},
	}
	for _, st := range steps {
		mu.Lock()
		now = st.at
		mu.Unlock()
		n, err := s.SweepChunks()
		if err != nil || n != st.removed {
			t.Errorf("%s: swept %d, %v; want %d", st.name, n, err, st.removed)
		}
		got := dirs()
		for _, d := range st.left {
			if got[d] == 0 {
				t.Errorf("%s: %s was deleted", st.name, d)
			}
		}
		if len(got) != len(st.left)+1 {
			t.Errorf("%s: %d directories left, want %d and the kept ask's: %v", st.name, len(got), len(st.left), got)
		}
	}
	mustView(t, s, func(tx *Tx) error {
		a, err := tx.GetAsk(kept)
		if err != nil || string(a.Verdict) != string(bigVerdict(1200<<10)) {
			return fmt.Errorf("the kept ask after the sweep: %v, %d bytes of verdict", err, len(a.Verdict))
		}
		return nil
	})
}
