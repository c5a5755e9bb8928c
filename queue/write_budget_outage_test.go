//go:build !ozdesk_adapters

package queue

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/store"
)

// TestEtcdBudgetCountOutlivesOutage (rt18g 4): an account's minute of
// refusals past the ones noted one by one is counted in one entry once
// the minute is over; when the fleet's cluster cannot be written as the
// minute ends (quorum lost), the count was dropped. Now it is kept and
// written at the first sweep once the cluster is back, once.
func TestEtcdBudgetCountOutlivesOutage(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 3)
	cfg, err := store.ParseEtcdAddress(c.Address("budgetout"))
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.OpenEtcd(cfg, store.WithLockTimeout(time.Second))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	now := time.Date(2026, 12, 2, 15, 0, 0, 0, time.UTC)
	s := New(st, WithNode("n0"), WithHome("/home/op"), WithWriteBudget(20000), WithClock(func() time.Time { return now }))
	if _, err := s.Init(); err != nil {
		t.Fatal(err)
	}
	refused := 0
	for i := 0; refused < 3*budgetNotes; i++ {
		if i > 500 {
			t.Fatal("the budget refused too little")
		}
		ans := mustEvaluate(t, s, Request{Command: fmt.Sprintf("ls /tmp/pad%d ", i) + strings.Repeat("p", 2000), Agent: "a1", Owner: "uid:1002"})
		if strings.Contains(ans.Reason, "write budget") {
			refused++
		}
	}
	// The minute ends while the cluster has no quorum.
	c.Stop(1)
	c.Stop(2)
	now = now.Add(writeBudgetWindow)
	if _, err := s.Sweep(); err == nil {
		t.Fatal("a sweep without a quorum passed")
	}
	c.StartAgain(1, 2)
	for deadline := time.Now().Add(60 * time.Second); ; {
		if _, err = s.Sweep(); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the sweep once the cluster is back: %v", err)
		}
		time.Sleep(200 * time.Millisecond)
	}
	if _, err := s.Sweep(); err != nil {
		t.Fatal(err)
	}
	var counted []string
	for _, e := range auditOf(t, s, store.KindBudget) {
		if text := Summarize(e).Text; strings.Contains(text, "commands refused in the minute") {
			counted = append(counted, text)
		}
	}
	if len(counted) != 1 || !strings.Contains(counted[0], fmt.Sprintf("%d commands refused", refused)) {
		t.Fatalf("count entries after the outage: %q; want one counting %d commands refused", counted, refused)
	}
}

// TestBudgetHeldMinutesBounded: the counts kept for a store that cannot
// take them are bounded, the newest kept.
func TestBudgetHeldMinutesBounded(t *testing.T) {
	b := &writeBudget{perMinute: 1}
	at := time.Date(2026, 12, 2, 15, 0, 0, 0, time.UTC)
	for i := range budgetHeldMinutes + 10 {
		b.giveBack([]closedMinute{{account: fmt.Sprint(i), since: at.Add(time.Duration(i) * time.Minute), refused: 9}})
	}
	if len(b.closed) != budgetHeldMinutes {
		t.Fatalf("%d counts kept, want %d", len(b.closed), budgetHeldMinutes)
	}
}
