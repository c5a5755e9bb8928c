//go:build !ozdesk_adapters

package queue

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestWithdrawAfterDeadline: an asker that gives up after its ask's
// deadline has passed records the ask expired, as a sweep would have, not
// withdrawn; before the deadline it is withdrawn. Under load an asker's
// own wait (--wait 1s) ended a moment after the ask's deadline, it said
// "it expired", and the store said withdrawn (ls_show_names.txtar).
func TestWithdrawAfterDeadline(t *testing.T) {
	for _, tc := range []struct {
		name      string
		after     time.Duration // from the ask's creation to the withdrawal
		wantState string
		wantKind  string
		wantBy    string
	}{
		{"before the deadline", 30 * time.Second, store.StateWithdrawn, store.KindWithdraw, "claude"},
		{"at the deadline", time.Minute, store.StateExpired, store.KindExpire, "ozdesk"},
		{"after the deadline", time.Minute + time.Millisecond, store.StateExpired, store.KindExpire, "ozdesk"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			clock := newTestClock()
			s := newService(t, WithClock(clock.Now))
			id := putAsk(t, s, store.Ask{Command: "rm -rf /srv/x", Agent: "claude", Deadline: testStart.Add(time.Minute)}, Evaluation{})
			clock.Add(tc.after)
			if err := s.Withdraw(id, ""); err != nil {
				t.Fatal(err)
			}
			a, err := s.Get(id)
			if err != nil {
				t.Fatal(err)
			}
			if a.State != tc.wantState || a.Decision == nil || a.Decision.By != tc.wantBy {
				t.Fatalf("state %q decision %+v, want %q by %s", a.State, a.Decision, tc.wantState, tc.wantBy)
			}
			es, err := s.Audit(0, 0)
			if err != nil || len(es) == 0 {
				t.Fatalf("audit: %d entries, %v", len(es), err)
			}
			if last := es[len(es)-1]; last.Kind != tc.wantKind {
				t.Errorf("last audit entry %q, want %q", last.Kind, tc.wantKind)
			}
		})
	}
}
