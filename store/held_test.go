package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// tryWrite has a child process write the store at path once and returns
// what it said: "ok", "locked" or its error.
func tryWrite(t *testing.T, path string) string {
	t.Helper()
	c := startChild(t, "try", path, "try", 0)
	line := c.Line(t)
	c.Wait(t)
	return line
}

// holdStore makes a store with a few writes and holds it open until the
// test ends.
func holdStore(t *testing.T) *Store {
	t.Helper()
	s := newTestStore(t)
	for range 3 {
		mustUpdate(t, s, func(tx *Tx) error { _, err := putAskAndAudit(tx, "a", "echo a"); return err })
	}
	if _, err := s.Hold(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Release() }) // fails, leaving it open, after a fault
	return s
}

// anotherStore makes a whole store of its own beside path and returns
// its file.
func anotherStore(t *testing.T, path string) string {
	t.Helper()
	other := New(filepath.Join(filepath.Dir(path), "other.db"))
	if err := other.Update(func(tx *Tx) error { _, err := putAskAndAudit(tx, "b", "echo b"); return err }); err != nil {
		t.Fatal(err)
	}
	return other.Path()
}

// TestHoldLocksOthersOut: while one process holds the store, another's
// write waits for the lock and fails; once released, it goes through.
func TestHoldLocksOthersOut(t *testing.T) {
	s := holdStore(t)
	if got := tryWrite(t, s.Path()); got != "locked" {
		t.Fatalf("a write from another process while the store is held: %q, want locked", got)
	}
	if _, err := s.Hold(); err == nil {
		t.Error("a second Hold succeeded")
	}
	mustUpdate(t, s, func(tx *Tx) error { _, err := putAskAndAudit(tx, "a", "echo held"); return err })
	if err := s.Release(); err != nil {
		t.Fatal(err)
	}
	if got := tryWrite(t, s.Path()); got != "ok" {
		t.Fatalf("a write from another process after the release: %q, want ok", got)
	}
	checkStore(t, s)
	head, err := s.VerifyAudit()
	if err != nil || head.Seq != 5 {
		t.Errorf("after the release the trail ends at %d (%v), want 5: 3 writes, 1 held, 1 from the other process", head.Seq, err)
	}
}

// TestHoldFailsClosed: a store held open whose file is removed, replaced
// or damaged behind it neither reads nor writes again, whatever is put
// back at its path; it never moves to the file now there.
func TestHoldFailsClosed(t *testing.T) {
	for _, tc := range []struct {
		name   string
		tamper func(t *testing.T, path string)
		// first is what the first transaction after it fails with;
		// every later one fails with ErrUnavailable.
		first error
	}{
		{"removed", func(t *testing.T, path string) {
			if err := os.Remove(path); err != nil {
				t.Fatal(err)
			}
		}, ErrUnavailable},
		{"replaced", func(t *testing.T, path string) {
			if err := os.Rename(anotherStore(t, path), path); err != nil {
				t.Fatal(err)
			}
		}, ErrUnavailable},
		{"replaced and put back", func(t *testing.T, path string) {
			keep := path + ".keep"
			if err := os.Link(path, keep); err != nil {
				t.Fatal(err)
			}
			if err := os.Rename(anotherStore(t, path), path); err != nil {
				t.Fatal(err)
			}
			// Seen once while replaced, the hold is lost for good.
			if err := New(path).View(func(*Tx) error { return nil }); err != nil {
				t.Fatal(err)
			}
			if _, err := os.Stat(path); err != nil {
				t.Fatal(err)
			}
		}, ErrUnavailable},
		{"emptied", func(t *testing.T, path string) {
			if err := os.Truncate(path, 0); err != nil {
				t.Fatal(err)
			}
		}, ErrCorrupt},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := holdStore(t)
			tc.tamper(t, s.Path())
			if tc.name == "replaced and put back" {
				// The first look finds the other store, and loses the hold.
				err := s.View(func(*Tx) error { return nil })
				if !errors.Is(err, ErrUnavailable) {
					t.Fatalf("view while replaced: %v, want ErrUnavailable", err)
				}
				if err := os.Rename(s.Path()+".keep", s.Path()); err != nil {
					t.Fatal(err)
				}
			}
			write := func(tx *Tx) error { _, err := putAskAndAudit(tx, "a", "echo after"); return err }
			for i, call := range []struct {
				what string
				run  func() error
			}{
				{"update", func() error { return s.Update(write) }},
				{"view", func() error { return s.View(func(tx *Tx) error { _, err := tx.AuditSince(0, 10); return err }) }},
				{"update again", func() error { return s.Update(write) }},
			} {
				want := ErrUnavailable
				if i == 0 {
					want = tc.first
				}
				err := call.run()
				if !errors.Is(err, want) {
					t.Fatalf("%s after the store was %s: %v, want %v", call.what, tc.name, err, want)
				}
				if i > 0 && !strings.Contains(err.Error(), "held open") {
					t.Errorf("%s: %v does not say the file held open is lost", call.what, err)
				}
			}
		})
	}
}

// TestHoldCompact: the store's own compaction replaces the file held by
// the new one, which is held from then on (and still locks others out).
func TestHoldCompact(t *testing.T) {
	s := holdStore(t)
	res, err := s.Compact()
	if err != nil {
		t.Fatal(err)
	}
	now, err := os.Lstat(s.Path())
	if err != nil || !os.SameFile(now, res.File) {
		t.Fatalf("after the compaction the path names %v (%v), not the compacted file", now, err)
	}
	mustUpdate(t, s, func(tx *Tx) error { _, err := putAskAndAudit(tx, "a", "echo compacted"); return err })
	if got := tryWrite(t, s.Path()); got != "locked" {
		t.Errorf("a write from another process after the compaction: %q, want locked", got)
	}
	if err := s.Release(); err != nil {
		t.Fatal(err)
	}
	// What was written after the compaction is in the file at the path.
	head, err := s.VerifyAudit()
	if err != nil || head.Seq != 4 {
		t.Errorf("the compacted file's trail ends at %d (%v), want 4", head.Seq, err)
	}
	checkStore(t, s)
}
