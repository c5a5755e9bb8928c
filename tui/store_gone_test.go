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

// TestStoreDeletedUnderTheDesk: the store the desk reads is deleted (a
// demo's scratch store removed, a store moved away) while asks wait in
// it. The desk says the store is gone and that its asks can no longer be
// decided, never that nothing waits; once a store is made there again,
// the desk reads it as before (rt9c F14).
func TestStoreDeletedUnderTheDesk(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d, _ := threeAsks(t, sz.w, sz.h)
			d.mustShow("Queue · 3 waiting")
			if err := os.RemoveAll(filepath.Dir(d.st.Path())); err != nil {
				t.Fatal(err)
			}
			d.reload()
			scr := d.mustShow("The store is gone: no store at "+testStorePath,
				"the store is gone: 3 asks left with it; their agents are refused")
			if strings.Contains(scr, "Nothing waits for you") || strings.Contains(scr, "left the queue") {
				t.Fatalf("a deleted store reads as an empty queue:\n%s", scr)
			}
			d.requireScreen(t)
			// Another process (an asker) makes the store again. This
			// process read the old trail, so it would refuse to append
			// to the new one as to a rollback (store/audit_floor.go);
			// the desk only reads it.
			other := queue.New(store.New(d.st.Path(), store.WithClock(d.clock.Now)), queue.WithNode("node-1"),
				queue.WithClock(d.clock.Now), queue.WithHome(filepath.Join(d.dir, "home", "op")))
			ans, err := other.Evaluate(queue.Request{Command: "git push --force origin main", Agent: "claude", Job: "refactor",
				Harness: "cli", Cwd: fixedCwd, Home: fixedHome, Wait: 10 * time.Minute})
			if err != nil || ans.Ask == nil {
				t.Fatalf("an asker's ask in the store made again: %+v, %v", ans, err)
			}
			d.reload()
			scr = d.mustShow("Queue · 1 waiting")
			if strings.Contains(scr, "The store is gone") {
				t.Fatalf("a store made again still reads as gone:\n%s", scr)
			}
		})
	}
}
