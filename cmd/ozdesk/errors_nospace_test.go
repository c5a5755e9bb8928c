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
