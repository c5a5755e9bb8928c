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

// otherStoreOver makes another store, whose ask 1 is command, and renames
// it over the desk's store file (a store restored from a copy, another
// store moved into place). It returns the other store's service.
func otherStoreOver(t *testing.T, d *testDesk, command string) *queue.Service {
	t.Helper()
	st := store.New(filepath.Join(t.TempDir(), "state", "desk.db"), store.WithClock(d.clock.Now))
	svc := queue.New(st, queue.WithNode("node-1"), queue.WithClock(d.clock.Now), queue.WithHome(fixedHome))
	ans, err := svc.Evaluate(queue.Request{Command: command, Agent: "deploy", Harness: "cli",
		Cwd: fixedCwd, Home: fixedHome, Wait: 10 * time.Minute})
	if err != nil || ans.Ask == nil || ans.Ask.ID != "1" && queue.ShortID(ans.Ask.ID) != "1" {
		t.Fatalf("the other store's ask: %+v, %v", ans, err)
	}
	if err := os.Rename(st.Path(), d.st.Path()); err != nil {
		t.Fatal(err)
	}
	return queue.New(store.New(d.st.Path()))
}

// TestStoreReplacedUnderTheDesk: the operator reads ask 1, and another
// store whose ask 1 is another command is renamed over the store file
// (rt16k #1). Pressed before the desk reads it again, a sends a decision
// bound to what was read, which the queue refuses: the other command is
// not approved. Once read, the desk says loudly that the store was
// replaced, holds the keys on the card under the cursor, and drops the
// decisions in their undo window; it never re-points in silence.
func TestStoreReplacedUnderTheDesk(t *testing.T) {
	const (
		seen  = "rm -rf /srv/app/tmp/cache"
		other = "rm -rf /srv/app/data/customers"
	)
	tests := []struct {
		name string
		// before: keys before the swap; between: whether the desk reads
		// the store between the swap and after.
		before  []string
		between bool
		after   []string
		wants   []string
	}{
		{name: "a before the desk reads it", after: []string{"a"},
			wants: []string{"store replaced: ", other}},
		{name: "a after the desk reads it", between: true, after: []string{"a"},
			wants: []string{"from another store (store replaced): look before", other}},
		{name: "approval in its undo window", before: []string{"a"}, between: true,
			wants: []string{"store replaced: 1 decision in the undo window dropped, not sent", other}},
	}
	for _, tt := range tests {
		for _, sz := range goldenSizes {
			t.Run(tt.name+"/"+sizeName(sz.w, sz.h), func(t *testing.T) {
				d := openDesk(t, sz.w, sz.h)
				d.askFixed("deploy", "", seen)
				d.reload()
				d.settle()
				d.mustShow(seen)
				d.keys(tt.before...)
				svc := otherStoreOver(t, d, other)
				if tt.between {
					d.reload()
				}
				d.keys(tt.after...)
				d.pastUndo()
				d.reload()
				scr := d.mustShow(tt.wants...)
				if strings.Contains(scr, seen) {
					t.Errorf("the command of the store replaced is still on screen:\n%s", scr)
				}
				a, err := svc.Get("1")
				if err != nil {
					t.Fatal(err)
				}
				if a.State != store.StatePending {
					t.Fatalf("the other store's ask 1 (%s) is %s by %v; want pending: nobody read it\n%s", a.Command, a.State, a.Decision, scr)
				}
			})
		}
	}
}
