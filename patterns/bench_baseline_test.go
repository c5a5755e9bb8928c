package patterns

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/testproc"
)

// benchAsk is an 80-byte command that the defaults ask about, on a might
// and on a certain match: the evidence of each ask is found.
const benchAsk = `rm -rf "$DIR" ~/.cache/x > "$OUT" && git push -f origin main | tee push.log`

// BenchmarkReadEvaluate80 reads and evaluates an allowed and an asking
// 80-byte command with the defaults and 1,000 operator rules, as a harness
// does per command. Besides the time it reports cpu-ns/op, the CPU time
// the process spent (the garbage collector's included), which a machine
// shared with other work moves much less than the time. It uses only what
// the package had before issue 7, so that this file and bench_cpu_*_test.go
// measure that commit too: see BENCH.md.
func BenchmarkReadEvaluate80(b *testing.B) {
	pol, err := NewPolicy(benchRules(b, 1000))
	if err != nil {
		b.Fatal(err)
	}
	ctx := testContext()
	r := NewReader()
	for _, in := range []struct{ name, src string }{{"allowed", benchShort}, {"asking", benchAsk}} {
		b.Run(in.name, func(b *testing.B) {
			b.ReportAllocs()
			start := testproc.CPU()
			for b.Loop() {
				pol.Evaluate(r.Read(in.src), ctx, testNow)
			}
			reportCPU(b, start)
		})
	}
}

// reportCPU reports the CPU time the process spent since start, per
// operation, as cpu-ns/op (where it is measured).
func reportCPU(b *testing.B, start time.Duration) {
	if cpu := testproc.CPU() - start; cpu > 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}
