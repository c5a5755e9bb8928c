//go:build !ozdesk_adapters

package queue

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// startWaiter starts a child that asks about command (which the policy
// asks about) and waits; it returns the child and its ask's ID.
func startWaiter(t *testing.T, s *Service, command string, waitMS int, extra ...string) (*child, string) {
	t.Helper()
	c := startChild(t, "wait", s.st.Path(), command, waitMS, extra...)
	line := c.Line(t)
	id, ok := strings.CutPrefix(line, "asked ")
	if !ok {
		t.Fatalf("waiter said %q", line)
	}
	return c, id
}

// waitReportOf reads the waiter's report.
func waitReportOf(t *testing.T, c *child) waitReport {
	t.Helper()
	var rep waitReport
	if err := json.Unmarshal([]byte(c.Line(t)), &rep); err != nil {
		t.Fatal(err)
	}
	c.Wait(t)
	return rep
}

// TestWaitDecidedByAnotherProcess: a process waits; the desk, another
// process, approves or denies; the waiter gets the decision.
func TestWaitDecidedByAnotherProcess(t *testing.T) {
	for _, tc := range []struct {
		decision Decision
		state    string
	}{
		{Decision{Outcome: patterns.Allow, By: "alice", Reason: "fine this once"}, store.StateApproved},
		{Decision{Outcome: patterns.Refuse, By: "bob", Reason: "not today"}, store.StateDenied},
	} {
		t.Run(tc.state, func(t *testing.T) {
			s := newService(t)
			c, id := startWaiter(t, s, "rm -rf ~", 60000)
			time.Sleep(50 * time.Millisecond) // let it reach its wait; it must not matter
			if _, err := s.Decide(id, tc.decision); err != nil {
				t.Fatal(err)
			}
			rep := waitReportOf(t, c)
			want := waitReport{Outcome: tc.decision.Outcome.String(), Rule: tc.decision.By, Reason: tc.decision.Reason, State: tc.state}
			if rep != want {
				t.Fatalf("waiter got %+v, want %+v", rep, want)
			}
			decides := auditOf(t, s, store.KindDecide)
			if len(decides) != 1 || decides[0].Actor != tc.decision.By {
				t.Fatalf("decide entries %+v", decides)
			}
		})
	}
}

// TestWaitResolvedByRule: a rule written while a process waits decides its
// ask; the waiter is told which rule.
func TestWaitResolvedByRule(t *testing.T) {
	s := newService(t)
	setPolicy(t, s, nil, store.OutcomeAsk)
	c, id := startWaiter(t, s, "make deploy-docs", 60000)
	res := mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make deploy-docs", Reason: "docs are public"})
	if len(res.Resolved) != 1 || res.Resolved[0].ID != id {
		t.Fatalf("resolved %v, want [%s]", askIDs(res.Resolved), id)
	}
	rep := waitReportOf(t, c)
	if rep.Outcome != "allow" || rep.Rule != res.Rule.ID || rep.State != store.StateResolved {
		t.Fatalf("waiter got %+v", rep)
	}
}

// TestWaitDeadline: nobody decides; at the deadline the ask is marked
// expired (with its audit entry) and the waiter refused.
func TestWaitDeadline(t *testing.T) {
	s := newService(t)
	start := time.Now()
	c, id := startWaiter(t, s, "rm -rf ~", 300)
	rep := waitReportOf(t, c)
	if took := time.Since(start); took < 300*time.Millisecond {
		t.Errorf("the wait ended after %s, before its deadline", took)
	}
	want := waitReport{Outcome: "refuse", Rule: "ozdesk", Reason: "expired: nobody decided within 300ms", State: store.StateExpired}
	if rep != want {
		t.Fatalf("waiter got %+v, want %+v", rep, want)
	}
	a, err := s.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	if a.State != store.StateExpired {
		t.Errorf("ask is %s", a.State)
	}
	if n := len(auditOf(t, s, store.KindExpire)); n != 1 {
		t.Errorf("%d expire entries", n)
	}
	_, err = s.Decide(id, Decision{Outcome: patterns.Allow, By: "alice"})
	var de *DecidedError
	if !errors.As(err, &de) || !strings.Contains(err.Error(), "expired") {
		t.Errorf("deciding an expired ask: %v", err)
	}
}

