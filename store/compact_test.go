package store

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"
)

// bloat grows the store's file by about n bytes of pages that are then
// freed: a bbolt file never shrinks by itself.
func bloat(t *testing.T, s *Store, n int) {
	t.Helper()
	rawUpdate(t, s.Path(), func(tx *bbolt.Tx) error {
		b, err := tx.CreateBucket([]byte("scratch"))
		if err != nil {
			return err
		}
		v := make([]byte, 64<<10)
		for i := range n / len(v) {
			if err := b.Put([]byte(strconv.Itoa(i)), v); err != nil {
				return err
			}
		}
		return nil
	})
	rawUpdate(t, s.Path(), func(tx *bbolt.Tx) error { return tx.DeleteBucket([]byte("scratch")) })
}

func TestCompact(t *testing.T) {
	s := openTestStore(t)
	for i := range 30 {
		mustUpdate(t, s, func(tx *Tx) error {
			_, err := putAskAndAudit(tx, "bot", "echo "+strconv.Itoa(i))
			return err
		})
	}
	bloat(t, s, 8<<20)
	if err := os.Chmod(s.Path(), 0o400); err != nil {
		t.Fatal(err)
	}
	before, err := s.Size()
	if err != nil {
		t.Fatal(err)
	}
	head, err := s.VerifyAudit()
	if err != nil {
		t.Fatal(err)
	}
	res, err := s.Compact()
	if err != nil {
		t.Fatal(err)
	}
	after, err := s.Size()
	if err != nil {
		t.Fatal(err)
	}
	if res.Before != before || res.After != after || after >= before/4 {
		t.Errorf("compacted %d → %d bytes (the file is %d → %d); want it much smaller", res.Before, res.After, before, after)
	}
	if res.Audit != head {
		t.Errorf("head %+v, want %+v", res.Audit, head)
	}
	fi, err := os.Lstat(s.Path())
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o400 || !os.SameFile(fi, res.File) {
		t.Errorf("the new file is %v (same as reported: %v); want mode 0400 kept", fi.Mode(), os.SameFile(fi, res.File))
	}
	if err := os.Chmod(s.Path(), 0o600); err != nil {
		t.Fatal(err)
	}
	if got, err := s.VerifyAudit(); err != nil || got != head {
		t.Fatalf("after compaction the trail verifies to %+v, %v; want %+v", got, err, head)
	}
	// The buckets' sequences come along: the next ask takes the next ID.
	mustUpdate(t, s, func(tx *Tx) error {
		id, err := tx.NextAskID()
		if err == nil && id != FormatAskID(31) {
			t.Errorf("next ask %s after compaction, want %s", id, FormatAskID(31))
		}
		return err
	})
	matches, _ := os.ReadDir(s.storeDir())
	for _, m := range matches {
		if strings.Contains(m.Name(), ".compact-") {
			t.Errorf("left behind: %s", m.Name())
		}
	}
}

func TestCompactRefuses(t *testing.T) {
	t.Run("no store", func(t *testing.T) {
		s := New(t.TempDir() + "/desk.db")
		if _, err := s.Compact(); !errors.Is(err, ErrNoStore) {
			t.Errorf("Compact() = %v, want ErrNoStore", err)
		}
	})
	t.Run("a broken audit trail", func(t *testing.T) {
		s := newTestStore(t)
		mustUpdate(t, s, func(tx *Tx) error {
			_, err := putAskAndAudit(tx, "bot", "echo hi")
			return err
		})
		rawUpdate(t, s.Path(), func(tx *bbolt.Tx) error {
			return tx.Bucket([]byte(bucketAudit)).Delete(seqKey(1))
		})
		before, _ := os.ReadFile(s.Path())
		if _, err := s.Compact(); !errors.Is(err, ErrAuditBroken) {
			t.Fatalf("Compact() = %v, want ErrAuditBroken", err)
		}
		if after, _ := os.ReadFile(s.Path()); string(after) != string(before) {
			t.Error("the file changed")
		}
	})
}

// TestCompactUnderWriters compacts the store again and again while four
// processes write to it: every write lands in the file that stays (a
// writer that waited for the old file's lock opens the new one).
func TestCompactUnderWriters(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns processes")
	}
	const procs, writes = 4, 60
	s := openTestStore(t)
	children := make([]*child, procs)
	for i := range children {
		children[i] = startChild(t, "append", s.Path(), "agent-"+strconv.Itoa(i), writes)
	}
	for _, c := range children {
		c.Send(t, "go")
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		for _, c := range children {
			c.Line(t)
			c.Wait(t)
		}
	}()
	compactions := 0
	for running := true; running; {
		select {
		case <-done:
			running = false
		default:
			if _, err := New(s.Path()).Compact(); err != nil {
				t.Fatalf("compaction %d: %v", compactions+1, err)
			}
			compactions++
			time.Sleep(10 * time.Millisecond) // as rare as can be tested
		}
	}
	mustView(t, s, func(tx *Tx) error {
		asks, err := tx.Asks(AskFilter{})
		if len(asks) != procs*writes {
			t.Errorf("%d asks after %d compactions, want %d: writes were lost", len(asks), compactions, procs*writes)
		}
		return err
	})
	t.Logf("%d compactions under %d writers", compactions, procs)
}
