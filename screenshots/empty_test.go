package screenshots

import (
	"testing"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/demo"
)

// emptyService is a queue over a store just made: the desk's first run
// (ozdesk makes the store before it opens the desk; a store that does not
// exist says so, and does not pass for an empty queue).
func emptyService(t *testing.T, path string, ck *clock) *queue.Service {
	t.Helper()
	svc := queue.New(store.New(path, store.WithClock(ck.Now)), queue.WithNode(demo.Node), queue.WithClock(ck.Now))
	if _, err := svc.Init(); err != nil {
		t.Fatal(err)
	}
	return svc
}
