//go:build !ozdesk_adapters

package queue

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestEtcdEndEntriesCharged: an account's asks that end without an
// operator (expired, withdrawn by the asker) leave entries that copied
// the command, written by "ozdesk" and charged to nobody, so an account
// wrote about 1.3 times its budget in its minute (rt16f #7). Now such an
// entry keeps a bounded head of the command, with its length and
// SHA-256, and what the account's asks write, to the end of each, stays
// within the budget.
func TestEtcdEndEntriesCharged(t *testing.T) {
	t.Parallel()
	type run struct {
		end  string
		size int
	}
	var runs []run
	for _, end := range []string{store.KindExpire, store.KindWithdraw} {
		// short; just under the length a command is kept once by hash
		// (each copy of it is a copy); long, kept once (rt16f's 30 KB)
		for _, size := range []int{1000, store.CommandRefBytes - 100, 30000} {
			runs = append(runs, run{end, size})
		}
	}
	for _, r := range runs {
		end := r.end
		t.Run(fmt.Sprintf("%s/%d", r.end, r.size), func(t *testing.T) {
			t.Parallel()
			now := time.Date(2026, 12, 2, 15, 0, 0, 0, time.UTC)
			clock := func() time.Time { return now }
			const budget = 400000
			s, live := etcdBudgetService(t, WithWriteBudget(budget), WithClock(clock))
			before := live()
			asks := 0
			for i := range 100 {
				cmd := fmt.Sprintf("rm -rf /etc/x%03d ", i)
				cmd += strings.Repeat("y", r.size-len(cmd))
				ans := mustEvaluate(t, s, Request{Command: cmd, Agent: "a1", Owner: "uid:1002", Wait: 500 * time.Millisecond})
				if ans.Outcome != patterns.Ask {
					if !strings.Contains(ans.Reason, "write budget") {
						t.Fatalf("ask %d: %s (%s), want ask or a budget refusal", i, ans.Outcome, ans.Reason)
					}
					break
				}
				asks++
				ctx := context.Background()
				if end == store.KindExpire {
					now = now.Add(time.Second) // past its deadline: Wait expires it
				} else {
					c, cancel := context.WithCancel(ctx)
					cancel() // the asker gave up
					ctx = c
				}
				got, err := s.Wait(ctx, ans)
				if err != nil && end == store.KindExpire {
					t.Fatal(err)
				}
				if got != nil && got.Ask != nil && got.Ask.Pending() {
					t.Fatalf("ask %d still waits", i)
				}
			}
			if asks < 3 {
				t.Fatalf("only %d asks before the budget refused", asks)
			}
			entries, err := s.Audit(0, 0)
			if err != nil {
				t.Fatal(err)
			}
			ends, note := 0, 0
			for _, e := range entries {
				switch e.Kind {
				case end:
					ends++
					if len(e.Data) > 1<<10 {
						t.Errorf("entry %d (%s) keeps %d bytes of data: %.200s", e.Seq, e.Kind, len(e.Data), e.Data)
					}
					if sum := Summarize(e); r.size > endCommandHead && !strings.Contains(sum.Text, fmt.Sprintf("… (%d bytes", r.size)) {
						t.Errorf("entry %d (%s) reads %q: it does not say the command was cut", e.Seq, e.Kind, sum.Text)
					}
				case store.KindBudget:
					note += len(e.Data) + 600 // the budget entry, charged to nobody by design
				}
			}
			if ends != asks {
				t.Fatalf("%d %s entries for %d asks", ends, end, asks)
			}
			grew := live() - before - note
			t.Logf("%d asks then %s: the account's writes grew the store %d bytes (%.2f of its budget of %d)", asks, end, grew, float64(grew)/budget, budget)
			if grew > budget {
				t.Errorf("the account's %d asks wrote %d bytes in its minute, over its budget of %d (ratio %.2f)", asks, grew, budget, float64(grew)/budget)
			}
		})
	}
}