// TestWaitCancelled: the waiter's context is cancelled (a signal, its
// harness); the ask is withdrawn. (A waiter whose deadline passes expires
// it: TestWaitEndedExpires.)
func TestWaitCancelled(t *testing.T) {
	s := newService(t)
	a := mustEvaluate(t, s, Request{Command: "rm -rf ~", Agent: "claude"})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	time.AfterFunc(100*time.Millisecond, cancel)
	got, err := s.Wait(ctx, a)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err %v", err)
	}
	if got.Outcome != patterns.Refuse || got.Ask.State != store.StateWithdrawn || got.Rule != "claude" {
		t.Fatalf("got %s by %q, ask %s", got.Outcome, got.Rule, got.Ask.State)
	}
	w := auditOf(t, s, store.KindWithdraw)
	if len(w) != 1 || w[0].Actor != "claude" {
		t.Fatalf("withdraw entries %+v", w)
	}
}

// TestWaitAlreadyDecided: a wait on an ask decided before it began
// returns the decision at once; an answer without an ask is returned as
// it is.
func TestWaitAlreadyDecided(t *testing.T) {
	s := newService(t)
	a := mustEvaluate(t, s, Request{Command: "rm -rf ~"})
	if _, err := s.Decide(a.Ask.ID, Decision{Outcome: patterns.Allow, By: "alice"}); err != nil {
		t.Fatal(err)
	}
	got, err := s.Wait(context.Background(), a)
	if err != nil || got.Outcome != patterns.Allow || got.Rule != "alice" || got.Reason != "approved by alice" {
		t.Fatalf("%+v %v", got, err)
	}
	allow := mustEvaluate(t, s, Request{Command: "ls"})
	if got, err := s.Wait(context.Background(), allow); got != allow || err != nil {
		t.Fatalf("waiting on an allow: %+v %v", got, err)
	}
}

// TestSweepAbandoned: the waiting process is killed; a sweep marks its
// ask abandoned, and leaves a living waiter's ask alone.
func TestSweepAbandoned(t *testing.T) {
	s := newService(t)
	dead, deadID := startWaiter(t, s, "rm -rf ~", 60000)
	alive, aliveID := startWaiter(t, s, "rm -rf /", 60000)
	if res, err := s.Sweep(); err != nil || res != (SweepResult{}) {
		t.Fatalf("sweep with both waiting: %+v %v", res, err)
	}
	if err := dead.Cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_ = dead.Cmd.Wait()
	res, err := s.Sweep()
	if err != nil || res != (SweepResult{Abandoned: 1}) {
		t.Fatalf("sweep: %+v %v", res, err)
	}
	for id, want := range map[string]string{deadID: store.StateAbandoned, aliveID: store.StatePending} {
		if a, err := s.Get(id); err != nil || a.State != want {
			t.Errorf("ask %s: %s %v, want %s", id, a.State, err, want)
		}
	}
	if e := auditOf(t, s, store.KindAbandon); len(e) != 1 {
		t.Errorf("%d abandon entries", len(e))
	}
	if _, err := s.Decide(aliveID, Decision{Outcome: patterns.Refuse, By: "alice"}); err != nil {
		t.Fatal(err)
	}
	if rep := waitReportOf(t, alive); rep.State != store.StateDenied {
		t.Errorf("the living waiter got %+v", rep)
	}
}

// TestSweepPidReused: the waiting process's number now belongs to a
// process that started at another time: the ask is abandoned. Asks of
// other nodes are left to their deadline.
func TestSweepPidReused(t *testing.T) {
	if _, ok := processStart(os.Getpid()); !ok {
		t.Skip("process start times are not known here")
	}
	s := newService(t)
	mine := putAsk(t, s, store.Ask{Command: "rm -rf ~", Node: "node-a", Pid: os.Getpid()}, Evaluation{Pid: os.Getpid(), PidStart: 1})
	other := putAsk(t, s, store.Ask{Command: "rm -rf ~", Node: "node-b", Pid: 999999999}, Evaluation{})
	live := mustEvaluate(t, s, Request{Command: "rm -rf ~"}).Ask.ID
	res, err := s.Sweep()
	if err != nil || res != (SweepResult{Abandoned: 1}) {
		t.Fatalf("sweep: %+v %v", res, err)
	}
	for id, want := range map[string]string{mine: store.StateAbandoned, other: store.StatePending, live: store.StatePending} {
		if a, err := s.Get(id); err != nil || a.State != want {
			t.Errorf("ask %s: %s %v, want %s", id, a.State, err, want)
		}
	}
}

