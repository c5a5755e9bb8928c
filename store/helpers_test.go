package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"go.etcd.io/bbolt"
)

// openTestStore makes a store in a fresh temporary directory (in a
// subdirectory that does not exist yet, as on first use) and checks it in
// t.Cleanup: bbolt's consistency check and the audit chain.
func openTestStore(t testing.TB, opts ...Option) *Store {
	t.Helper()
	s := newTestStore(t, opts...)
	t.Cleanup(func() { checkStore(t, s) })
	return s
}

// newTestStore is openTestStore without the final check, for tests that
// damage the file on purpose.
func newTestStore(t testing.TB, opts ...Option) *Store {
	t.Helper()
	s := New(filepath.Join(t.TempDir(), "state", "ozdesk", "desk.db"), opts...)
	if err := s.Update(func(*Tx) error { return nil }); err != nil {
		t.Fatalf("create store: %v", err)
	}
	return s
}

// checkStore fails t if the store's file is inconsistent or its audit
// trail does not verify. A store never created passes.
func checkStore(t testing.TB, s *Store) {
	t.Helper()
	if _, err := os.Stat(s.Path()); s.etcd == nil && errors.Is(err, os.ErrNotExist) {
		return
	}
	if err := s.Check(); err != nil {
		t.Errorf("store check: %v", err)
	}
	if _, err := s.VerifyAudit(); err != nil {
		t.Errorf("verify audit: %v", err)
	}
	if err := s.View(checkNodeIndex); err != nil {
		t.Errorf("node index: %v", err)
	}
}

// checkNodeIndex fails unless the node index holds exactly the pending
// asks, each under its node.
func checkNodeIndex(tx *Tx) error {
	pending, err := tx.PendingHeads()
	if err != nil {
		return err
	}
	want := map[string]bool{}
	for _, a := range pending {
		want[string(nodeKey(a.Node, a.ID))] = true
	}
	idx := tx.bucket(bucketNodePending)
	if idx == nil {
		return errors.New("no node index")
	}
	err = idx.ForEach(func(k, _ []byte) error {
		if !want[string(k)] {
			return fmt.Errorf("the node index holds %q, which is no pending ask's", k)
		}
		delete(want, string(k))
		return nil
	})
	if err == nil && len(want) > 0 {
		err = fmt.Errorf("pending asks missing from the node index: %q", slices.Sorted(maps.Keys(want)))
	}
	return err
}

// fixedClock returns a clock that always says t.
func fixedClock(t time.Time) func() time.Time {
	return func() time.Time { return t }
}

// rawUpdate changes the store's file behind the store's back, as someone
// with write access to the file could.
func rawUpdate(t testing.TB, path string, fn func(*bbolt.Tx) error) {
	t.Helper()
	db, err := bbolt.Open(path, 0o600, &bbolt.Options{Timeout: time.Second})
	if err != nil {
		t.Fatalf("raw open: %v", err)
	}
	defer func() { _ = db.Close() }()
	if err := db.Update(fn); err != nil {
		t.Fatalf("raw update: %v", err)
	}
}

// mustUpdate runs an update and fails the test on error.
func mustUpdate(t testing.TB, s *Store, fn func(*Tx) error) {
	t.Helper()
	if err := s.Update(fn); err != nil {
		t.Fatalf("update: %v", err)
	}
}

// mustView runs a view and fails the test on error.
func mustView(t testing.TB, s *Store, fn func(*Tx) error) {
	t.Helper()
	if err := s.View(fn); err != nil {
		t.Fatalf("view: %v", err)
	}
}

// putAskAndAudit is one harness-like write: a new pending ask and its
// audit entry, in one transaction. It returns the entry's seq.
func putAskAndAudit(tx *Tx, agent, command string) (uint64, error) {
	id, err := tx.NextAskID()
	if err != nil {
		return 0, err
	}
	err = tx.PutAsk(Ask{ID: id, Command: command, Agent: agent, Pid: os.Getpid(),
		Harness: "cli", State: StatePending, Outcome: OutcomeAsk, Rule: "cmd.test"})
	if err != nil {
		return 0, err
	}
	data, _ := json.Marshal(map[string]string{"ask": id, "command": command})
	e, err := tx.AppendAudit(AuditEntry{Kind: KindAsk, Actor: agent, Node: "test", Data: data})
	return e.Seq, err
}
