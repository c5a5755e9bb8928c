//go:build !ozdesk_adapters

package queue

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/store"
)

// childCutEnv names the export's head the "cut" child cuts through.
const childCutEnv = "OZDESK_QUEUE_TEST_CUT"

// openChildStore opens the store at path: an etcd address, or a file.
func openChildStore(path string) (*store.Store, error) {
	if !strings.HasPrefix(path, "etcd://") {
		return store.New(path), nil
	}
	cfg, err := store.ParseEtcdAddress(path)
	if err != nil {
		return nil, err
	}
	return store.OpenEtcd(cfg, store.WithLockTimeout(30*time.Second))
}

// childCut cuts the trail through the head in its environment
// (SEQ:HASH), saying "cutting" first: the parent kills it mid-cut.
func childCut(env childEnv) error {
	st, err := openChildStore(env.path)
	if err != nil {
		return err
	}
	seq, hash, _ := strings.Cut(os.Getenv(childCutEnv), ":")
	through, err := strconv.ParseUint(seq, 10, 64)
	if err != nil {
		return err
	}
	s := New(st, WithNode("node-a"), WithHome("/home/op"))
	fmt.Println("cutting")
	res, err := s.CutAudit(AuditCutRequest{Through: through, Exported: hash, By: "alice"})
	if err != nil {
		return err
	}
	fmt.Println("done", res.Steps)
	return nil
}

// TestAuditCutKilled: a process killed (SIGKILL) in the middle of an
// 'audit cut', on etcd (many steps) and on a file (one large step),
// leaves a trail that verifies, cut through the end of some step
// between where it started and where it was to end (the cut entry says
// where); cutting again through the same end finishes it, and the trail
// verifies from there.
func TestAuditCutKilled(t *testing.T) {
	t.Parallel()
	cluster := etcdtest.Start(t, 1)
	tests := []struct {
		name    string
		path    string
		entries int
	}{
		{"etcd", cluster.Address("cutkill"), 3000},
		{"file", t.TempDir() + "/ozdesk.db", 30000},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st, err := openChildStore(tc.path)
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			s := New(st, WithNode("node-a"), WithHome("/home/op"))
			if _, err := s.Init(); err != nil {
				t.Fatal(err)
			}
			per := 30 // within etcd's bound on one transaction's operations
			if st.Backend() != "etcd" {
				per = 3000
			}
			data, _ := json.Marshal(map[string]string{"command": "ls -la /tmp", "agent": "bot"})
			for n := 0; n < tc.entries; n += per {
				if err := st.Update(func(tx *store.Tx) error {
					for range per {
						if _, err := tx.AppendAudit(store.AuditEntry{Kind: store.KindEvaluate, Actor: "bot", Node: "node-a", Data: data}); err != nil {
							return err
						}
					}
					return nil
				}); err != nil {
					t.Fatal(err)
				}
			}
			head, err := st.VerifyAudit()
			if err != nil {
				t.Fatal(err)
			}
			through := head.Seq - 10
			es, err := s.Audit(through-1, 1)
			if err != nil || len(es) != 1 {
				t.Fatalf("read entry %d: %v", through, err)
			}
			from := mustBase(t, st)
			c := startChild(t, "cut", tc.path, "cutter", 0, fmt.Sprintf("%s=%d:%s", childCutEnv, through, es[0].Hash))
			if line := c.Line(t); line != "cutting" {
				t.Fatalf("the child: %q", line)
			}
			// Kill it once a step landed (on etcd), or at once into its
			// one large step (a file).
			for deadline := time.Now().Add(30 * time.Second); st.Backend() == "etcd"; {
				if b := mustBase(t, st); b.Seq > from.Seq || time.Now().After(deadline) {
					break
				}
				time.Sleep(2 * time.Millisecond)
			}
			if err := c.Cmd.Process.Signal(syscall.SIGKILL); err != nil {
				t.Fatal(err)
			}
			_ = c.Cmd.Wait()
			killedAt := mustBase(t, st)
			t.Logf("killed with the base at entry %d (from %d, cutting through %d)", killedAt.Seq, from.Seq, through)
			if st.Backend() == "etcd" && (killedAt.Seq <= from.Seq || killedAt.Seq >= through) {
				t.Logf("the kill did not land mid-cut (base %d)", killedAt.Seq)
			}
			if killedAt.Seq < from.Seq || killedAt.Seq > through {
				t.Fatalf("the base is %d after the kill, outside %d..%d", killedAt.Seq, from.Seq, through)
			}
			after, err := st.VerifyAudit()
			if err != nil {
				t.Fatalf("the trail after the kill does not verify: %v", err)
			}
			// The service's verify names the cut left unfinished (rt17f #8),
			// once its entry (the one after the head before it) landed.
			started := after.Seq > head.Seq
			v, err := s.VerifyAudit()
			if err != nil {
				t.Fatalf("verify after the kill: %v", err)
			}
			switch {
			case !started && v.Unfinished != nil:
				t.Errorf("verify after a kill before the cut started: unfinished %+v", v.Unfinished)
			case started && killedAt.Seq < through && (v.Unfinished == nil || v.Unfinished.Through.Seq != through || v.Unfinished.Through.Hash != es[0].Hash):
				t.Errorf("verify after the kill with the base at %d of %d: unfinished %+v, want the cut through %d", killedAt.Seq, through, v.Unfinished, through)
			case killedAt.Seq == through && v.Unfinished != nil:
				t.Errorf("verify after a cut that finished: unfinished %+v", v.Unfinished)
			}
			// Cut again through the same end: done, and it verifies.
			if killedAt.Seq < through {
				if _, err := s.CutAudit(AuditCutRequest{Through: through, Exported: es[0].Hash, By: "alice"}); err != nil {
					t.Fatalf("cut again after the kill: %v", err)
				}
			}
			if b := mustBase(t, st); b.Seq != through || b.Hash != es[0].Hash {
				t.Fatalf("after the second cut the base is %d:%.12s, want %d:%.12s", b.Seq, b.Hash, through, es[0].Hash)
			}
			if _, err := st.VerifyAudit(); err != nil {
				t.Fatalf("the trail after the second cut does not verify: %v", err)
			}
			if v, err := s.VerifyAudit(); err != nil || v.Unfinished != nil {
				t.Errorf("verify after the second cut: unfinished %+v, %v", v.Unfinished, err)
			}
		})
	}
}

// mustBase reads the trail's base: the last entry cut.
func mustBase(t *testing.T, st *store.Store) store.AuditHead {
	t.Helper()
	var b store.AuditHead
	if err := st.View(func(tx *store.Tx) (err error) { b, err = tx.AuditBase(); return err }); err != nil {
		t.Fatal(err)
	}
	return b
}
