package replay

import (
	"fmt"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// benchRules are the operators' rules of the benchmark's desk, as
// `ozdesk policy replay --rule` would add them, one a line.
var benchRules = []string{
	"allow go test **", "allow make build", "allow npm install", "allow git push origin feature/*",
	"refuse git push --force ** [default-branch] **", "ask docker push **", "allow kubectl get pods **",
	"refuse terraform destroy", "allow terraform destroy -target=module.test.*", "ask ssh **",
	"allow curl -fsSL https://api.github.com/*",
}

// benchStore records n evaluations of the corpus under the benchmark's
// rules in a new store; with distinct, each command gets a comment of its
// own, so that no two are the same text (the reader drops the comment:
// each is read and decided as its command is).
func benchStore(b *testing.B, n int, distinct bool) *store.Store {
	st := store.New(b.TempDir() + "/desk.db")
	recs := corpus(n)
	if distinct {
		for i := range recs {
			recs[i].command += fmt.Sprintf(" # %d", i)
		}
	}
	base := policyWith(b, benchRules...)
	for i := 0; i < n; i += 10_000 {
		record(b, st, base, recs[i:min(i+10_000, n)])
	}
	return st
}

// BenchmarkReplay measures replaying 100,000 recorded evaluations from a
// real store: reading them (one read transaction) and deciding each again.
// evals/s counts records per second of the whole replay, store read
// included.
//
//   - read: the store read alone (AuditRange over the window);
//
//   - recorded: against the answers recorded (the corpus repeats commands
//     as agents do, and each distinct command is decided once per worker);
//
//   - baseline: against a baseline policy too (two policies per command);
//
//   - distinct: every command text different, so every record is read
//     and decided (the worst case).
//
//     go test ./queue/replay -run '^$' -bench BenchmarkReplay -benchtime 3x
func BenchmarkReplay(b *testing.B) {
	const n = 100_000
	repeating, distinct := benchStore(b, n, false), benchStore(b, n, true)
	base := policyWith(b, benchRules...)
	changed := policyWith(b, append([]string{"allow rm -rf build/*", "refuse npm publish **"}, benchRules...)...)
	b.Run("read", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if err := repeating.View(func(tx *store.Tx) error {
				_, err := tx.AuditRange(time.Time{}, time.Time{})
				return err
			}); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "evals/s")
	})
	for _, bc := range []struct {
		name     string
		st       *store.Store
		baseline bool
	}{{"recorded", repeating, false}, {"baseline", repeating, true}, {"distinct", distinct, false}} {
		b.Run(bc.name, func(b *testing.B) {
			opts := Options{Policy: changed, Egress: []string{"api.github.com"}}
			if bc.baseline {
				opts.Baseline = base
			}
			b.ReportAllocs()
			var rep *Report
			for b.Loop() {
				var err error
				if rep, err = FromTrail(queue.New(bc.st), time.Time{}, time.Time{}, opts); err != nil {
					b.Fatal(err)
				}
			}
			if rep.Total != n {
				b.Fatalf("replayed %d of %d", rep.Total, n)
			}
			b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "evals/s")
			b.ReportMetric(float64(rep.Changed), "changed")
		})
	}
}
