package broker

import (
	"fmt"
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
// µs/request is the mean latency of the allowed ls; worst-µs the slowest.
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
			if p != nil {
				b.Logf("the flooder's requests: %s", p.end(b))
			}
		})
	}
}
