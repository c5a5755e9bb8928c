package tui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestStoreReplacedByFewerAsks: the desk reads six asks and holds an
// approval of ask 1 in its undo window; another store, with two asks of
// its own (IDs 1 and 2, other commands), is renamed over the file. The
// desk must say the store was replaced and that the approval was dropped,
// not that asks 3 to 6 "left the queue" as if decided elsewhere (rt17k 2:
// the departures overwrote the store-replaced line).
func TestStoreReplacedByFewerAsks(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			for i := 1; i <= 6; i++ {
				d.askFixed("deploy", "", fmt.Sprintf("rm -rf /srv/seen-%d", i))
			}
			d.reload()
			d.settle()
			d.mustShow("rm -rf /srv/seen-1")
			d.keys("a")
			st := store.New(filepath.Join(t.TempDir(), "state", "desk.db"), store.WithClock(d.clock.Now))
			svc := queue.New(st, queue.WithNode("node-1"), queue.WithClock(d.clock.Now), queue.WithHome(fixedHome))
			for i := 1; i <= 2; i++ {
				if _, err := svc.Evaluate(queue.Request{Command: fmt.Sprintf("rm -rf /srv/other-%d", i), Agent: "deploy",
					Harness: "cli", Cwd: fixedCwd, Home: fixedHome, Wait: 10 * time.Minute}); err != nil {
					t.Fatal(err)
				}
			}
			if err := os.Rename(st.Path(), d.st.Path()); err != nil {
				t.Fatal(err)
			}
			d.reload()
			scr := d.mustShow("store replaced: 1 decision in the undo window dropped, not sent", "rm -rf /srv/other-1")
			if strings.Contains(scr, "left the queue") {
				t.Errorf("a store replaced is told as asks leaving the queue:\n%s", scr)
			}
			d.pastUndo()
			d.reload()
			a, err := queue.New(store.New(d.st.Path())).Get("1")
			if err != nil {
				t.Fatal(err)
			}
			if a.State != store.StatePending {
				t.Fatalf("the other store's ask 1 is %s; want pending", a.State)
			}
		})
	}
}
