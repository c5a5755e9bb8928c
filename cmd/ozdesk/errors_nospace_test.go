package main

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestStoreFailureNoSpace (rt18g 9): at etcd's NOSPACE alarm the CLI said
// the cluster "did not answer in time" and to try again once it is back.
// It says the database is full and what an operator does, exit 4.
func TestStoreFailureNoSpace(t *testing.T) {
	err := storeFailure(fmt.Errorf("store x: %w: %w", store.ErrUnavailable, store.ErrNoSpace), "the ask", "ozdesk queue ls")
	var ee *exitError
	if !errors.As(err, &ee) || ee.code != exitStore {
		t.Fatalf("%#v, want exit %d", err, exitStore)
	}
	if strings.Contains(ee.hint, "did not answer in time") || !strings.Contains(ee.hint, "database is full") || !strings.Contains(ee.hint, "Database quota") {
		t.Errorf("the hint: %q; want the database full and fleet.md's fix", ee.hint)
	}
}

// TestStoreFailureBrokenTrail (rt18g 8): a request that meets a broken
// audit trail (a cut, an export through the broker) exited 2, the usage
// code; it exits 7, as audit verify does, and points to audit verify.
func TestStoreFailureBrokenTrail(t *testing.T) {
	broken := &store.AuditError{Seq: 349, Problem: store.AuditMissing, Detail: "entry 349 is missing"}
	err := storeFailure(fmt.Errorf("cut the audit trail: stopped before entry 349: %w", broken), "the audit trail", "ozdesk audit")
	var ee *exitError
	if !errors.As(err, &ee) || ee.code != exitAuditBroke || !strings.Contains(ee.hint, "ozdesk audit verify") {
		t.Fatalf("%#v, want exit %d pointing to audit verify", err, exitAuditBroke)
	}
}
