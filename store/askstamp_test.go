package store

import (
	"os"
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
		return n
	}
	one, two := read(a1.ID), read(a2.ID)
	if one != 1 || two != 1 {
		t.Fatalf("after the asks were put: stamps %d %d, want 1 1", one, two)
	}
	if n, ok := s.StampedAsk(a1.ID); !ok || n != 1 {
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
