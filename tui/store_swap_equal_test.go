package tui

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// waitHeadMsg runs the desk's own wait for a change (waitHead, over the
// real queue's WaitChange and its file watch) and returns its message.
// The context only bounds a wait that would hang the test; the message
// is what the desk would be given.
func (d *testDesk) waitHeadMsg(t *testing.T, afterSeq uint64) headMovedMsg {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	msg, _ := waitHead(ctx, d.svc, afterSeq)().(headMovedMsg)
	if msg.err != nil {
		t.Fatalf("the desk's wait for a change ended without one: %v", msg.err)
	}
	return msg
}

// TestStoreSwapSameLength (rt40k CRITICAL-2): a store renamed over the
// desk's file whose audit trail is as long as the one the desk read (a
// copy of it that went on, or another store) has the same head seq. The
// desk's wait for a change still ends (the head's hash or the store's
// mark differ), the desk reads it, says the store was replaced, and
// shows the asks of the store now in the file's place, not the old ones.
func TestStoreSwapSameLength(t *testing.T) {
	const (
		first  = "rm -rf /srv/tmp/old1"
		mine   = "rm -rf /srv/tmp/old2"
		theirs = "rm -rf /srv/prod/new2"
	)
	for _, kind := range []string{"a copy that went on", "another store"} {
		t.Run(kind, func(t *testing.T) {
			d := openDesk(t, 120, 40)
			d.askFixed("agentA", "", first)
			other := filepath.Join(t.TempDir(), "other.db")
			if kind == "a copy that went on" {
				b, err := os.ReadFile(d.storeFile())
				must(t, err)
				must(t, os.WriteFile(other, b, 0o600))
			} else {
				svc := queue.New(store.New(other, store.WithClock(d.clock.Now)), queue.WithNode("node-1"), queue.WithClock(d.clock.Now))
				if _, err := svc.Evaluate(queue.Request{Command: "rm -rf /srv/prod/new1", Agent: "agentB", Harness: "cli",
					Cwd: fixedCwd, Home: fixedHome, Wait: 10 * time.Minute}); err != nil {
					t.Fatal(err)
				}
			}
			d.askFixed("agentA", "", mine)
			ob := queue.New(store.New(other, store.WithClock(d.clock.Now)), queue.WithNode("node-1"), queue.WithClock(d.clock.Now))
			if _, err := ob.Evaluate(queue.Request{Command: theirs, Agent: "agentB", Harness: "cli",
				Cwd: fixedCwd, Home: fixedHome, Wait: 10 * time.Minute}); err != nil {
				t.Fatal(err)
			}
			ha, err := d.svc.Head()
			must(t, err)
			hb, err := ob.Head()
			must(t, err)
			if ha != hb {
				t.Fatalf("the trails differ in length: %d and %d entries", ha, hb)
			}
			// the desk reads the store, and waits from its head, as it
			// runs: a wait that ended at the head, then the next one
			d.send(d.waitHeadMsg(t, ha-1))
			d.settle()
			d.mustShow(first, mine)
			must(t, os.Rename(other, d.storeFile()))
			d.send(d.waitHeadMsg(t, ha))
			scr := d.mustShow("store replaced", theirs)
			if strings.Contains(scr, mine) {
				t.Fatalf("the replaced store's ask is still shown:\n%s", scr)
			}
		})
	}
}
