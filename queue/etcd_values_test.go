//go:build !ozdesk_adapters

package queue

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestEtcdBiggestAsks queues, on an etcd cluster with etcd's default
// request limit (1.5 MiB), the biggest asks there are: the longest
// command the broker lets through (2 MiB), a command whose explanation
// is as long as the reader makes one (1 MiB, nested substitutions), and
// one with as many parts as the reader reads. Each is queued, read
// back whole; a rule written after them resolves the two it matches in
// one transaction, and an operator decides the one no rule can.
func TestEtcdBiggestAsks(t *testing.T) {
	c := etcdtest.Start(t, 1)
	cfg, err := store.ParseEtcdAddress(c.Address("biggest"))
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.OpenEtcd(cfg, store.WithLockTimeout(30*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	// No write budget: these asks are here for their size, and three
	// such in a minute are over one (TestEtcdWriteBudget).
	s := New(st, WithNode("n0"), WithHome("/home/op"), WithWriteBudget(0))
	if _, err := s.Init(); err != nil {
		t.Fatal(err)
	}
	nest := strings.Repeat("x", 60<<10)
	for range 15 {
		nest = "echo $(" + nest + ")"
	}
	// Parts that push, not delete (four words each, under the word cap):
	// past patterns.DefaultMaxWrites paths
	// written or deleted a command is unreadable before any rule is tried.
	var parts []string
	for range patterns.DefaultMaxParts {
		parts = append(parts, "git push -f "+strings.Repeat("a", 40))
	}
	commands := []struct{ name, command string }{
		// No refuse rule matches its readable ends (a refuse rule that
		// did would resolve it: patterns.TestOverCapRefusal).
		{"the broker's longest", "touch " + strings.Repeat("y", 2<<20-(64<<10)+1)},
		{"the longest explanation", "rm -rf ~; " + nest},
		{"the most parts", strings.Join(parts, "; ")},
	}
	var ids []string
	for _, c := range commands {
		ans := mustEvaluate(t, s, Request{Command: c.command, Agent: "a"})
		if ans.Ask == nil {
			t.Fatalf("%s: %s (%s), not queued", c.name, ans.Outcome, ans.Reason)
		}
		ids = append(ids, ans.Ask.ID)
		a, err := s.Get(ans.Ask.ID)
		if err != nil || a.Command != c.command || len(a.Verdict) == 0 {
			t.Errorf("%s reads back with a %d-byte command (want %d) and a %d-byte verdict: %v",
				c.name, len(a.Command), len(c.command), len(a.Verdict), err)
		}
		t.Logf("%s: a %d-byte command, a %d-byte verdict", c.name, len(c.command), len(a.Verdict))
	}
	ch, err := s.Changes(0, true)
	if err != nil || len(ch.Asks) != len(commands) {
		t.Fatalf("the desk's read: %v, %d asks", err, len(ch.Asks))
	}
	if _, err := s.AddRule(RuleSpec{Outcome: patterns.Refuse, Pattern: "rm **", Reason: "no", Author: "alice"}); err != nil {
		t.Fatalf("a rule resolving two of them: %v", err)
	}
	if _, err := s.AddRule(RuleSpec{Outcome: patterns.Refuse, Pattern: "git push **", Reason: "no", Author: "alice"}); err != nil {
		t.Fatalf("a rule resolving the third: %v", err)
	}
	if _, err := s.Decide(ids[0], Decision{Outcome: patterns.Refuse, By: "alice", Reason: "too long to read"}); err != nil {
		t.Fatalf("decide the longest: %v", err)
	}
	for i, want := range []string{store.StateDenied, store.StateResolved, store.StateResolved} {
		a, err := s.Get(ids[i])
		if err != nil || a.State != want || len(a.Verdict) == 0 {
			t.Errorf("%s: %q with a %d-byte verdict, %v; want %s", commands[i].name, a.State, len(a.Verdict), err, want)
		}
	}
	if _, err := st.VerifyAudit(); err != nil {
		t.Error(err)
	}
}