// TestSweepExpires: a sweep expires past-deadline asks of any node, and
// active rules past their end (each once, with audit entries), and
// writes nothing when there is nothing to do.
func TestSweepExpires(t *testing.T) {
	clock := newTestClock()
	s := newService(t, WithClock(clock.Now))
	setPolicy(t, s, nil, store.OutcomeAsk)
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "make deploy", End: testStart.Add(time.Hour)})
	a := mustEvaluate(t, s, Request{Command: "rm -rf ~", Wait: 30 * time.Minute})
	b := putAsk(t, s, store.Ask{Command: "ls", Node: "node-b", Deadline: testStart.Add(2 * time.Hour)}, Evaluation{})
	before := len(auditOf(t, s))
	if res, err := s.Sweep(); err != nil || res != (SweepResult{}) {
		t.Fatalf("early sweep: %+v %v", res, err)
	}
	if after := len(auditOf(t, s)); after != before {
		t.Fatalf("a sweep with nothing to do wrote %d entries", after-before)
	}
	clock.Add(3 * time.Hour)
	res, err := s.Sweep()
	if err != nil || res != (SweepResult{Expired: 2, Rules: 1}) {
		t.Fatalf("sweep: %+v %v", res, err)
	}
	for _, id := range []string{a.Ask.ID, b} {
		if got, _ := s.Get(id); got.State != store.StateExpired || got.Decision.Reason == "" {
			t.Errorf("ask %s: %+v", id, got)
		}
	}
	rules, _ := s.Rules()
	if rules[0].Status != store.StatusExpired {
		t.Errorf("rule %s is %s", rules[0].ID, rules[0].Status)
	}
	if n := len(auditOf(t, s, store.KindRuleExpire)); n != 1 {
		t.Errorf("%d rule.expire entries", n)
	}
	if res, err := s.Sweep(); err != nil || res != (SweepResult{}) {
		t.Fatalf("second sweep: %+v %v", res, err)
	}
}

// putAsk queues an ask directly, with a record, as another node's
// harness would have.
func putAsk(t *testing.T, s *Service, a store.Ask, ev Evaluation) string {
	t.Helper()
	err := s.st.Update(func(tx *store.Tx) error {
		id, err := tx.NextAskID()
		if err != nil {
			return err
		}
		ev.Command, ev.Ask, ev.Node = a.Command, id, a.Node
		a.ID, a.State, a.Verdict = id, store.StatePending, mustJSON(t, ev)
		if a.Deadline.IsZero() {
			a.Deadline = s.now().Add(time.Hour)
		}
		return tx.PutAsk(a)
	})
	if err != nil {
		t.Fatal(err)
	}
	return a.ID
}

func mustJSON(t *testing.T, v any) json.RawMessage {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestWaitStoreDeleted: the store a process waits in is deleted (a demo's
// scratch store removed as the demo ends); the waiter is refused within
// moments, saying its store is gone, instead of waiting out its deadline
// (rt9c F14).
func TestWaitStoreDeleted(t *testing.T) {
	for _, whole := range []bool{false, true} {
		name := "file"
		if whole {
			name = "directory"
		}
		t.Run(name, func(t *testing.T) {
			s := newService(t)
			c, _ := startWaiter(t, s, "rm -rf ~", 600000)
			time.Sleep(50 * time.Millisecond) // let it reach its wait; it must not matter
			start := time.Now()
			gone := s.st.Path()
			if whole {
				gone = filepath.Dir(gone)
			}
			if err := os.RemoveAll(gone); err != nil {
				t.Fatal(err)
			}
			rep := waitReportOf(t, c)
			if took := time.Since(start); took > 10*time.Second {
				t.Errorf("the waiter was refused %s after its store went", took)
			}
			if rep.Outcome != "refuse" || !strings.Contains(rep.Reason, "the store it waited in is gone") {
				t.Fatalf("waiter got %+v", rep)
			}
		})
	}
}
