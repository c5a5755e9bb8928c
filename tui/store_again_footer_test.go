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

// TestStoreMadeAgainFooter: once the store was made again under the desk,
// the queue refuses every decision this desk sends, so its footer offers
// none (rt22k #13: it kept offering "a approve" beside the status line's
// "restart the desk to decide here"), and offers q to quit, to restart.
func TestStoreMadeAgainFooter(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d, _ := threeAsks(t, sz.w, sz.h)
			footer := func() string {
				lines := strings.Split(strings.TrimRight(d.screen(), "\n"), "\n")
				return lines[len(lines)-1]
			}
			if f := footer(); !strings.Contains(f, "a approve") {
				t.Fatalf("before: the footer lacks a approve: %q", f)
			}
			if err := os.RemoveAll(filepath.Dir(d.st.Path())); err != nil {
				t.Fatal(err)
			}
			d.reload()
			other := queue.New(store.New(d.st.Path(), store.WithClock(d.clock.Now)), queue.WithNode("node-1"),
				queue.WithClock(d.clock.Now), queue.WithHome(filepath.Join(d.dir, "home", "op")))
			if _, err := other.Evaluate(queue.Request{Command: "git push --force origin main", Agent: "claude", Job: "refactor",
				Harness: "cli", Cwd: fixedCwd, Home: fixedHome, Wait: 10 * time.Minute}); err != nil {
				t.Fatal(err)
			}
			d.reload()
			d.clock.Add(5 * time.Second)
			d.mustShow("was made again")
			f := footer()
			for _, k := range []string{"approve", "deny", "always"} {
				if strings.Contains(f, k) {
					t.Errorf("the footer of a desk whose decisions the queue refuses offers %q: %q", k, f)
				}
			}
			if !strings.Contains(f, "q quit") {
				t.Errorf("the footer lacks q quit: %q", f)
			}
		})
	}
}
