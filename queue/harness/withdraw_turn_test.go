package harness

import (
	"path/filepath"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestWithdrawWaitsItsTurn: a withdrawal that finds the store's lock held
// past its own lock wait (another process's transaction, a burst of
// withdrawals) tries again and records the ask withdrawn once the lock is
// free, rather than leaving it pending for a sweep to record abandoned
// once its asker has exited (rt39k LOW-4). Failed before: the one try
// gave up after its lock wait and the ask stayed pending.
func TestWithdrawWaitsItsTurn(t *testing.T) {
	const lockWait = 100 * time.Millisecond
	for _, tt := range []struct {
		name string
		hold time.Duration // another open holds the lock this long as the withdrawal starts
	}{
		{"lock free", 0},
		{"lock held past several lock waits", 6 * lockWait},
	} {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "desk.db")
			svc := queue.New(store.New(path, store.WithLockTimeout(lockWait)), queue.WithNode("node1"))
			r := Evaluate(t.Context(), svc, queue.Request{Command: "npm publish", Agent: "bot", Cwd: "/tmp", Harness: "test"}, time.Time{})
			if !r.Pending() {
				t.Fatalf("npm publish did not ask: %+v", r)
			}
			held, holding := make(chan struct{}), make(chan error, 1)
			go func() {
				holding <- store.New(path).View(func(*store.Tx) error {
					close(held)
					time.Sleep(tt.hold)
					return nil
				})
			}()
			<-held
			Withdraw(svc, r)
			if err := <-holding; err != nil {
				t.Fatal(err)
			}
			a, err := svc.Get(r.Answer.Ask.ID)
			if err != nil || a.State != store.StateWithdrawn {
				t.Errorf("the ask is %q (%v); want it withdrawn", a.State, err)
			}
		})
	}
}
