package broker

import (
	"testing"

	"ozdesk.dev/ozdesk/internal/askwire"
	"ozdesk.dev/ozdesk/store"
)

// TestAnswerWireInStep holds the wire view's pending state to the
// store's: askwire.ReadAnswer checks an evaluation's ask against it
// without importing the store.
func TestAnswerWireInStep(t *testing.T) {
	if askwire.StatePending != store.StatePending {
		t.Fatalf("askwire.StatePending %q, store.StatePending %q", askwire.StatePending, store.StatePending)
	}
}
