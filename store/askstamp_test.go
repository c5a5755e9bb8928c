package store

import (
	"os"
	"syscall"
	"testing"
)

// TestAskStampMoves: a commit that puts an ask moves that ask's stamp
// beside the store, and not another ask's (in another slot); a commit
// that puts no ask moves none; the file is the owner's alone. The Store
// that queued an ask knows the stamp it left, until it puts it otherwise.
func TestAskStampMoves(t *testing.T) {
	s := New(t.TempDir() + "/desk.db")
	var a1, a2 Ask
	if err := s.Update(func(tx *Tx) error {
		for _, a := range []*Ask{&a1, &a2} {
			id, err := tx.NextAskID()
			if err != nil {
				return err
			}
			*a = Ask{ID: id, State: StatePending, Command: "make " + id, Agent: "bot"}
			if err := tx.PutAsk(*a); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if askStampAt(a1.ID) == askStampAt(a2.ID) {
		t.Fatalf("asks %s and %s share a stamp slot: the test needs two", a1.ID, a2.ID)
	}
	read := func(id string) uint64 {
		t.Helper()
		n, err := ReadAskStamp(s.Path(), id)
		if err != nil {
			t.Fatal(err)
		}
		return n.N
	}
	one, two := read(a1.ID), read(a2.ID)
	if one != 1 || two != 1 {
		t.Fatalf("after the asks were put: stamps %d %d, want 1 1", one, two)
	}
	if n, ok := s.StampedAsk(a1.ID); !ok || n.N != 1 {
		t.Errorf("this Store queued ask %s: StampedAsk %d %v, want 1 true", a1.ID, n, ok)
	}
	a1.State = StateApproved
	a1.Decision = &Decision{By: "op", Outcome: OutcomeAllow}
	if err := s.Update(func(tx *Tx) error { return tx.PutAsk(a1) }); err != nil {
		t.Fatal(err)
	}
	if err := s.Update(func(tx *Tx) error { _, err := tx.NextAskID(); return err }); err != nil {
		t.Fatal(err)
	}
	if one, two := read(a1.ID), read(a2.ID); one != 2 || two != 1 {
		t.Errorf("after ask %s was decided: stamps %d %d, want 2 1", a1.ID, one, two)
	}
	if _, ok := s.StampedAsk(a1.ID); ok {
		t.Errorf("ask %s decided by this Store still reads as queued by it", a1.ID)
	}
	if fi, err := os.Stat(AskStampsPath(s.Path())); err != nil || fi.Mode().Perm() != 0o600 {
		t.Errorf("stamp file: %v, %v; want mode 0600", fi, err)
	}
}

// TestAskStampUnmovedIsRemoved: a writer that cannot move a stamp (here
// the stamp file is a FIFO, not a file) removes it, so its waiters read
// the store instead of missing the write (a waiter no longer reads the
// store every 30 s to catch such a miss: a stop landing in that read held
// the lock); the file the next writer makes again holds counts that start
// over under a generation of its own, so a count equal to one read before
// still reads as moved.
func TestAskStampUnmovedIsRemoved(t *testing.T) {
	s := New(t.TempDir() + "/desk.db")
	put := func(id string) {
		t.Helper()
		if err := s.Update(func(tx *Tx) error {
			return tx.PutAsk(Ask{ID: id, State: StatePending, Command: "make " + id, Agent: "bot"})
		}); err != nil {
			t.Fatal(err)
		}
	}
	put("0000000001")
	before, err := ReadAskStamp(s.Path(), "0000000001")
	if err != nil || before.N != 1 || before.Gen == 0 {
		t.Fatalf("first stamp %+v, %v; want count 1 and a generation", before, err)
	}
	name := AskStampsPath(s.Path())
	if err := os.Remove(name); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(name, 0o600); err != nil {
		t.Fatal(err)
	}
	put("0000000001")
	if _, err := os.Lstat(name); !os.IsNotExist(err) {
		t.Fatalf("a stamp file the writer could not move is still there: %v", err)
	}
	if _, err := ReadAskStamp(s.Path(), "0000000001"); err == nil {
		t.Fatal("a missing stamp file reads as a stamp: its waiter would miss the write")
	}
	put("0000000001")
	again, err := ReadAskStamp(s.Path(), "0000000001")
	if err != nil || again.N != 1 {
		t.Fatalf("stamp in the file made again %+v, %v; want count 1", again, err)
	}
	if again == before {
		t.Errorf("the file made again reads the same stamp %+v as the first: a waiter would miss the write", again)
	}
	if err := os.Truncate(name, 8); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadAskStamp(s.Path(), "0000000001"); err == nil {
		t.Error("a stamp file cut short reads as a stamp")
	}
}
