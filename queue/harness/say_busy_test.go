package harness

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestSayStoreStayedBusy (rt46k M3): in direct mode an asker whose store
// stayed locked past its wait (a burst of a thousand asks) is told what
// happened, that its command was not queued and the desk does not show
// it, and what to do; not "the store could not be read". The lock is a
// real one: the store's file held open for writing, as another process's
// transaction holds it.
func TestSayStoreStayedBusy(t *testing.T) {
	path := filepath.Join(t.TempDir(), "desk.db")
	s := queue.New(store.New(path, store.WithLockTimeout(300*time.Millisecond)), queue.WithNode("n1"))
	if _, err := s.Init(); err != nil {
		t.Fatal(err)
	}
	db, err := bbolt.Open(path, 0o600, nil) // holds the file's lock
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ans, err := s.Evaluate(queue.Request{Command: "rm -rf ~", Agent: "claude", Cwd: "/tmp", Wait: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	say := Say(ans)
	for _, want := range []string{"refuse: nothing decided: the store " + path + " stayed busy for more than",
		"so this command was not queued (the desk counts it among the asks that could not reach the store, and the next ask written puts it in the audit trail)", "run it again once fewer commands ask at once"} {
		if !strings.Contains(say, want) {
			t.Errorf("the agent is told %q, without %q", say, want)
		}
	}
	if strings.Contains(say, "could not be read") || EndOf(ans) == Allowed {
		t.Errorf("the agent is told %q (%s)", say, EndOf(ans))
	}
}
