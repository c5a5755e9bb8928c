//go:build !ozdesk_adapters

package queue

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// benchRules writes n operator rules of the kind an operator gathers, none
// of which names make, so "make build" meets them all in the index only
// by program.
func benchRules(b *testing.B, s *Service, n int) {
	b.Helper()
	for i := range n {
		spec := RuleSpec{Outcome: patterns.Ask, Pattern: fmt.Sprintf("tool%d deploy **", i)}
		switch i % 3 {
		case 1:
			spec = RuleSpec{Outcome: patterns.Allow, Pattern: fmt.Sprintf("tool%d build --release", i)}
		case 2:
			spec = RuleSpec{Outcome: patterns.Refuse, Pattern: fmt.Sprintf("tool%d destroy * [default-branch]", i)}
		}
		mustAddRule(b, s, spec)
	}
	mustAddRule(b, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make build"})
}

// BenchmarkEvaluateAllowed is the whole call a harness makes for a command
// the policy allows, store included: read the policy (50 rules), evaluate,
// record the evaluation (a synced write). "fresh" builds a new Service
// for each call, as a harness process does (one call per process: the
// defaults and the rules are parsed every time); "reused" is a
// long-running process's later calls.
func BenchmarkEvaluateAllowed(b *testing.B) {
	s := newService(b)
	benchRules(b, s, 50)
	req := Request{Command: "make build", Agent: "claude", Cwd: "/work/proj"}
	for _, fresh := range []bool{true, false} {
		name := map[bool]string{true: "fresh", false: "reused"}[fresh]
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				svc := s
				if fresh {
					svc = New(store.New(s.st.Path()), WithNode("node-a"))
				}
				a, err := svc.Evaluate(req)
				if err != nil || a.Outcome != patterns.Allow || a.Unavailable != nil {
					b.Fatalf("%+v %v", a, err)
				}
			}
		})
	}
}

// BenchmarkAskVisible is the time from a harness's Evaluate (which queues
// an ask) to another process, watching the store as the desk does, seeing
// it among the pending asks.
func BenchmarkAskVisible(b *testing.B) {
	s := newService(b)
	mustEvaluate(b, s, Request{Command: "ls"}) // make the store
	w := startChild(b, "watch", s.st.Path(), "desk", 0)
	if got := w.Line(b); got != "watching" {
		b.Fatalf("watcher said %q", got)
	}
	time.Sleep(20 * time.Millisecond)
	for b.Loop() {
		a := mustEvaluate(b, s, Request{Command: "rm -rf ~"})
		for w.Line(b) != a.Ask.ID {
		}
	}
	b.StopTimer()
	w.Wait(b)
}

// BenchmarkDecisionUnblocks is the time from an operator's Decide to the
// harness process waiting for that ask returning from Wait.
func BenchmarkDecisionUnblocks(b *testing.B) {
	s := newService(b)
	w := startChild(b, "waiter", s.st.Path(), "harness", 0)
	for b.Loop() {
		b.StopTimer()
		a := mustEvaluate(b, s, Request{Command: "rm -rf ~"})
		w.Send(b, a.Ask.ID)
		if got := w.Line(b); got != "ready" {
			b.Fatalf("waiter said %q", got)
		}
		time.Sleep(10 * time.Millisecond) // it is in its wait by now
		b.StartTimer()
		if _, err := s.Decide(a.Ask.ID, Decision{Outcome: patterns.Allow, By: "alice"}); err != nil {
			b.Fatal(err)
		}
		if got := w.Line(b); got != "done allow" {
			b.Fatalf("waiter said %q", got)
		}
	}
	b.StopTimer()
	w.Wait(b)
}

// benchCommand makes the i-th command of a day's work for the corpus
// benchmarks: about half the 10,000 are distinct.
func benchCommand(i int) Request {
	n := i / 2
	var cmd string
	switch i % 10 {
	case 0:
		cmd = fmt.Sprintf("git log -n %d --oneline", n%40)
	case 1:
		cmd = fmt.Sprintf("make build-%d", n%50)
	case 2:
		cmd = fmt.Sprintf("npm test -- --grep case%d", n)
	case 3:
		cmd = fmt.Sprintf("go test ./pkg/p%d/...", n%100)
	case 4:
		cmd = fmt.Sprintf("curl -o out-%d.json https://api.example.com/v1/items/%d", n, n)
	case 5:
		cmd = fmt.Sprintf("rm -rf build/t%d", n%200)
	case 6:
		cmd = fmt.Sprintf("kubectl get pods -n ns-%d", n%20)
	case 7:
		cmd = fmt.Sprintf("git commit -m 'change %d'", n)
	case 8:
		cmd = fmt.Sprintf("ls -la dir-%d && cat file-%d | grep -c x", n%300, n)
	default:
		cmd = fmt.Sprintf("docker build -t app:%d . && docker push registry.example.com/app:%d", n%30, n%30)
	}
	return Request{Command: cmd, Agent: fmt.Sprintf("agent-%d", i%5), Cwd: fmt.Sprintf("/work/proj-%d", i%3)}
}

