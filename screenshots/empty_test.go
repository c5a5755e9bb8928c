package screenshots

import (
	"testing"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// emptyService is a queue over a store not made yet: the desk's first run.
func emptyService(t *testing.T, path string, ck *clock) *queue.Service {
	t.Helper()
	return queue.New(store.New(path, store.WithClock(ck.Now)), queue.WithNode("demo-node"), queue.WithClock(ck.Now))
}
