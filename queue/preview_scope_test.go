package queue

import (
	"slices"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestPreviewResolvesAsWriteDoes: the asks a rule's preview says it
// resolves (those its confirmation lists) are those its write resolves,
// by one predicate: a rule scoped to one agent lists none of another
// agent's asks, even where another rule (scoped to that agent, its asks
// held for reading when it was written) now decides them (rt41k F4: the
// confirmation said "resolves 28 pending asks … asked by 2 agents", and
// the write resolved 20).
func TestPreviewResolvesAsWriteDoes(t *testing.T) {
	clock := newTestClock()
	s := newService(t, WithClock(clock.Now))
	ask := func(agent, cmd string) string {
		t.Helper()
		a := mustEvaluate(t, s, Request{Command: cmd, Agent: agent, Wait: time.Hour})
		if a.Ask == nil {
			t.Fatalf("%q was answered %s, not asked", cmd, a.Outcome)
		}
		clock.Add(time.Second)
		return a.Ask.ID
	}
	held := ask("agent-3", "terraform destroy -target=module.late9")
	const pattern = "terraform destroy -target=module.*"
	// agent-3's rule, its confirmation listing none: the ask stays, to read
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: pattern, Scope: patterns.Scope{Agent: "agent-3"}, ResolveNone: true})
	from := ask("agent-0", "terraform destroy -target=module.a1")
	other := ask("agent-0", "terraform destroy -target=module.a2")
	pending, err := s.Pending()
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.LoadCorpus(time.Time{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	var fromAsk store.Ask
	for _, a := range pending {
		if a.ID == from {
			fromAsk = a
		}
	}
	spec := RuleSpec{Outcome: patterns.Allow, Pattern: pattern, Reason: "r", End: clock.Now().Add(time.Hour),
		Scope: patterns.Scope{Agent: "agent-0"}, FromAsk: from, Author: "alice"}
	pv := s.PreviewRule(spec, &fromAsk, c, pending)
	if pv.Err != nil {
		t.Fatal(pv.Err)
	}
	if !slices.Equal(pv.Resolves, []string{other}) {
		t.Fatalf("the preview resolves %q, want only %q (not agent-3's %q)", pv.Resolves, other, held)
	}
	spec.ResolveOnly = pv.Resolves
	res, err := s.AddRule(spec)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, a := range res.Resolved {
		got = append(got, a.ID)
	}
	if !slices.Equal(got, pv.Resolves) {
		t.Fatalf("the write resolved %q, the preview said %q", got, pv.Resolves)
	}
}
