package tui

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// otherProcess is a queue over the desk's store file as another process
// (an `ozdesk ask`) opens it: its own store, with no floor of what the
// desk's process read.
func (d *testDesk) otherProcess() *queue.Service {
	st := store.New(d.storeFile(), store.WithClock(d.clock.Now))
	return queue.New(st, queue.WithNode("node-1"), queue.WithClock(d.clock.Now), queue.WithHome(d.home()))
}

// storeFile is where the test desk's store is.
func (d *testDesk) storeFile() string { return filepath.Join(d.dir, "state", "desk.db") }

// copyFile copies the file at from to to, through a rename: as a backup
// put back is.
func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	must(t, err)
	tmp := to + ".tmp"
	must(t, os.WriteFile(tmp, b, 0o600))
	must(t, os.Rename(tmp, to))
}

// TestDeskRestoredCopyIsReplaced (rt35k HIGH-1): an older copy of the
// desk's own store is put back under it, and the next ask takes the ID
// of the one the operator was reading, with another command. The desk
// says the store was replaced by an older copy, holds the card as a new
// one (a key 0.5 s later decides nothing), and the asker whose ask
// vanished is told its store was replaced, with no store key in it.
// Both orders: the desk reads the copy before the new ask, and after.
func TestDeskRestoredCopyIsReplaced(t *testing.T) {
	for _, between := range []bool{false, true} {
		name := "read-after-both"
		if between {
			name = "read-between"
		}
		t.Run(name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			d.ask("twin", "", "rm -rf /srv/first")
			d.reload()
			d.settle()
			backup := filepath.Join(d.dir, "backup.db")
			copyFile(t, d.storeFile(), backup)

			asker := d.otherProcess()
			ans, err := asker.Evaluate(queue.Request{Command: "rm -rf /srv/harmless-cache", Agent: "twin", Harness: "cli",
				Cwd: d.cwd(), Home: d.home(), Wait: 10 * time.Minute})
			must(t, err)
			d.reload()
			d.settle()
			d.keys("j")
			d.settle()
			d.mustShow("▸ 2", "harmless-cache")

			copyFile(t, backup, d.storeFile())
			if between {
				d.reload()
			}
			d.clock.Add(100 * time.Millisecond)
			prod := d.otherProcess()
			again, err := prod.Evaluate(queue.Request{Command: "rm -rf /srv/PRODUCTION-DB", Agent: "twin", Harness: "cli",
				Cwd: d.cwd(), Home: d.home(), Wait: 10 * time.Minute})
			must(t, err)
			if again.Ask == nil || again.Ask.ID != ans.Ask.ID {
				t.Fatalf("the restored copy did not reuse ask %s: %+v", ans.Ask.ID, again.Ask)
			}
			d.reload()
			scr := d.mustShow("store replaced by an older copy of itself: restart the desk to decide here", "PRODUCTION-DB")
			if strings.Contains(scr, "a approve") {
				t.Fatalf("the footer offers decisions the store refuses:\n%s", scr)
			}
			if strings.Contains(scr, "harmless-cache") {
				t.Fatalf("the desk still shows the ask the copy does not hold:\n%s", scr)
			}
			if between {
				// every ask of the copy is new to the operator: bulk
				// marks pass over them in their arrival hold
				d.clock.Add(200 * time.Millisecond)
				d.keys("ctrl+a")
				d.mustShow("asks 1, 2 just arrived, not marked")
			} else {
				// it took the place of the card read: held as a card of
				// another store, for longer than a key 0.5 s later
				d.mustShow("▸ 2")
				d.clock.Add(500 * time.Millisecond)
				d.keys("a")
				d.mustShow("nothing decided: restart the desk to decide here: decisions refused")
			}
			d.pastUndo()
			d.reload()
			if got := d.askState(again.Ask.ID).State; got != store.StatePending {
				t.Fatalf("ask 2 of the copy is %s 0.6 s after it appeared, want pending", got)
			}

			out, err := asker.Wait(context.Background(), ans)
			must(t, err)
			if !errors.Is(out.Unavailable, queue.ErrStoreReplaced) || !strings.Contains(out.Reason, "replaced") {
				t.Fatalf("the first asker was told %q (%v), want its store replaced", out.Reason, out.Unavailable)
			}
			if strings.Contains(out.Reason, "000000") {
				t.Fatalf("the first asker's answer names a store key: %q", out.Reason)
			}
		})
	}
}
