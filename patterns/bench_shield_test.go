package patterns

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/testproc"
)

// benchShielded is an 80-byte command every part of which an operator's
// allow rule decides, so that the shield check (shield.go) runs for each:
// the shielded defaults are matched, as a might, against every part.
const benchShielded = `go test ./... && make -j4 build && git status --short && cp out/app.tgz /tmp/`

// benchShieldRules are the operator's allows that decide benchShielded's
// parts, each a literal pattern.
var benchShieldRules = []string{"go test ./...", "make -j4 build", "git status --short", "cp out/app.tgz /tmp/"}

// BenchmarkEvaluateShield measures the shield check at every evaluation:
// the same command and the same allow rules (with the 1,000 of
// benchRules), once as an operator writes them ("checked": each allow
// that decides a part first asks whether cmd.delete-home or
// cmd.guard-tamper might match it), and once confirming both shielded
// defaults ("skipped": a literal rule that confirms them overrides the
// shield, which then matches nothing). The difference is what the shield
// costs a command whose parts operators allow.
func BenchmarkEvaluateShield(b *testing.B) {
	for _, c := range []struct {
		name     string
		confirms []string
	}{{"checked", nil}, {"skipped", ShieldedDefaults()}} {
		rules := benchRules(b, 1000)
		for _, text := range benchShieldRules {
			rules = append(rules, &Rule{ID: "s " + text, Outcome: Allow, Pattern: MustParsePattern(text),
				Reason: "bench", End: testNow.Add(time.Hour), Confirms: c.confirms})
		}
		pol, err := NewPolicy(rules)
		if err != nil {
			b.Fatal(err)
		}
		ctx := testContext()
		cmd := Read(benchShielded)
		v := pol.Evaluate(cmd, ctx, testNow)
		for _, pv := range v.Parts {
			if pv.Outcome != Allow || pv.Rule == "" {
				b.Fatalf("%s: a part is %s by %q, want allow by an operator's rule", c.name, pv.Outcome, pv.Rule)
			}
		}
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			start := testproc.CPU()
			for b.Loop() {
				pol.Evaluate(cmd, ctx, testNow)
			}
			reportCPU(b, start)
		})
	}
}
