package patterns

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// benchRules makes n operator rules over n/4 programs, the kind an operator
// accumulates: allows of subcommands, asks and refuses of others.
func benchRules(b *testing.B, n int) []*Rule {
	b.Helper()
	rules := make([]*Rule, 0, n)
	for i := range n {
		var text string
		o := Allow
		switch i % 4 {
		case 0:
			text = fmt.Sprintf("tool%d build --release **", i/4)
		case 1:
			text = fmt.Sprintf("tool%d test ./...", i/4)
			o = Ask
		case 2:
			text = fmt.Sprintf("tool%d deploy * [default-branch]", i/4)
			o = Refuse
		default:
			text = fmt.Sprintf("tool%d run -v *.yaml", i/4)
		}
		p, err := ParsePattern(text)
		if err != nil {
			b.Fatal(err)
		}
		rules = append(rules, &Rule{ID: fmt.Sprintf("r%d", i+1), Outcome: o, Pattern: p,
			Reason: "bench", End: testNow.Add(time.Hour)})
	}
	// A few that name the programs of the commands evaluated.
	for _, text := range []string{"git -C * pull --ff-only", "make -j4 build", "go vet **"} {
		rules = append(rules, &Rule{ID: "x" + text, Outcome: Allow, Pattern: MustParsePattern(text),
			Reason: "bench", End: testNow.Add(time.Hour)})
	}
	return rules
}

// BenchmarkEvaluate evaluates a read command with the defaults and 1,000
// operator rules: the index by program keeps it from scanning them all.
func BenchmarkEvaluate(b *testing.B) {
	pol, err := NewPolicy(benchRules(b, 1000))
	if err != nil {
		b.Fatal(err)
	}
	ctx := testContext()
	for _, in := range []struct{ name, src string }{{"short", benchShort}, {"ask", benchAsk}, {"script", benchScript}} {
		cmd := Read(in.src)
		b.Run(in.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				pol.Evaluate(cmd, ctx, testNow)
			}
		})
	}
}

// BenchmarkReadEvaluate reads and evaluates, as a harness does per command.
func BenchmarkReadEvaluate(b *testing.B) {
	pol, err := NewPolicy(benchRules(b, 1000))
	if err != nil {
		b.Fatal(err)
	}
	ctx := testContext()
	r := NewReader()
	for _, in := range []struct{ name, src string }{{"short", benchShort}, {"script", benchScript}} {
		b.Run(in.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				pol.Evaluate(r.Read(in.src), ctx, testNow)
			}
		})
	}
}

// BenchmarkNewPolicy compiles the defaults and 1,000 operator rules, as
// each harness process does once.
func BenchmarkNewPolicy(b *testing.B) {
	rules := benchRules(b, 1000)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := NewPolicy(rules); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEvaluateLong evaluates long commands of the shapes whose cost
// once grew with the square of their length: a pipeline of many stages
// (each part's pipeline patterns looked its stages up among all parts) and
// loops nested deep with a cd in each (each loop walked its body again for
// every loop around it). Time per command should grow about linearly with
// n.
func BenchmarkEvaluateLong(b *testing.B) {
	pol, err := NewPolicy(nil)
	if err != nil {
		b.Fatal(err)
	}
	ctx := testContext()
	shapes := []struct {
		name string
		src  func(n int) string
	}{
		{"pipeline", func(n int) string { return strings.Repeat("cat | ", n) + "sh" }},
		{"loops", func(n int) string {
			return strings.Repeat("while true; do cd x; ", n) + "rm -rf y" + strings.Repeat("; done", n)
		}},
	}
	for _, s := range shapes {
		for _, n := range []int{250, 1000, 2000} {
			cmd := Read(s.src(n))
			b.Run(fmt.Sprintf("%s/n=%d", s.name, n), func(b *testing.B) {
				for b.Loop() {
					pol.Evaluate(cmd, ctx, testNow)
				}
			})
		}
	}
}

// BenchmarkHookPolicy builds the policy of the defaults and a few operator
// rules and judges one command with it, as a hook's process does once:
// what building the policy costs a hook, filing included.
func BenchmarkHookPolicy(b *testing.B) {
	rules := benchRules(b, 4)
	ctx := testContext()
	r := NewReader()
	b.ReportAllocs()
	for b.Loop() {
		pol, err := NewPolicy(rules)
		if err != nil {
			b.Fatal(err)
		}
		if ev := pol.Evaluate(r.Read(benchShort), ctx, testNow); ev.Outcome != Allow {
			b.Fatalf("%s: %s, want allow", benchShort, ev.Outcome)
		}
	}
}
