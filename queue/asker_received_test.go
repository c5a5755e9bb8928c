//go:build linux && !ozdesk_adapters

package queue

import (
	"strings"
	"syscall"
	"testing"

	"ozdesk.dev/ozdesk/internal/testproc"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestStoppedAskerReceipt (fx53e, rt47k 5; fx54g): whether the asker of
// a decided ask received the decision is told by the asker itself, a
// real process: once it has read the decision it appends an
// "ask.received" entry, and ReceivedText (queue show) says received;
// killed before its read, the trail holds none and it says not received.
// The asker is stopped before the decision where its kill must come
// before its read, so that the order is certain; a decider on another
// node cannot see that it is stopped, and records the decision as one of
// a running asker ("unseen"): killed before it read it, that asker did
// not receive it either. Failed before fx54g: a decision of a running
// asker wrote no entry and ReceivedText said nothing, received or not;
// before fx53e the stopped cases read alike.
func TestStoppedAskerReceipt(t *testing.T) {
	for _, tc := range []struct {
		name            string
		stop, continue_ bool
		// unseen: decided by a service on another node, which cannot
		// tell the asker is stopped
		unseen   bool
		received string
	}{
		{"stopped, continued", true, true, false, "received: its agent read the decision"},
		{"stopped, killed", true, false, false, "not received: its agent has not read the decision (no ask.received entry): it was stopped"},
		{"running", false, true, false, "received: its agent read the decision"},
		{"unseen, killed before its read", true, false, true, "not received: its agent has not read the decision (no ask.received entry): ended or killed"},
		{"unseen, continued", true, true, true, "received: its agent read the decision"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			setPolicy(t, s, nil, store.OutcomeAsk)
			c, id := startWaiter(t, s, "make deploy-receipt", 60000)
			pid := c.Cmd.Process.Pid
			if tc.stop {
				if err := testproc.StopOutsideLock(pid); err != nil {
					t.Fatal(err)
				}
			}
			decider := s
			if tc.unseen {
				decider = New(store.New(s.st.Path()), WithNode("node-b"), WithHome("/home/op"))
			}
			if _, err := decider.Decide(id, Decision{Outcome: patterns.Allow, By: "op1"}); err != nil {
				t.Fatal(err)
			}
			if d := mustGetAsk(t, s, id).Decision; (d.Asker != "") != (tc.stop && !tc.unseen) {
				t.Fatalf("the decision's note of its asker: %q", d.Asker)
			}
			if tc.continue_ {
				if tc.stop {
					if err := syscall.Kill(pid, syscall.SIGCONT); err != nil {
						t.Fatal(err)
					}
				}
				if rep := waitReportOf(t, c); rep.Outcome != "allow" {
					t.Fatalf("the asker received %+v, want allow", rep)
				}
			} else {
				if err := c.Cmd.Process.Kill(); err != nil {
					t.Fatal(err)
				}
				_ = c.Cmd.Wait()
			}
			got := auditOf(t, s, store.KindReceived)
			if want := tc.continue_; (len(got) == 1) != want || len(got) > 1 {
				t.Fatalf("ask.received entries %+v, want one: %v", got, want)
			}
			if len(got) == 1 && !strings.Contains(Summarize(got[0]).Text, "ask "+ShortID(id)+": its agent") {
				t.Errorf("the entry reads %q", Summarize(got[0]).Text)
			}
			text := ReceivedText(mustGetAsk(t, s, id), got)
			if !strings.HasPrefix(text, tc.received) {
				t.Errorf("ReceivedText says %q, want %q", text, tc.received)
			}
		})
	}
}
