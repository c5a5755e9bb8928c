//go:build !ozdesk_adapters

package queue

import (
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestDecideDeadAsker (rt46k M1): a waiting process killed with -9, then
// an operator's approval, in direct mode, where the asker is a process of
// this node. Nothing would receive the approval: the ask is recorded
// withdrawn, "its agent is gone", and the decision is answered with that
// ([*DecidedError]), whichever way it is made (one ask, a bulk decision,
// a rule written from the ask), whether the dead process was reaped yet
// or is a zombie still (kill(pid, 0) finds a zombie). It was recorded
// "approved", with a "decide" entry, though nothing ran.
func TestDecideDeadAsker(t *testing.T) {
	for _, how := range []string{"decide", "deny", "each", "rule"} {
		for _, reaped := range []bool{true, false} {
			name := how + "/zombie"
			if reaped {
				name = how + "/reaped"
			}
			t.Run(name, func(t *testing.T) {
				s := newService(t)
				setPolicy(t, s, nil, store.OutcomeAsk) // the fallback asks
				c, id := startWaiter(t, s, "make deploy-gone", 60000)
				pid := c.Cmd.Process.Pid
				if err := c.Cmd.Process.Kill(); err != nil {
					t.Fatal(err)
				}
				if reaped {
					_ = c.Cmd.Wait()
				} else {
					// the zombie stays until the test's end
					t.Cleanup(func() { _ = c.Cmd.Wait() })
					waitZombie(t, pid)
				}
				var err error
				switch how {
				case "decide":
					_, err = s.Decide(id, Decision{Outcome: patterns.Allow, By: "op1"})
				case "deny":
					_, err = s.Decide(id, Decision{Outcome: patterns.Refuse, By: "op1"})
				case "each":
					var got []Decided
					got, err = s.DecideEach([]AskDecision{{ID: id, Decision: Decision{Outcome: patterns.Allow, By: "op1"}}})
					if err == nil {
						err = got[0].Err
					}
				case "rule":
					_, err = s.AddRule(RuleSpec{Outcome: patterns.Allow, Pattern: "make deploy-gone", Reason: "deploys",
						End: time.Now().Add(48 * time.Hour), Author: "op1", FromAsk: id})
				}
				var de *DecidedError
				if !errors.As(err, &de) || de.State != store.StateWithdrawn {
					t.Fatalf("decision on a dead asker's ask: %#v", err)
				}
				if want := "its agent is gone (process "; !strings.Contains(err.Error(), want) {
					t.Errorf("the answer %q does not say %q", err, want)
				}
				a, err := s.Get(id)
				if err != nil || a.State != store.StateWithdrawn {
					t.Fatalf("ask %s %v, want withdrawn", a.State, err)
				}
				if why, ok := AgentGoneWhy(a.Decision.Reason); !ok || !strings.Contains(why, "ended before the decision") {
					t.Errorf("reason %q", a.Decision.Reason)
				}
				if n := len(auditOf(t, s, store.KindDecide)); n != 0 {
					t.Errorf("%d decide entries for a decision nothing received", n)
				}
				if n := len(auditOf(t, s, store.KindWithdraw)); n != 1 {
					t.Errorf("%d withdraw entries", n)
				}
				if rules, err := s.Rules(); err != nil || len(rules) != 0 {
					t.Errorf("rules written: %d %v", len(rules), err)
				}
			})
		}
	}
}

// TestDecideLiveAsker: the check does not drop a decision whose asker
// still waits: it receives it.
func TestDecideLiveAsker(t *testing.T) {
	s := newService(t)
	c, id := startWaiter(t, s, "rm -rf ~/alive", 60000)
	if _, err := s.Decide(id, Decision{Outcome: patterns.Allow, By: "op1"}); err != nil {
		t.Fatal(err)
	}
	if rep := waitReportOf(t, c); rep.State != store.StateApproved {
		t.Fatalf("the waiter got %+v", rep)
	}
}

// waitZombie waits until process pid, killed and not reaped, is a zombie
// (the kill is asynchronous); it skips where /proc does not tell.
func waitZombie(t *testing.T, pid int) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !processDead(pid) {
		if _, err := os.Stat("/proc/self/stat"); err != nil {
			t.Skip("no /proc here: a zombie cannot be told apart")
		}
		if time.Now().After(deadline) {
			t.Fatalf("process %d killed 30 s ago is not a zombie", pid)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
