package queue

import (
	"errors"
	"reflect"
	"slices"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestSummarize: every kind of entry the queue writes reads back as words,
// in the order the service wrote them.
func TestSummarize(t *testing.T) {
	s := newService(t)
	mustEvaluate(t, s, Request{Command: "ls -la", Agent: "bot"})
	a := mustEvaluate(t, s, Request{Command: "npm publish", Agent: "bot"})
	if _, err := s.Decide(a.Ask.ID, Decision{Outcome: patterns.Refuse, By: "alice", Reason: "not today"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddRule(RuleSpec{Outcome: patterns.Refuse, Pattern: "rm -rf /", Reason: "never", Author: "alice"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddEgress(store.EgressHost{Host: "get.k3s.io", AddedBy: "alice", Reason: "k3s"}); err != nil {
		t.Fatal(err)
	}
	set := store.DefaultSettings()
	set.AskWait = 2 * time.Minute
	if _, err := s.SetSettings(set, "alice"); err != nil {
		t.Fatal(err)
	}
	set.FourEyes = true
	if _, err := s.SetSettings(set, "alice"); err != nil {
		t.Fatal(err)
	}
	if err := s.RetireRule("r1", "alice"); !errors.Is(err, ErrProposed) {
		t.Fatal(err)
	}
	if _, err := s.ApproveProposal("p1", "bob"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddEgress(store.EgressHost{Host: "dl.example.com", AddedBy: "alice", Reason: "mirror"}); !errors.Is(err, ErrProposed) {
		t.Fatal(err)
	}
	if _, err := s.WithdrawProposal("p2", "bob"); err != nil {
		t.Fatal(err)
	}
	want := []AuditSummary{
		{Outcome: "allow", Text: "by no rule: ls -la", Head: len("by no rule")},
		{Outcome: "ask", Text: "by cmd.publish (ask 1): npm publish", Head: len("by cmd.publish (ask 1)"),
			Brief: []string{"1 by cmd.publish", "1"}},
		{Text: "ask 1 asked by cmd.publish: npm publish", Head: len("ask 1 asked by cmd.publish"),
			AskedStart: len("ask 1 asked by cmd.publish: npm "), AskedEnd: len("ask 1 asked by cmd.publish: npm publish"),
			Brief: []string{"ask 1 by cmd.publish", "ask 1"}},
		{Outcome: "refuse", Text: "ask 1 denied by alice (reason: not today): npm publish", Head: len("ask 1 denied by alice (reason: not today)")},
		{Outcome: "refuse", Text: "rule r1: rm -rf / — never"},
		{Text: "host get.k3s.io — k3s"},
		{Text: "ask-wait 10m → 2m"},
		{Text: "four-eyes off → on"},
		{Text: "proposed p1: retire rule r1 (refuse rm -rf /)"},
		{Text: "approved p1 (proposed by alice): retire rule r1 (refuse rm -rf /)"},
		{Outcome: "refuse", Text: "rule r1: rm -rf / (p1, proposed by alice) — never"},
		{Text: "proposed p2: add dl.example.com to the egress list — mirror"},
		{Text: "withdrew p2 (proposed by alice): add dl.example.com to the egress list — mirror"},
	}
	var got []AuditSummary
	err := s.st.View(func(tx *store.Tx) error {
		return tx.EachAudit(0, func(e store.AuditEntry) error {
			got = append(got, Summarize(e))
			return nil
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("%d entries: %+v", len(got), got)
	}
	for i := range want {
		if !reflect.DeepEqual(got[i], want[i]) {
			t.Errorf("entry %d: %+v, want %+v", i+1, got[i], want[i])
		}
	}
	if s := Summarize(store.AuditEntry{Kind: "mystery", Data: []byte(`[1,2]`)}); s.Text != "[1,2]" {
		t.Errorf("an entry it cannot read: %+v", s)
	}
}

// TestEntryRule: each entry names the rule it is about: the rule written
// and retired, the rule a proposal retires, the rule that asked or
// resolved an ask; entries about no rule name none.
func TestEntryRule(t *testing.T) {
	s := newService(t)
	setPolicy(t, s, nil, store.OutcomeAsk)
	mustEvaluate(t, s, Request{Command: "ls -la", Agent: "bot"})
	mustEvaluate(t, s, Request{Command: "npm publish", Agent: "bot"})
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "npm publish"})
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "rm -rf /", Reason: "never"})
	if err := s.RetireRule("r1", "alice"); err != nil {
		t.Fatal(err)
	}
	set := store.DefaultSettings()
	set.Fallback, set.FourEyes = store.OutcomeAsk, true
	if _, err := s.SetSettings(set, "alice"); err != nil {
		t.Fatal(err)
	}
	if err := s.RetireRule("r2", "alice"); !errors.Is(err, ErrProposed) {
		t.Fatal(err)
	}
	var got []string
	for _, e := range auditOf(t, s) {
		got = append(got, e.Kind+" "+EntryRule(e))
	}
	want := []string{
		"setting ",
		"evaluate ",
		"ask ", // the fallback asked
		"evaluate ",
		"ask cmd.publish",
		"rule.add r1",
		"resolve r1",
		"rule.add r2",
		"rule.retire r1",
		"setting ",
		"proposal.add r2",
	}
	if !slices.Equal(got, want) {
		t.Errorf("entries name\n%q\nwant\n%q", got, want)
	}
}

// TestStampLayoutIsTheCards: the queue's errors write times as the desk
// and the cards do.
func TestStampLayoutIsTheCards(t *testing.T) {
	if stampLayout != cards.StampLayout {
		t.Fatalf("the queue writes times as %q, the cards as %q", stampLayout, cards.StampLayout)
	}
}

// TestSummarizeFallbackAsk: an ask no rule matched, queued because the
// fallback asks, reads "asked by the fallback", not "asked by :" with an
// empty rule name (rt14k #13).
func TestSummarizeFallbackAsk(t *testing.T) {
	s := newService(t)
	set := store.DefaultSettings()
	set.Fallback = store.OutcomeAsk
	if _, err := s.SetSettings(set, "alice"); err != nil {
		t.Fatal(err)
	}
	a := mustEvaluate(t, s, Request{Command: "echo nlok", Agent: "bot"})
	if a.Ask == nil {
		t.Fatalf("echo was not asked: %s", a.Outcome)
	}
	es, err := s.Audit(0, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range es {
		if e.Kind != store.KindAsk {
			continue
		}
		if got := Summarize(e).Text; got != "ask 1 asked by the fallback: echo nlok" {
			t.Fatalf("summary %q", got)
		}
		return
	}
	t.Fatal("no ask entry")
}
