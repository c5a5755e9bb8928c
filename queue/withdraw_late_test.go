//go:build !ozdesk_adapters

package queue

import (
	"context"
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

// TestWaitEndedExpires (rt45k #3): a waiter whose own deadline comes
// before its ask's records the ask expired, not withdrawn (it did not
// stop waiting); one whose context is cancelled withdraws it; and an ask
// made with the asker's deadline (Request.Until) never expires after it,
// however late it is stamped.
func TestWaitEndedExpires(t *testing.T) {
	s := newService(t)
	ask := func(t *testing.T, until time.Time) *Answer {
		t.Helper()
		ans, err := s.Evaluate(Request{Command: "rm -rf /srv/x", Agent: "claude", Cwd: t.TempDir(), Wait: time.Minute, Until: until})
		if err != nil || ans.Ask == nil {
			t.Fatalf("evaluate: %v, %+v", err, ans)
		}
		return ans
	}
	until := time.Now().Add(30 * time.Second)
	if a := ask(t, until); a.Ask.Deadline.After(until) {
		t.Errorf("deadline %v, after the asker's %v", a.Ask.Deadline, until)
	}
	for _, tc := range []struct {
		name string
		ctx  func() (context.Context, context.CancelFunc)
		want string
	}{
		{"the waiter's deadline", func() (context.Context, context.CancelFunc) {
			return context.WithTimeout(context.Background(), 100*time.Millisecond)
		}, store.StateExpired},
		{"the waiter stopped", func() (context.Context, context.CancelFunc) {
			ctx, cancel := context.WithTimeout(context.Background(), time.Hour)
			time.AfterFunc(100*time.Millisecond, cancel)
			return ctx, cancel
		}, store.StateWithdrawn},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ans := ask(t, time.Time{})
			ctx, cancel := tc.ctx()
			defer cancel()
			if _, err := s.Wait(ctx, ans); err == nil {
				t.Fatal("wait: no error, want the context's")
			}
			if a, err := s.Get(ans.Ask.ID); err != nil || a.State != tc.want {
				t.Fatalf("ask is %q (%v), want %q", a.State, err, tc.want)
			}
		})
	}
}

// TestStampAskedKeepsUntil: the stamp taken under the store's lock moves
// the ask's deadline with it, but never past the asker's own (rt45k #3).
func TestStampAskedKeepsUntil(t *testing.T) {
	made := testStart
	for _, tc := range []struct {
		name         string
		at, until    time.Time
		wantDeadline time.Time
	}{
		{"no asker's deadline", made.Add(2 * time.Second), time.Time{}, made.Add(time.Minute + 2*time.Second)},
		{"within the asker's deadline", made.Add(2 * time.Second), made.Add(2 * time.Minute), made.Add(time.Minute + 2*time.Second)},
		{"past the asker's deadline", made.Add(2 * time.Second), made.Add(time.Minute), made.Add(time.Minute)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := store.Ask{Created: made, Deadline: made.Add(time.Minute)}
			stampAsked(&a, tc.at, tc.until)
			if !a.Created.Equal(tc.at) || !a.Deadline.Equal(tc.wantDeadline) {
				t.Errorf("created %v deadline %v, want %v and %v", a.Created, a.Deadline, tc.at, tc.wantDeadline)
			}
		})
	}
}
