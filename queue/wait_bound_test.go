//go:build !ozdesk_adapters

package queue

import (
	"os"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// TestWaitStoreReplaced: a process waits on ask 1 in a store; another
// store, holding its own pending ask 1, is renamed over the file and the
// operator approves ask 1 there. The waiter must not take that approval
// as its own: it is refused, saying the store was replaced (rt17k 1: it
// got "allow" and exit 0 for a command nobody approved). A copy of its
// own store put back in the file's place (a restore) holds the same ask,
// and its approval still releases it.
func TestWaitStoreReplaced(t *testing.T) {
	for _, tc := range []struct {
		name string
		// command and agent make the other store's ask 1; copyOwn puts
		// a copy of the waiter's own store in the file's place instead.
		command, agent string
		copyOwn        bool
		want           string
	}{
		{name: "another store, another command", command: "rm -rf /srv/other-12", agent: "agent-0", want: "refuse"},
		{name: "another store, the same command and agent", command: "rm -rf ~", agent: "waiter", want: "refuse"},
		{name: "a copy of its own store", copyOwn: true, want: "allow"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			c, id := startWaiter(t, s, "rm -rf ~", 600000)
			time.Sleep(50 * time.Millisecond) // let it reach its wait; it must not matter
			var from string
			if tc.copyOwn {
				from = s.st.Path() + ".copy"
				if err := copyFile(s.st.Path(), from); err != nil {
					t.Fatal(err)
				}
			} else {
				other := newService(t)
				a := mustEvaluate(t, other, Request{Command: tc.command, Agent: tc.agent, Cwd: "/work/proj"})
				if a.Ask == nil || a.Ask.ID != id {
					t.Fatalf("the other store asked %+v, want its ask %s", a.Ask, id)
				}
				from = other.st.Path()
			}
			if err := os.Rename(from, s.st.Path()); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Decide(id, Decision{Outcome: patterns.Allow, By: "alice", Reason: "test-crossover"}); err != nil {
				t.Fatal(err)
			}
			rep := waitReportOf(t, c)
			if rep.Outcome != tc.want {
				t.Fatalf("waiter got %+v, want %s", rep, tc.want)
			}
			if tc.want == "refuse" && !strings.Contains(rep.Reason, ErrStoreReplaced.Error()) {
				t.Fatalf("waiter's refusal %q does not say the store was replaced", rep.Reason)
			}
		})
	}
}
