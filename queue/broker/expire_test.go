package broker

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestBrokerExpireOnlyNearDeadline (rt45k #3): through a real broker
// process, an agent whose wait ends at its own deadline has its ask
// recorded expired, as it says, even before the broker's own timer
// expires it; but an agent may not have the trail say "nobody decided in
// time" early: an expiry asked for more than [queue.ExpireSkew] before
// the ask's deadline is a withdrawal, as is a wait stopped by its
// caller. Failed before: the client closed the wait's connection at its
// deadline, and the broker recorded every such ask withdrawn.
func TestBrokerExpireOnlyNearDeadline(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "desk.db")
	must(t, initStore(path))
	sock := filepath.Join(socketDir(t), "s")
	defer startBroker(t, path, sock)()
	cl := NewClient(sock)
	askFor := func(t *testing.T, wait time.Duration) *queue.Answer {
		t.Helper()
		ans, err := cl.Evaluate(queue.Request{Command: "rm -rf /srv/x", Agent: "agent-1", Cwd: dir, Wait: wait})
		if err != nil || ans.Ask == nil {
			t.Fatalf("evaluate: %v, %+v", err, ans)
		}
		return ans
	}
	for _, tc := range []struct {
		name string
		wait time.Duration // the ask's own
		// end ends the agent's side of the wait on ans's ask
		end  func(t *testing.T, ans *queue.Answer)
		want string
	}{
		{"an expiry asked for a minute early is a withdrawal", time.Minute, func(t *testing.T, ans *queue.Answer) {
			must(t, cl.Expire(ans.Ask.ID, ""))
		}, store.StateWithdrawn},
		{"an expiry asked for within the skew stands", 2 * time.Second, func(t *testing.T, ans *queue.Answer) {
			time.Sleep(time.Until(ans.Ask.Deadline.Add(-queue.ExpireSkew / 2)))
			must(t, cl.Expire(ans.Ask.ID, ""))
		}, store.StateExpired},
		{"a wait that ends at its deadline, just before the ask's", 2 * time.Second, func(t *testing.T, ans *queue.Answer) {
			ctx, cancel := context.WithDeadline(context.Background(), ans.Ask.Deadline.Add(-queue.ExpireSkew/2))
			defer cancel()
			if _, err := cl.Wait(ctx, ans); !errors.Is(err, context.DeadlineExceeded) {
				t.Fatalf("wait: %v, want the deadline", err)
			}
		}, store.StateExpired},
		{"a wait that ends at a deadline long before the ask's", time.Minute, func(t *testing.T, ans *queue.Answer) {
			ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
			defer cancel()
			_, _ = cl.Wait(ctx, ans)
		}, store.StateWithdrawn},
		{"a wait stopped by its caller", 2 * time.Second, func(t *testing.T, ans *queue.Answer) {
			ctx, cancel := context.WithDeadline(context.Background(), ans.Ask.Deadline.Add(time.Second))
			time.AfterFunc(300*time.Millisecond, cancel)
			if _, err := cl.Wait(ctx, ans); !errors.Is(err, context.Canceled) {
				t.Fatalf("wait: %v, want it cancelled", err)
			}
		}, store.StateWithdrawn},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ans := askFor(t, tc.wait)
			tc.end(t, ans)
			var a store.Ask
			for range 50 { // the broker withdraws a closed wait as it notices
				var err error
				if a, err = cl.Get(ans.Ask.ID); err != nil || !a.Pending() {
					break
				}
				time.Sleep(20 * time.Millisecond)
			}
			if a.State != tc.want {
				t.Fatalf("ask %s is %s (%+v), want %s", ans.Ask.ID, a.State, a.Decision, tc.want)
			}
		})
	}
	_ = os.Remove(path)
}
