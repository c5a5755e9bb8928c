//go:build unix && !ozdesk_adapters

package queue

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestExpiryStoreBusyDuringWait (rt47k L3 variant): an ask is queued,
// then another process holds the store's lock past the ask's deadline;
// the sweep that expires it waited for the lock from the wait's first
// second. The expiry says the store was busy for at least 3s of the 4s
// wait, from when, and that it was written late. Failed before: it read
// "expired: nobody decided within 4s", as if the operator had had the
// 4s to decide in. The store's clock is the test's, so what the reason
// says does not depend on how fast the machine is.
func TestExpiryStoreBusyDuringWait(t *testing.T) {
	ck := newTestClock()
	path := storePath(t)
	s := New(store.New(path, store.WithClock(ck.Now)), WithNode("node-a"), WithHome("/home/op"), WithClock(ck.Now))
	setPolicy(t, s, nil, store.OutcomeAsk)
	ans, err := s.Evaluate(Request{Command: "make deploy-busy", Agent: "claude", Cwd: "/home/op/src", Home: "/home/op", Wait: 4 * time.Second})
	if err != nil || ans.Ask == nil {
		t.Fatalf("%+v, %v", ans, err)
	}
	ck.Add(time.Second)
	holder := startChild(t, "hold", path, "holder", 0)
	if got := holder.Line(t); got != "held" {
		t.Fatalf("holder said %q", got)
	}
	swept := make(chan error, 1)
	go func() {
		_, err := s.Sweep()
		swept <- err
	}()
	for end := time.Now().Add(30 * time.Second); !s.LockWaiting(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("the sweep never waited for the store's lock")
		}
	}
	ck.Add(7 * time.Second) // 4s past the deadline when the lock comes free
	holder.Wait(t)
	if err := <-swept; err != nil {
		t.Fatal(err)
	}
	a := mustGetAsk(t, s, ans.Ask.ID)
	want := "expired: nobody decided within 4s (the store was busy for at least 3s of that wait, from 09:00:01: " +
		"another process held its lock, and a decision sent meanwhile waited for it; this expiry could be written only 4s past the deadline)"
	if a.State != store.StateExpired || a.Decision == nil || a.Decision.Reason != want {
		t.Fatalf("the ask is %s: %+v\nwant the reason %q", a.State, a.Decision, want)
	}
	ends := auditOf(t, s, store.KindExpire)
	if sum := Summarize(ends[len(ends)-1]).Text; !strings.Contains(sum, "busy for at least 3s of that wait") {
		t.Errorf("the expiry's entry reads %q", sum)
	}
}

// TestBusyDuringWait words the store's busy time during an ask's wait.
func TestBusyDuringWait(t *testing.T) {
	created := testStart
	a := store.Ask{Created: created, Deadline: created.Add(4 * time.Second)}
	at := func(s int) time.Time { return created.Add(time.Duration(s) * time.Second) }
	for _, tc := range []struct {
		name     string
		from, to time.Time
		now      time.Time
		want     string
		noDeadln bool
	}{
		{"no wait", time.Time{}, time.Time{}, at(4), "", false},
		{"no deadline", at(1), at(5), at(5), "", true},
		{"busy from before the ask", at(-3), at(6), at(6), " (the store was busy for at least 4s of that wait, from 09:00:00: another process held its lock, and a decision sent meanwhile waited for it; this expiry could be written only 2s past the deadline)", false},
		{"busy within the wait, done by the deadline", at(1), at(3), at(4), " (the store was busy for at least 2s of that wait, from 09:00:01: another process held its lock, and a decision sent meanwhile waited for it)", false},
		{"busy less than a second", at(4).Add(-500 * time.Millisecond), at(4), at(4), "", false},
		{"busy at the deadline, late", at(4), at(7), at(7), " (the store was busy at its deadline: this expiry could be written only 3s past it)", false},
		{"busy long before the ask", at(-10), at(-5), at(4), "", false},
		{"a sweep long after, late", at(20), at(22), at(22), "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := a
			if tc.noDeadln {
				b.Deadline = time.Time{}
			}
			if got := busyDuringWait(b, tc.from, tc.to, tc.now); got != tc.want {
				t.Errorf("got  %q\nwant %q", got, tc.want)
			}
		})
	}
}
