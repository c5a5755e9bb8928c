package queue

import (
	"os"
	"strconv"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/patterns/worstcase"
)

// BenchmarkWorstEvaluate is the whole call the Claude Code hook makes
// (and `ozdesk ask`), for each costliest shape of command grown to the
// size cap: read the policy, evaluate, build the report, encode it and
// record it in a store of its own. $OZDESK_WORST_BYTES sets a smaller
// size, to measure code too slow for the cap.
func BenchmarkWorstEvaluate(b *testing.B) {
	n := patterns.DefaultMaxBytes
	if s := os.Getenv("OZDESK_WORST_BYTES"); s != "" {
		var err error
		if n, err = strconv.Atoi(s); err != nil {
			b.Fatalf("OZDESK_WORST_BYTES=%q: %v", s, err)
		}
	}
	for _, in := range worstcase.All(n) {
		b.Run(in.Name, func(b *testing.B) {
			s := newService(b)
			req := Request{Command: in.Src, Agent: "claude", Cwd: "/work/proj"}
			b.ReportAllocs()
			for b.Loop() {
				a, err := s.Evaluate(req)
				if err != nil || a.Unavailable != nil {
					b.Fatalf("%v %v", err, a.Unavailable)
				}
				if a.Outcome == patterns.Allow && len(a.Report.Unreadable) > 0 {
					b.Fatalf("allowed what cannot be read: %+v", a.Report.Unreadable)
				}
			}
		})
	}
}
