package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestStoreMadeAgainRefusesHere: the store the desk reads is deleted and
// another process (an asker) makes it again. This process read the old
// trail, so the queue refuses its decisions as a rollback until the desk
// restarts (queue's TestAnchors, "the store deleted and made again").
// The desk says so in plain words, naming the store and what to do,
// never a raw error, and the ask still waits.
func TestStoreMadeAgainRefusesHere(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d, _ := threeAsks(t, sz.w, sz.h)
			d.mustShow("Queue · 3 waiting")
			if err := os.RemoveAll(filepath.Dir(d.st.Path())); err != nil {
				t.Fatal(err)
			}
			d.reload()
			other := queue.New(store.New(d.st.Path(), store.WithClock(d.clock.Now)), queue.WithNode("node-1"),
				queue.WithClock(d.clock.Now), queue.WithHome(filepath.Join(d.dir, "home", "op")))
			ans, err := other.Evaluate(queue.Request{Command: "git push --force origin main", Agent: "claude", Job: "refactor",
				Harness: "cli", Cwd: fixedCwd, Home: fixedHome, Wait: 10 * time.Minute})
			if err != nil || ans.Ask == nil {
				t.Fatalf("an asker's ask in the store made again: %+v, %v", ans, err)
			}
			d.reload()
			// said when it happens, before any key fails
			d.mustShow("Queue · 1 waiting", "was made again")
			d.clock.Add(5 * time.Second)
			d.settle()
			d.keys("a")
			d.pastUndo()
			scr := d.mustShow("was made again", "restart the desk to decide here")
			for _, raw := range []string{"rolled back", "audit trail", "hash"} {
				if strings.Contains(scr, raw) {
					t.Fatalf("the desk shows the raw error (%q):\n%s", raw, scr)
				}
			}
			if got := d.askState(ans.Ask.ID); got.State != store.StatePending {
				t.Fatalf("ask %s is %s, want still pending", ans.Ask.ID, got.State)
			}
		})
	}
}
