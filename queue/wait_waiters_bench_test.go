//go:build unix

package queue

import (
	"context"
	"fmt"
	"sync"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// cpuTime is the CPU time (user and system) this process has used.
func cpuTime(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkWaitingAskers (rt40k MEDIUM-1) measures what waiting askers
// cost while other asks are written: waiters asks wait, each through its
// own service over the store's file (as 'ozdesk ask' processes do, each
// with its own file watch), while b.N other asks are written one after
// another; then the waits are released by a decision each. It reports
// the process's CPU time per write (cpu-µs/write), the writes' own and
// the waiters' (set against the run without waiters: what a waiter costs
// per write is the difference over the waiters). Every waiter must be
// released: a decision that does not release its asker fails the
// benchmark.
func BenchmarkWaitingAskers(b *testing.B) {
	for _, waiters := range []int{0, 50} {
		b.Run(fmt.Sprintf("waiters=%d", waiters), func(b *testing.B) {
			path := storePath(b)
			w := New(store.New(path), WithNode("node-a"), WithHome("/home/op"))
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			ids := make([]string, waiters)
			var wg sync.WaitGroup
			released := make(chan *Answer, waiters)
			for i := range waiters {
				svc := New(store.New(path), WithNode("node-a"), WithHome("/home/op"))
				ans, err := svc.Evaluate(Request{Command: fmt.Sprintf("rm -rf /srv/wait-%d", i), Agent: fmt.Sprintf("w%d", i), Harness: "cli",
					Cwd: "/home/op/src", Home: "/home/op", Wait: time.Hour})
				if err != nil || ans.Ask == nil {
					b.Fatalf("ask %d: %+v %v", i, ans, err)
				}
				ids[i] = ans.Ask.ID
				wg.Add(1)
				go func() {
					defer wg.Done()
					got, err := svc.Wait(ctx, ans)
					if err != nil {
						b.Errorf("wait: %v", err)
					}
					released <- got
				}()
			}
			time.Sleep(300 * time.Millisecond) // the watches start
			b.ResetTimer()
			start := cpuTime(b)
			for i := range b.N {
				if _, err := w.Evaluate(Request{Command: fmt.Sprintf("rm -rf /srv/other-%d", i), Agent: fmt.Sprintf("o%d", i), Harness: "cli",
					Cwd: "/home/op/src", Home: "/home/op", Wait: time.Hour}); err != nil {
					b.Fatal(err)
				}
			}
			time.Sleep(time.Second) // the waiters read what the writes left them
			used := cpuTime(b) - start
			b.StopTimer()
			b.ReportMetric(float64(used.Microseconds())/float64(b.N), "cpu-µs/write")
			for _, id := range ids {
				if _, err := w.Decide(id, Decision{Outcome: patterns.Refuse, By: "alice"}); err != nil {
					b.Fatal(err)
				}
			}
			timeout := time.After(time.Minute)
			for range waiters {
				select {
				case a := <-released:
					if a == nil || a.Outcome != patterns.Refuse {
						b.Fatalf("a waiter was released with %+v", a)
					}
				case <-timeout:
					b.Fatal("a decision did not release its waiter within a minute")
				}
			}
			wg.Wait()
		})
	}
}
