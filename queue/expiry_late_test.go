//go:build !ozdesk_adapters

package queue

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestExpiryQueuedLate (rt46k L3): an ask queued late (its agent asked to
// wait 6s, but the store's lock held it 2s first, so its deadline, the
// agent's own, is 4s after it was queued) expires saying so: the wait the
// agent asked for and how long the store was busy, not a bare "nobody
// decided within 4s". An ask queued at once says its wait alone; so does
// an older record, which holds no wait.
func TestExpiryQueuedLate(t *testing.T) {
	clock := newTestClock()
	s := newService(t, WithClock(clock.Now))
	late := mustEvaluate(t, s, Request{Command: "rm -rf ~", Wait: 6 * time.Second, Until: clock.Now().Add(4 * time.Second)}).Ask.ID
	onTime := mustEvaluate(t, s, Request{Command: "rm -rf ~/x", Wait: 6 * time.Second, Until: clock.Now().Add(6 * time.Second)}).Ask.ID
	older := putAsk(t, s, store.Ask{Command: "ls", Created: clock.Now(), Deadline: clock.Now().Add(4 * time.Second)}, Evaluation{})
	clock.Add(time.Hour)
	if _, err := s.Sweep(); err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string]string{
		late:   "expired: nobody decided within 4s (its agent asked to wait 6s: the store was busy for 2s before the ask was queued)",
		onTime: "expired: nobody decided within 6s",
		older:  "expired: nobody decided within 4s",
	} {
		a, err := s.Get(id)
		if err != nil || a.State != store.StateExpired || a.Decision.Reason != want {
			t.Errorf("ask %s: %s %q %v, want %q", id, a.State, a.Decision.Reason, err, want)
		}
	}
}
