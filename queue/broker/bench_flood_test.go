package broker

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// BenchmarkEvaluateWhileFlooded measures another account's allowed
// evaluation while one agent account floods the broker with large
// commands (rt10s F3: 16 at once, each on a new connection as soon as the
// last is answered), on a real socket and store; the flooder is a process
// of its own under uid 65534 (run as root, as CI does).
//
//	go test ./queue/broker -run '^$' -bench EvaluateWhileFlooded -benchtime 40x -count 3
//
// quiet: nobody floods. flood-2MB: commands of 2 MB, under what one
// request took from anyone before, over what an agent's takes now.
// flood-400KB: commands of 400 KB, under an agent's request cap.
// µs/request is the mean latency of the allowed ls; worst-µs the slowest;
// heap-MB the most heap this process (the broker, and the other
// account's client) had in use, sampled every 10 ms.
func BenchmarkEvaluateWhileFlooded(b *testing.B) {
	for _, bc := range []struct {
		name  string
		bytes int
	}{
		{"quiet", 0},
		{"flood-2MB", 2_000_000},
		{"flood-400KB", 400_000},
	} {
		b.Run(bc.name, func(b *testing.B) {
			r := newRig(b, nil)
			var p *agentProcess
			if bc.bytes > 0 {
				p = startAgent(b, r.sock, "flood", "OZB_N=16", fmt.Sprintf("OZB_BYTES=%d", bc.bytes))
			}
			req := queue.Request{Command: "ls -la", Agent: "other", Cwd: r.dir}
			stop := heapPeak()
			var spent, worst time.Duration
			for b.Loop() {
				t0 := time.Now()
				ans, err := r.cl.Evaluate(req)
				took := time.Since(t0)
				spent, worst = spent+took, max(worst, took)
				if err != nil || ans.Outcome != patterns.Allow {
					b.Fatalf("evaluate ls: %v %+v", err, ans)
				}
			}
			b.ReportMetric(float64(spent.Microseconds())/float64(b.N), "µs/request")
			b.ReportMetric(float64(worst.Microseconds()), "worst-µs")
			b.ReportMetric(float64(stop())/(1<<20), "heap-MB")
			if p != nil {
				b.Logf("the flooder's requests: %s", p.end(b))
			}
		})
	}
}

// heapPeak samples this process's heap in use every 10 ms until stop,
// which returns the most seen.
func heapPeak() (stop func() uint64) {
	var peak atomic.Uint64
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		t := time.NewTicker(10 * time.Millisecond)
		defer t.Stop()
		for {
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			if m.HeapInuse > peak.Load() {
				peak.Store(m.HeapInuse)
			}
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	})
	return func() uint64 { close(done); wg.Wait(); return peak.Load() }
}
