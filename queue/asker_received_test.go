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

// TestStoppedAskerReceipt (fx53e, rt47k 5): an ask approved while its
// asker was stopped is told apart by whether the asker received it:
// continued, the asker (a real process) reads the approval and appends an
// "ask.received" entry, and ReceivedText (queue show) says received;
// killed while stopped, the trail holds none and it says not received.
// An approval of a running asker writes no such entry. Failed before:
// both stopped cases left the same record and the same trail.
func TestStoppedAskerReceipt(t *testing.T) {
	for _, tc := range []struct {
		name            string
		stop, continue_ bool
		received        string
	}{
		{"stopped, continued", true, true, "received: its agent read the decision"},
		{"stopped, killed", true, false, "not received"},
		{"running", false, true, ""},
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
			if _, err := s.Decide(id, Decision{Outcome: patterns.Allow, By: "op1"}); err != nil {
				t.Fatal(err)
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
			if want := tc.stop && tc.continue_; (len(got) == 1) != want || len(got) > 1 {
				t.Fatalf("ask.received entries %+v, want one: %v", got, want)
			}
			if len(got) == 1 && !strings.Contains(Summarize(got[0]).Text, "ask "+ShortID(id)+": its agent") {
				t.Errorf("the entry reads %q", Summarize(got[0]).Text)
			}
			text := ReceivedText(mustGetAsk(t, s, id), got)
			if tc.received == "" && text != "" || !strings.HasPrefix(text, tc.received) {
				t.Errorf("ReceivedText says %q, want %q", text, tc.received)
			}
		})
	}
}
