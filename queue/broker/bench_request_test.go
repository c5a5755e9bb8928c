package broker

import (
	"context"
	"path/filepath"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// BenchmarkRequest measures what one request costs the broker, one at a
// time, on a real socket and a real store in the test's directory: the
// client's round trip, the broker's guard on its store, the evaluation
// and its durable record.
//
//	go test ./queue/broker -run '^$' -bench Request -benchtime 200x
//
// allowed: a command no rule stops (the evaluation recorded). refused: a
// command an operator's rule refuses (recorded likewise). asking: a
// command the defaults ask about (the evaluation recorded and the ask
// queued; each is withdrawn outside the timing, so that the agent's cap
// of pending asks is never reached). µs/request and requests/s are the
// figures to read; cpu-µs/request is the CPU time this process (client
// and broker) took per request, the steadier figure on a shared machine
// (withdrawals included); opens/request counts the store's opens of its
// file (withdrawals included).
func BenchmarkRequest(b *testing.B) {
	dir := b.TempDir()
	db := filepath.Join(dir, "state", "desk.db")
	var opens atomic.Int64
	svc := queue.New(store.New(db, store.WithOpenObserver(func(time.Duration) { opens.Add(1) })), queue.WithExclusive())
	if _, err := svc.InitOrigin("bench"); err != nil {
		b.Fatal(err)
	}
	if _, err := svc.AddRule(queue.RuleSpec{Outcome: patterns.Refuse, Pattern: "shred *", Reason: "never here", Author: "bench"}); err != nil {
		b.Fatal(err)
	}
	srv, err := NewServer(svc, db, nil)
	if err != nil {
		b.Fatal(err)
	}
	sock := filepath.Join(socketDir(b), "s")
	ln, err := Listen(sock)
	if err != nil {
		b.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { _ = srv.Serve(ctx, ln); close(done) }()
	defer func() { cancel(); <-done }()
	c := NewClient(sock)
	for _, bc := range []struct {
		name, command string
		want          patterns.Outcome
	}{
		{"allowed", "git status && ls -la src | head -n 20", patterns.Allow},
		{"refused", "shred secrets.txt", patterns.Refuse},
		{"asking", "rm -rf ~", patterns.Ask},
	} {
		b.Run(bc.name, func(b *testing.B) {
			req := queue.Request{Command: bc.command, Agent: "bench", Cwd: dir, Wait: time.Minute}
			var spent time.Duration
			cpu0, opens0 := cpuTime(b), opens.Load()
			for b.Loop() {
				t0 := time.Now()
				ans, err := c.Evaluate(req)
				spent += time.Since(t0)
				if err != nil || ans.Outcome != bc.want || ans.Unavailable != nil {
					b.Fatalf("evaluate %q: %v %+v", bc.command, err, ans)
				}
				if ans.Ask != nil {
					b.StopTimer()
					if err := c.Withdraw(ans.Ask.ID, ""); err != nil {
						b.Fatal(err)
					}
					b.StartTimer()
				}
			}
			b.ReportMetric(float64((cpuTime(b)-cpu0).Microseconds())/float64(b.N), "cpu-µs/request")
			b.ReportMetric(float64(opens.Load()-opens0)/float64(b.N), "opens/request")
			b.ReportMetric(float64(spent.Microseconds())/float64(b.N), "µs/request")
			b.ReportMetric(float64(b.N)/spent.Seconds(), "requests/s")
		})
	}
}

// cpuTime is the CPU time (user and system) this process has taken.
func cpuTime(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