// benchCorpus records n evaluations of benchCommand, a thousand per write
// transaction (as many harness calls would, one each), and loads them.
func benchCorpus(b *testing.B, n int) (*Service, *Corpus) {
	b.Helper()
	s := newService(b)
	mustAddRule(b, s, RuleSpec{Outcome: patterns.Ask, Pattern: "git commit **", Scope: patterns.Scope{Agent: "agent-1"}})
	pol, err := s.Policy()
	if err != nil {
		b.Fatal(err)
	}
	for lo := 0; lo < n; lo += 1000 {
		err := s.st.Update(func(tx *store.Tx) error {
			for i := lo; i < min(n, lo+1000); i++ {
				ev, err := s.record(benchCommand(i), s.now())
				if err != nil {
					return err
				}
				ev.Report = pol.Evaluate(patterns.Read(ev.Command), s.contextFor(ev.Context, ev.Agent, ev.Node, nil), ev.Time).Report()
				if _, _, err := s.commitEvaluation(tx, &ev, nil, time.Time{}); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	c, err := s.LoadCorpus(time.Time{}, n)
	if err != nil || c.Total() != n {
		b.Fatalf("%v, %d loaded", err, c.Total())
	}
	return s, c
}

// BenchmarkLoadCorpus reads 10,000 recorded evaluations: the desk does it
// once when the pattern editor opens.
func BenchmarkLoadCorpus(b *testing.B) {
	s, c := benchCorpus(b, 10000)
	b.Logf("%d evaluations, %d distinct", c.Total(), c.Len())
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.LoadCorpus(time.Time{}, 10000); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPreviewRule previews rules against 10,000 recorded
// evaluations, as the pattern editor does on every keystroke: a narrow
// allow, a wide one, a refuse whose program is a class (every entry is a
// candidate), and a refuse over the floor.
func BenchmarkPreviewRule(b *testing.B) {
	s, c := benchCorpus(b, 10000)
	pending := []store.Ask{}
	end := s.now().Add(time.Hour)
	for _, tc := range []struct {
		name string
		spec RuleSpec
	}{
		{"narrow", RuleSpec{Outcome: patterns.Allow, Pattern: "git log -n 5 --oneline", Reason: "r", End: end}},
		{"git-all", RuleSpec{Outcome: patterns.Allow, Pattern: "git ** --oneline", Reason: "r", End: end}},
		{"wide", RuleSpec{Outcome: patterns.Allow, Pattern: "git **", Reason: "r", End: end}},
		{"class-program", RuleSpec{Outcome: patterns.Refuse, Pattern: "[shell] **"}},
		{"floor", RuleSpec{Outcome: patterns.Refuse, Over: patterns.UnreadableRule}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			var pv *Preview
			b.ReportAllocs()
			for b.Loop() {
				pv = s.PreviewRule(tc.spec, nil, c, pending)
			}
			if pv.Err != nil {
				b.Fatal(pv.Err)
			}
			b.ReportMetric(float64(pv.Recorded), "recorded")
		})
	}
}

// TestBenchCommandsRead checks the corpus benchmark's commands read and
// decide as meant (so the benchmark measures what it says).
func TestBenchCommandsRead(t *testing.T) {
	s := newService(t)
	for i := range 20 {
		req := benchCommand(i)
		a := mustEvaluate(t, s, req)
		want := patterns.Allow
		if strings.Contains(req.Command, "docker push") { // cmd.publish
			want = patterns.Ask
		}
		if a.Outcome != want {
			t.Errorf("%q: %s by %s", req.Command, a.Outcome, a.Rule)
		}
	}
}

// BenchmarkPreviewRulePending previews a rule with 10,000 asks pending, as
// the pattern editor does on every keystroke of a busy desk: only the asks
// the rule could concern are judged whole.
func BenchmarkPreviewRulePending(b *testing.B) {
	s, c := benchCorpus(b, 1000)
	pending := make([]store.Ask, 10000)
	cmds := []string{"npm publish", "docker push r.example.com/app:1", "git push -f origin main",
		"rm -rf ../other", "terraform destroy", "kubectl delete ns prod"}
	for i := range pending {
		ev := Evaluation{Command: cmds[i%len(cmds)], Agent: "bench", Context: ContextRecord{Cwd: "/home/op/proj", Home: "/home/op"}}
		raw, err := json.Marshal(ev)
		if err != nil {
			b.Fatal(err)
		}
		pending[i] = store.Ask{ID: store.FormatAskID(uint64(i + 1)), Command: ev.Command, Agent: "bench",
			Cwd: "/home/op/proj", State: store.StatePending, Verdict: raw}
	}
	end := s.now().Add(time.Hour)
	spec := RuleSpec{Outcome: patterns.Allow, Pattern: "npm publish", Reason: "r", End: end}
	s.PreviewRule(spec, nil, c, pending) // the first keystroke reads them
	var pv *Preview
	b.ReportAllocs()
	for b.Loop() {
		pv = s.PreviewRule(spec, nil, c, pending)
	}
	if pv.Err != nil || len(pv.Resolves) != len(pending)/len(cmds)+1 {
		b.Fatalf("%v: resolves %d", pv.Err, len(pv.Resolves))
	}
}

// BenchmarkLoadPolicy is one read of the policy (50 rules), each rule
// checked against the audit entry that wrote it and the guard rails:
// "fresh" as a harness process does, once; "committed" as a
// long-running process does after another process's commit (the
// revision moved on: the per-rule checks are cached, the read is not);
// "unchanged" with nothing committed since.
func BenchmarkLoadPolicy(b *testing.B) {
	s := newService(b)
	benchRules(b, s, 50)
	for _, name := range []string{"fresh", "committed", "unchanged"} {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			svc := New(store.New(s.StorePath()), WithNode("node-a"))
			for b.Loop() {
				switch name {
				case "fresh":
					svc = New(store.New(s.StorePath()), WithNode("node-a"))
				case "committed":
					b.StopTimer()
					mustEvaluate(b, s, Request{Command: "ls"})
					b.StartTimer()
				}
				ps, err := svc.loadPolicyState()
				if err != nil || len(ps.rules) != 51 || len(ps.ignored) != 0 {
					b.Fatalf("%d rules, %d ignored, %v", len(ps.rules), len(ps.ignored), err)
				}
			}
		})
	}
}
