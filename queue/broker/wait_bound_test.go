package broker

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestBrokerWaitBoundToItsAsk: an agent asks through a real broker
// process; before it waits, the broker is restarted on another store put
// in the file's place, whose ask of the same ID (the same agent's, another
// command) was approved. The wait must not take that approval: the broker
// binds it to the ask the agent made (its time and sum, sent with the
// wait), as a wait in direct mode is bound (fx17k), and refuses at once,
// failed closed, saying the store was replaced. Failed before: the broker
// bound the wait to what the ID named when it started, and the agent got
// allow for a command nobody approved.
func TestBrokerWaitBoundToItsAsk(t *testing.T) {
	dir := t.TempDir()
	mine, other := filepath.Join(dir, "mine", "desk.db"), filepath.Join(dir, "other", "desk.db")
	for _, p := range []string{mine, other} {
		must(t, os.MkdirAll(filepath.Dir(p), 0o700))
		must(t, initStore(p))
	}
	sock := filepath.Join(socketDir(t), "s")
	cl := NewClient(sock)
	ask := func(path, command string) *queue.Answer {
		t.Helper()
		stop := startBroker(t, path, sock)
		defer stop()
		ans, err := cl.Evaluate(queue.Request{Command: command, Agent: "agent-1", Cwd: dir, Wait: time.Minute})
		if err != nil || ans.Ask == nil {
			t.Fatalf("ask %q through the broker: %+v, %v", command, ans, err)
		}
		return ans
	}
	theirs := ask(other, "rm -rf /srv/OTHER-1")
	// approved in its own store, while no broker holds it
	if _, err := queue.New(store.New(other)).Decide(theirs.Ask.ID,
		queue.Decision{Outcome: patterns.Allow, By: "bob", Reason: "their own cleanup"}); err != nil {
		t.Fatal(err)
	}
	waited := ask(mine, "rm -rf /srv/data/release-11/cache")
	if waited.Ask.ID != theirs.Ask.ID {
		t.Fatalf("the asks' IDs differ: %s and %s", waited.Ask.ID, theirs.Ask.ID)
	}
	must(t, os.Rename(other, mine))
	startBroker(t, mine, sock)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	got, err := cl.Wait(ctx, waited)
	if err != nil {
		t.Fatalf("wait: %v", err)
	}
	if got.Outcome != patterns.Refuse || got.Unavailable == nil || !strings.Contains(got.Reason, "replaced") {
		t.Fatalf("the wait on ask %s in a replaced store: %s by %s (%s), unavailable %v; want a refusal saying the store was replaced",
			waited.Ask.ID, got.Outcome, got.Rule, got.Reason, got.Unavailable)
	}
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		t.Fatal("the wait ran out its time instead of refusing at once")
	}

	// The wait of an ask made in the store the broker now serves is bound
	// to it, and waits.
	second, err := cl.Evaluate(queue.Request{Command: "rm -rf /srv/data/release-12/cache", Agent: "agent-1", Cwd: dir, Wait: time.Minute})
	if err != nil || second.Ask == nil {
		t.Fatalf("ask: %+v, %v", second, err)
	}
	short, stopWait := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer stopWait()
	if a, _ := cl.Wait(short, second); short.Err() == nil {
		t.Fatalf("the wait on a pending ask in its own store ended: %s (%s)", a.Outcome, a.Reason)
	}
}
