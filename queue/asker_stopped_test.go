//go:build linux && !ozdesk_adapters

package queue

import (
	"strconv"
	"strings"
	"syscall"
	"testing"

	"ozdesk.dev/ozdesk/internal/testproc"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestDecideStoppedAsker (rt47k 5): an ask whose asker is stopped
// (SIGSTOP, ^Z, a frozen container) is approved, and the decision says
// the asker was stopped: the record, its audit entry and the entry's
// summary ("its agent was stopped (process N) when decided: the answer
// reaches it only if it is continued"), in Decide and in DecideEach.
// Continued, the asker receives the approval; killed while stopped, it
// never does, and the trail says the asker was stopped when approved.
// Failed before: the approval read as any other, and an asker stopped,
// then killed, left an approval indistinguishable from one received.
func TestDecideStoppedAsker(t *testing.T) {
	for _, tc := range []struct {
		name   string
		each   bool
		resume bool
	}{
		{"decide, continued", false, true},
		{"decide, killed", false, false},
		{"decide each, continued", true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			setPolicy(t, s, nil, store.OutcomeAsk)
			c, id := startWaiter(t, s, "make deploy-stopped", 60000)
			pid := c.Cmd.Process.Pid
			if got := AskerOf(mustGetAsk(t, s, id)).Status("node-a", s.pidNS); got != AskerRuns {
				t.Fatalf("a waiting asker's status is %d, want runs (%d)", got, AskerRuns)
			}
			// between its polls: stopped inside one it holds the
			// store's lock, and the decision waits out its timeout
			if err := testproc.StopOutsideLock(pid); err != nil {
				t.Fatal(err)
			}
			if got := AskerOf(mustGetAsk(t, s, id)).Status("node-a", s.pidNS); got != AskerStopped {
				t.Fatalf("a stopped asker's status is %d, want stopped (%d)", got, AskerStopped)
			}
			if got := AskerOf(mustGetAsk(t, s, id)).Status("node-a", s.pidNS+1); got != AskerUnknown {
				t.Fatalf("seen from another pid namespace, its status is %d, want unknown", got)
			}
			var a store.Ask
			if tc.each {
				got, err := s.DecideEach([]AskDecision{{ID: id, Decision: Decision{Outcome: patterns.Allow, By: "op1"}}})
				if err != nil || len(got) != 1 || got[0].Err != nil {
					t.Fatalf("%+v, %v", got, err)
				}
				a = got[0].Ask
			} else {
				var err error
				if a, err = s.Decide(id, Decision{Outcome: patterns.Allow, By: "op1"}); err != nil {
					t.Fatal(err)
				}
			}
			want := "stopped (process " + strconv.Itoa(pid) + ")"
			if a.State != store.StateApproved || a.Decision == nil || a.Decision.Asker != want {
				t.Fatalf("the approval of a stopped asker's ask: %s, %+v; want approved, asker %q", a.State, a.Decision, want)
			}
			if got := mustGetAsk(t, s, id).Decision; got == nil || got.Asker != want {
				t.Fatalf("the stored decision says %+v", got)
			}
			ends := auditOf(t, s, store.KindDecide)
			sum := Summarize(ends[len(ends)-1]).Text
			if !strings.Contains(sum, "its agent was "+want+" when decided: the answer reaches it only if it is continued") {
				t.Errorf("the decision's entry reads %q", sum)
			}
			if tc.resume {
				if err := syscall.Kill(pid, syscall.SIGCONT); err != nil {
					t.Fatal(err)
				}
				if rep := waitReportOf(t, c); rep.Outcome != "allow" {
					t.Errorf("the asker continued received %+v, want allow", rep)
				}
				return
			}
			if err := c.Cmd.Process.Kill(); err != nil {
				t.Fatal(err)
			}
			_ = c.Cmd.Wait()
			if got := mustGetAsk(t, s, id); got.State != store.StateApproved || got.Decision.Asker != want {
				t.Errorf("killed while stopped, its ask reads %s %+v", got.State, got.Decision)
			}
		})
	}
}

// TestDecideRunningAskerNoNote: an approval of an ask whose asker runs
// says nothing of it (old records and ordinary decisions are alike).
func TestDecideRunningAskerNoNote(t *testing.T) {
	s := newService(t)
	setPolicy(t, s, nil, store.OutcomeAsk)
	c, id := startWaiter(t, s, "make deploy-running", 60000)
	a, err := s.Decide(id, Decision{Outcome: patterns.Allow, By: "op1"})
	if err != nil {
		t.Fatal(err)
	}
	if a.Decision.Asker != "" {
		t.Errorf("a running asker's approval notes %q", a.Decision.Asker)
	}
	if rep := waitReportOf(t, c); rep.Outcome != "allow" {
		t.Errorf("the asker received %+v", rep)
	}
}
