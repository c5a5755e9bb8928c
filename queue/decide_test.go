//go:build !ozdesk_adapters

package queue

import (
	"errors"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestDecideRace: two processes decide the same ask, over many rounds;
// exactly one wins each round, and the other is told who won.
func TestDecideRace(t *testing.T) {
	const rounds = 100
	s := newService(t)
	names := []string{"alice", "bob"}
	children := []*child{
		startChild(t, "decide", s.st.Path(), names[0], rounds),
		startChild(t, "decide", s.st.Path(), names[1], rounds),
	}
	wins := map[string]int{}
	for round := range rounds {
		a := mustEvaluate(t, s, Request{Command: "rm -rf ~"})
		for _, c := range children {
			c.Send(t, "go "+a.Ask.ID)
		}
		lines := []string{children[0].Line(t), children[1].Line(t)}
		ask, err := s.Get(a.Ask.ID)
		if err != nil {
			t.Fatal(err)
		}
		winner := ask.Decision.By
		for i, line := range lines {
			want := "lost " + winner
			if names[i] == winner {
				want = "won"
			}
			if line != want {
				t.Fatalf("round %d: %s said %q, want %q (the ask says %s decided)", round, names[i], line, want, winner)
			}
		}
		wins[winner]++
	}
	for _, c := range children {
		c.Wait(t)
	}
	if n := len(auditOf(t, s, store.KindDecide)); n != rounds {
		t.Errorf("%d decide entries over %d rounds", n, rounds)
	}
	t.Logf("wins: %v", wins)
}

// TestDecidedError: deciding an ask that is not pending says how it
// ended, by whom and when.
func TestDecidedError(t *testing.T) {
	clock := newTestClock()
	s := newService(t, WithClock(clock.Now))
	ask := func() string { return mustEvaluate(t, s, Request{Command: "rm -rf ~", Agent: "claude"}).Ask.ID }
	approved, denied, withdrawn := ask(), ask(), ask()
	if _, err := s.Decide(approved, Decision{Outcome: patterns.Allow, By: "alice"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Decide(denied, Decision{Outcome: patterns.Refuse, By: "bob", Reason: "no"}); err != nil {
		t.Fatal(err)
	}
	if err := s.Withdraw(withdrawn, ""); err != nil {
		t.Fatal(err)
	}
	resolved := ask()
	// Abandoned by the sweep: its waiting process (a real one) is gone.
	gone := exec.Command("true")
	if err := gone.Run(); err != nil {
		t.Fatal(err)
	}
	abandoned := putAsk(t, s, store.Ask{Command: "rm -rf ~/a", Node: s.node, Pid: gone.Process.Pid}, Evaluation{})
	if _, err := s.Sweep(); err != nil {
		t.Fatal(err)
	}
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "rm -rf ~", Reason: "never"})
	expired := putAsk(t, s, store.Ask{Command: "ls", Deadline: testStart.Add(time.Minute)}, Evaluation{})
	clock.Add(time.Hour)
	if _, err := s.Sweep(); err != nil {
		t.Fatal(err)
	}
	// Asks as people write them (ask 3), times as every screen does.
	at := testStart.Local().Format("2006-01-02 15:04:05")
	for id, want := range map[string]string{
		approved:  "ask " + ShortID(approved) + " was already approved by alice at " + at,
		denied:    "ask " + ShortID(denied) + " was already denied by bob at " + at,
		withdrawn: "ask " + ShortID(withdrawn) + " was withdrawn by claude at " + at + ": the asker stopped waiting",
		resolved:  "ask " + ShortID(resolved) + " was already resolved (refuse) by rule r1 at " + at,
		abandoned: "ask " + ShortID(abandoned) + " was abandoned at " + at + ": the waiting process " + strconv.Itoa(gone.Process.Pid) + " is gone; nobody waits for a decision on it any more, and its command does not run",
		expired:   "ask " + ShortID(expired) + " expired at " + testStart.Add(time.Hour).Local().Format("2006-01-02 15:04:05") + ": nobody decided it before its deadline",
	} {
		_, err := s.Decide(id, Decision{Outcome: patterns.Allow, By: "carol"})
		var de *DecidedError
		if !errors.As(err, &de) || de.ID != id {
			t.Fatalf("ask %s: %v", id, err)
		}
		if err.Error() != want {
			t.Errorf("ask %s:\n got %s\nwant %s", id, err, want)
		}
		if err := s.Withdraw(id, "claude"); !errors.As(err, &de) {
			t.Errorf("withdraw ask %s: %v", id, err)
		}
	}
}

// TestDecideBadInput: a decision must approve or deny, name its operator
// and an ask that exists.
func TestDecideBadInput(t *testing.T) {
	s := newService(t)
	id := mustEvaluate(t, s, Request{Command: "rm -rf ~"}).Ask.ID
	for _, tc := range []struct {
		id   string
		d    Decision
		want string
	}{
		{id, Decision{Outcome: patterns.Ask, By: "alice"}, "approves (allow) or denies (refuse)"},
		{id, Decision{Outcome: patterns.Allow}, "no operator"},
		{"x1", Decision{Outcome: patterns.Allow, By: "alice"}, "not a positive number"},
		{"99", Decision{Outcome: patterns.Allow, By: "alice"}, "not found"},
	} {
		_, err := s.Decide(tc.id, tc.d)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("decide %s %+v: %v, want %q", tc.id, tc.d, err, tc.want)
		}
	}
	if a, err := s.Decide("1", Decision{Outcome: patterns.Allow, By: "alice"}); err != nil || a.ID != id || a.State != store.StateApproved {
		t.Fatalf("decide by a short ID: %+v %v", a, err)
	}
}

// TestDecidedErrorAbandoned: a late decision on an abandoned ask says who
// left, as the sweep recorded it: its node, or its waiting process (rt13f:
// "the process waiting for it is gone" was said of a node that stopped
// answering).
func TestDecidedErrorAbandoned(t *testing.T) {
	for _, tc := range []struct{ reason, want string }{
		{"abandoned: node n1 stopped answering", "ask 7 was abandoned at 2026-11-29 12:00:00: node n1 stopped answering; nobody waits"},
		{"abandoned: the waiting process 812 is gone", "ask 7 was abandoned at 2026-11-29 12:00:00: the waiting process 812 is gone; nobody waits"},
		{"", "ask 7 was abandoned at 2026-11-29 12:00:00: the process waiting for it is gone; nobody waits"},
	} {
		e := &DecidedError{ID: "0000000007", State: store.StateAbandoned, By: "ozdesk", Reason: tc.reason,
			At: time.Date(2026, 11, 29, 12, 0, 0, 0, time.Local)}
		if got := e.Error(); !strings.HasPrefix(got, tc.want) {
			t.Errorf("reason %q:\n got %s\nwant %s…", tc.reason, got, tc.want)
		}
	}
}
