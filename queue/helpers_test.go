package queue

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/teststore"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// testStart is the time test clocks start at.
var testStart = time.Date(2026, 11, 30, 9, 0, 0, 0, time.UTC)

// testClock is a clock a test moves by hand.
type testClock = teststore.Clock

func newTestClock() *testClock { return teststore.NewClock(testStart) }

// storePath is a store file in a fresh temporary directory, in a
// subdirectory that does not exist yet (as on first use).
func storePath(t testing.TB) string {
	return filepath.Join(t.TempDir(), "state", "desk.db")
}

// newService makes a service on a new store in t.TempDir() on node
// "node-a", and checks the store in t.Cleanup: bbolt's consistency check
// and the audit chain.
func newService(t testing.TB, opts ...Option) *Service {
	t.Helper()
	st := store.New(storePath(t))
	t.Cleanup(func() { checkStore(t, st) })
	return New(st, append([]Option{WithNode("node-a"), WithHome("/home/op")}, opts...)...)
}

// checkStore fails t if the store's file is inconsistent or its audit
// trail does not verify. A store never made passes (a file whose first
// write rolled back is not made either).
func checkStore(t testing.TB, st *store.Store) {
	t.Helper()
	if _, err := os.Stat(st.Path()); errors.Is(err, os.ErrNotExist) {
		return
	}
	if err := st.Check(); err != nil && !errors.Is(err, store.ErrNoStore) {
		t.Errorf("store check: %v", err)
	}
	if _, err := st.VerifyAudit(); err != nil && !errors.Is(err, store.ErrNoStore) {
		t.Errorf("verify audit: %v", err)
	}
}

// auditOf returns the audit entries of the given kinds (all when none).
func auditOf(t testing.TB, s *Service, kinds ...string) []store.AuditEntry {
	t.Helper()
	var out []store.AuditEntry
	err := s.st.View(func(tx *store.Tx) error {
		return tx.EachAudit(0, func(e store.AuditEntry) error {
			if len(kinds) == 0 || slices.Contains(kinds, e.Kind) {
				out = append(out, e)
			}
			return nil
		})
	})
	if err != nil && !errors.Is(err, store.ErrNoStore) {
		t.Fatalf("read audit: %v", err)
	}
	return out
}

// evaluationIn decodes the evaluation recorded in an "evaluate" entry.
func evaluationIn(t testing.TB, e store.AuditEntry) Evaluation {
	t.Helper()
	var ev Evaluation
	if err := json.Unmarshal(e.Data, &ev); err != nil {
		t.Fatalf("audit entry %d: %v", e.Seq, err)
	}
	return ev
}

// mustEvaluate evaluates and fails the test on an error or an answer
// that failed closed.
func mustEvaluate(t testing.TB, s *Service, req Request) *Answer {
	t.Helper()
	if req.Cwd == "" {
		req.Cwd = "/work/proj"
	}
	a, err := s.Evaluate(req)
	if err != nil {
		t.Fatalf("evaluate %q: %v", req.Command, err)
	}
	if a.Unavailable != nil {
		t.Fatalf("evaluate %q: store unavailable: %v", req.Command, a.Unavailable)
	}
	return a
}

// mustAddRule writes a rule and fails the test on an error.
func mustAddRule(t testing.TB, s *Service, spec RuleSpec) *RuleResult {
	t.Helper()
	if spec.Author == "" {
		spec.Author = "alice"
	}
	if spec.Outcome == patterns.Allow && spec.Reason == "" {
		spec.Reason = "test"
	}
	if spec.Outcome == patterns.Allow && spec.End.IsZero() {
		spec.End = s.now().Add(24 * time.Hour)
	}
	res, err := s.AddRule(spec)
	if err != nil {
		t.Fatalf("add rule %q over %q: %v", spec.Pattern, spec.Over, err)
	}
	return res
}

// askIDs lists the IDs of asks.
func askIDs(asks []store.Ask) []string {
	ids := make([]string, len(asks))
	for i, a := range asks {
		ids[i] = a.ID
	}
	return ids
}

// asDecided is errors.As for a *DecidedError.
func asDecided(err error, de **DecidedError) bool { return errors.As(err, de) }
