//go:build !ozdesk_adapters

package queue

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// longAllowed is an allowed command of about 28 KB (rt14f's), the
// number n in its first word so that each is new.
func longAllowed(n int) string {
	words := []string{fmt.Sprintf("echo n%06d", n)}
	for i := range 4000 {
		words = append(words, fmt.Sprintf("w%05d", i))
	}
	return strings.Join(words, " ")
}

// etcdBudgetService is a service on a fresh etcd store, and a client
// to weigh what the store holds.
func etcdBudgetService(t *testing.T, opts ...Option) (*Service, func() int) {
	t.Helper()
	c := etcdtest.Start(t, 1)
	cfg, err := store.ParseEtcdAddress(c.Address("budget"))
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.OpenEtcd(cfg, store.WithLockTimeout(30*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	s := New(st, append([]Option{WithNode("n0"), WithHome("/home/op")}, opts...)...)
	if _, err := s.Init(); err != nil {
		t.Fatal(err)
	}
	cli, err := clientv3.New(clientv3.Config{Endpoints: c.Endpoints(), DialTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cli.Close() })
	// live is the bytes of every key and value under the prefix, and of
	// every earlier version of them etcd keeps (until compaction).
	live := func() int {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		resp, err := cli.Get(ctx, "", clientv3.WithPrefix())
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, kv := range resp.Kvs {
			n += len(kv.Key) + len(kv.Value)
		}
		return n
	}
	return s, live
}

// TestEtcdAllowedCommandBytes: an allowed command of 28 KB, sent again
// and again, wrote its whole text into every evaluation's audit entry
// (the report's part repeated the command): ~28 KB of live keys per
// command, which no compaction reclaims (rt14f #1). Now its entry keeps
// the parts' texts cut, and the command once, by hash.
func TestEtcdAllowedCommandBytes(t *testing.T) {
	t.Parallel()
	s, live := etcdBudgetService(t, WithWriteBudget(0))
	cmd := longAllowed(0)
	mustEvaluate(t, s, Request{Command: cmd, Agent: "a", Owner: "uid:1003"}) // the command, kept once
	const n = 20
	before := live()
	for range n {
		if ans := mustEvaluate(t, s, Request{Command: cmd, Agent: "a", Owner: "uid:1003"}); ans.Outcome != patterns.Allow {
			t.Fatalf("the long echo: %s (%s), want allow", ans.Outcome, ans.Reason)
		}
	}
	per := (live() - before) / n
	t.Logf("a %d-byte allowed command, sent again: %d bytes of live keys per evaluation", len(cmd), per)
	if per > 4<<10 {
		t.Errorf("each evaluation of the same %d-byte allowed command keeps %d bytes; want under 4 KiB", len(cmd), per)
	}
	short := live()
	for range n {
		mustEvaluate(t, s, Request{Command: "ls -la /tmp", Agent: "a", Owner: "uid:1003"})
	}
	t.Logf("'ls -la /tmp', allowed: %d bytes of live keys per evaluation", (live()-short)/n)
	distinct := live()
	for i := range n {
		mustEvaluate(t, s, Request{Command: longAllowed(i + 1), Agent: "a", Owner: "uid:1003"})
	}
	t.Logf("a new %d-byte allowed command each time: %d bytes of live keys per evaluation", len(cmd), (live()-distinct)/n)
	// The text of each part is still there, cut, and the command whole.
	entries, err := s.Audit(0, 0)
	if err != nil {
		t.Fatal(err)
	}
	last := entries[len(entries)-1]
	whole := longAllowed(n)
	if got, clipped := patterns.ClippedBytes(last.Command); !clipped || got != len(whole) ||
		!strings.HasPrefix(last.Command, whole[:1<<10]) || !strings.HasSuffix(last.Command, whole[len(whole)-1<<10:]) ||
		!strings.Contains(last.Command, store.RefCommand(whole).SHA256) {
		t.Errorf("the last entry keeps a %d-byte command naming %d bytes (clipped %v): %.200q", len(last.Command), got, clipped, last.Command)
	}
	if !strings.Contains(string(last.Data), "…") {
		t.Errorf("the last entry's parts are not cut: %.300q", last.Data)
	}
	if per := (live() - distinct) / n; per > 8<<10 {
		t.Errorf("a new %d-byte allowed command each time keeps %d bytes; want under 8 KiB", len(cmd), per)
	}
}

// TestEtcdWriteBudget: an account past its write budget in a minute has
// its commands refused, recorded nowhere, with a reason that names the
// budget and the operator's flag; another account goes on, and so does
// the first once its minute is over.
func TestEtcdWriteBudget(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 12, 2, 15, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	const budget = 16 << 10
	s, live := etcdBudgetService(t, WithWriteBudget(budget), WithClock(clock))
	cases := []struct {
		name, owner string
		refused     bool
	}{
		{"first", "uid:1003", false},
		{"second", "uid:1003", false},
		{"third, past 16 KiB", "uid:1003", true},
		{"fourth", "uid:1003", true},
		{"another account", "uid:1004", false},
	}
	for i, tc := range cases {
		before := live()
		ans := mustEvaluate(t, s, Request{Command: longAllowed(i), Agent: "a", Owner: tc.owner})
		refused := ans.Outcome == patterns.Refuse
		if refused != tc.refused {
			t.Errorf("%s (%s): %s (%s), refused %v, want %v", tc.name, tc.owner, ans.Outcome, ans.Reason, refused, tc.refused)
		}
		if tc.refused {
			for _, s := range []string{"write budget", "uid:1003", fmt.Sprint(budget), "--write-budget"} {
				if !strings.Contains(ans.Reason, s) {
					t.Errorf("%s: the refusal says not %q: %s", tc.name, s, ans.Reason)
				}
			}
			// Each refusal (of the first budgetNotes of the minute)
			// leaves one budget entry (TestEtcdBudgetRefusalsRecorded);
			// nothing else is written.
			if grew := live() - before; grew > 2<<10 {
				t.Errorf("%s: refused over the budget, yet the store grew %d bytes", tc.name, grew)
			}
		}
	}
	now = now.Add(writeBudgetWindow)
	if ans := mustEvaluate(t, s, Request{Command: longAllowed(99), Agent: "a", Owner: "uid:1003"}); ans.Outcome != patterns.Allow {
		t.Errorf("a minute later: %s (%s), want allow", ans.Outcome, ans.Reason)
	}
	// A careless agent's ask, too: an ask is charged like the rest.
	s2, _ := etcdBudgetService(t, WithWriteBudget(budget), WithClock(clock))
	refusedAt := -1
	for i := range 20 {
		ans := mustEvaluate(t, s2, Request{Command: "rm -rf /tmp/x" + strings.Repeat("y", 8<<10) + fmt.Sprint(i), Agent: "a", Owner: "uid:1005"})
		if strings.Contains(ans.Reason, "write budget") {
			refusedAt = i
			break
		}
	}
	if refusedAt < 1 {
		t.Errorf("20 asks of 8 KB each: the first refused by a 16 KiB budget was %d", refusedAt)
	}
}

// TestEtcdWriteBudgetReserve: the request that would cross an account's
// write budget is refused before it is written, so one account writes
// at most its budget in a minute however large one evaluation is (a
// 60 KB ask under a 30,000-byte budget is refused, and the store does
// not grow by it); each of the first refusals of the account's minute
// leaves one "budget" entry in the audit trail, summarised for the desk
// (TestEtcdBudgetRefusalsRecorded: the rest are counted). Before (rt15f #3, #5),
// the budget was checked before a request and charged after, so the
// 60 KB ask was queued (about 2 MB written against a 30 KB budget), and
// no refusal left a trace.
func TestEtcdWriteBudgetReserve(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 12, 2, 15, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	const budget = 30000
	s, live := etcdBudgetService(t, WithWriteBudget(budget), WithClock(clock))
	budgetEntries := func() []store.AuditEntry {
		t.Helper()
		entries, err := s.Audit(0, 0)
		if err != nil {
			t.Fatal(err)
		}
		var out []store.AuditEntry
		for _, e := range entries {
			if e.Kind == store.KindBudget {
				out = append(out, e)
			}
		}
		return out
	}
	big := "rm -rf /etc/" + strings.Repeat("A", 60000) // asks
	before := live()
	ans := mustEvaluate(t, s, Request{Command: big, Agent: "a1", Owner: "uid:1002"})
	grew := live() - before
	if ans.Outcome != patterns.Refuse || ans.Ask != nil || !strings.Contains(ans.Reason, "write budget") || !strings.Contains(ans.Reason, "more than") {
		t.Fatalf("a 60 KB ask under a %d-byte budget: %s (%s), ask %v; want refused by the budget", budget, ans.Outcome, ans.Reason, ans.Ask)
	}
	if grew > 2<<10 {
		t.Errorf("the refused 60 KB ask grew the store %d bytes; want only its budget entry", grew)
	}
	// Small commands until the budget refuses one: what they wrote stays
	// within the budget.
	before = live()
	refused := 0
	for i := range 200 {
		ans := mustEvaluate(t, s, Request{Command: fmt.Sprintf("ls -la /tmp/x%d", i) + strings.Repeat(" y", 500), Agent: "a1", Owner: "uid:1002"})
		if ans.Outcome == patterns.Refuse {
			refused++
			if !strings.Contains(ans.Reason, "would write about") {
				t.Errorf("refusal %d: %s", i, ans.Reason)
			}
			if refused == 3 {
				break
			}
		}
	}
	if refused == 0 {
		t.Fatal("200 commands of 1 KB: none refused by a 30,000-byte budget")
	}
	notes := budgetEntries()
	noted := 0 // the budget entries, charged to nobody (bounded: TestEtcdBudgetRefusalsRecorded)
	for _, e := range notes[1:] {
		noted += len(e.Data) + 600
	}
	if grew := live() - before - noted; grew > budget {
		t.Errorf("the account wrote %d bytes in its minute; its budget is %d", grew, budget)
	}
	if len(notes) != 4 {
		t.Fatalf("%d budget entries after 4 refusals in one minute, want 4 (one each)", len(notes))
	}
	if sum := Summarize(notes[0]); !strings.Contains(sum.Text, "uid:1002") || !strings.Contains(sum.Text, "write budget") || notes[0].Node != "n0" {
		t.Errorf("the budget entry: node %q, summary %q; want it to name the node, the account and the budget", notes[0].Node, sum.Text)
	}
	// The next minute: its refusals are noted again.
	now = now.Add(writeBudgetWindow)
	mustEvaluate(t, s, Request{Command: big, Agent: "a1", Owner: "uid:1002"})
	mustEvaluate(t, s, Request{Command: big, Agent: "a1", Owner: "uid:1002"})
	if n := len(budgetEntries()); n != 6 {
		t.Errorf("%d budget entries after two refusals in the next minute, want 6", n)
	}
}
