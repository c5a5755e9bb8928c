package patterns

import (
	"encoding/json"
	"os"
	"strconv"
	"testing"

	"ozdesk.dev/ozdesk/internal/testproc"
	"ozdesk.dev/ozdesk/patterns/worstcase"
)

// worstBytes is the size the worst-case benchmarks grow their inputs to:
// the size cap, or $OZDESK_WORST_BYTES (to measure code too slow for it).
func worstBytes(b *testing.B) int {
	b.Helper()
	if s := os.Getenv("OZDESK_WORST_BYTES"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil {
			b.Fatalf("OZDESK_WORST_BYTES=%q: %v", s, err)
		}
		return n
	}
	return DefaultMaxBytes
}

// BenchmarkWorstEvaluate reads and evaluates, with the defaults, each
// costliest shape of command grown to the size cap: the whole of what a
// harness's call costs before its answer is written. Like
// BenchmarkReadEvaluate80 it reports cpu-ns/op too. The context guards
// what the queue's guards for a project (guardedContext: the store, the
// executable, the harness settings of the home, the project and every
// directory above it, the shell's start-up files), so that each word is
// judged against as many guarded paths as through the hook; the file
// system is not looked at (queue's BenchmarkWorstEvaluate does).
func BenchmarkWorstEvaluate(b *testing.B) {
	pol, err := NewPolicy(nil)
	if err != nil {
		b.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, in := range worstcase.All(worstBytes(b)) {
		b.Run(in.Name, func(b *testing.B) {
			b.ReportAllocs()
			start := testproc.CPU()
			for b.Loop() {
				pol.Evaluate(Read(in.Src), ctx, testNow)
			}
			reportCPU(b, start)
		})
	}
}

// BenchmarkWorstExplain is BenchmarkWorstEvaluate and the explanation as
// `ozdesk policy explain --json` prints it: the verdict's report, encoded.
func BenchmarkWorstExplain(b *testing.B) {
	pol, err := NewPolicy(nil)
	if err != nil {
		b.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, in := range worstcase.All(worstBytes(b)) {
		b.Run(in.Name, func(b *testing.B) {
			b.ReportAllocs()
			start := testproc.CPU()
			for b.Loop() {
				rep := pol.Explain(in.Src, ctx, testNow).Report()
				if _, err := json.Marshal(rep); err != nil {
					b.Fatal(err)
				}
			}
			reportCPU(b, start)
		})
	}
}
