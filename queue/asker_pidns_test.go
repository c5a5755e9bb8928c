//go:build !ozdesk_adapters

package queue

import (
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestAskerOtherPidNamespace: a desk whose pids are numbered in another
// pid namespace than its asker's (the asker in a sandbox of its own,
// unshare -p, sharing the store) cannot tell from the recorded pid
// whether the asker runs, so it takes it for running: its sweep does not
// abandon the ask, and a decision is made as before. In the desk's own
// namespace the same dead asker is taken for gone, and the sweep abandons
// its ask (rt47k #1, #2: a live sandboxed asker recorded pid 1 and was
// abandoned within seconds). Failed before: the other namespace's sweep
// abandoned the ask.
func TestAskerOtherPidNamespace(t *testing.T) {
	for _, tc := range []struct {
		name       string
		shift      uint64 // how the desk's namespace differs from the asker's
		afterSweep string // the ask's state after the desk's sweep
	}{
		{"same namespace", 0, store.StateAbandoned},
		{"other namespace", 1, store.StatePending},
	} {
		t.Run(tc.name, func(t *testing.T) {
			asker := newService(t)
			if asker.pidNS == 0 {
				t.Skip("no /proc/self/ns/pid here: pid namespaces are not told apart")
			}
			setPolicy(t, asker, nil, store.OutcomeAsk)
			c, id := startWaiter(t, asker, "make deploy-sandboxed", 60000)
			ev, err := EvaluationOf(mustGetAsk(t, asker, id))
			if err != nil || ev.PidNS != asker.pidNS {
				t.Fatalf("the ask records pid namespace %d (%v), want this process's %d", ev.PidNS, err, asker.pidNS)
			}
			if err := c.Cmd.Process.Kill(); err != nil {
				t.Fatal(err)
			}
			_ = c.Cmd.Wait()
			desk := New(store.New(asker.st.Path()), WithNode("node-a"), WithHome("/home/op"))
			desk.pidNS += tc.shift
			if _, err := desk.Sweep(); err != nil {
				t.Fatal(err)
			}
			if a := mustGetAsk(t, desk, id); a.State != tc.afterSweep {
				t.Fatalf("after the desk's sweep the ask is %s, want %s", a.State, tc.afterSweep)
			}
			if tc.afterSweep != store.StatePending {
				return
			}
			if _, err := desk.Decide(id, Decision{Outcome: patterns.Allow, By: "op1"}); err != nil {
				t.Fatalf("a decision on the ask of an asker this desk cannot see: %v", err)
			}
			if a := mustGetAsk(t, desk, id); a.State != store.StateApproved {
				t.Errorf("after the approval the ask is %s, want approved", a.State)
			}
		})
	}
}

// TestPidNamespaceOf reads a namespace link's inode, and nothing else.
func TestPidNamespaceOf(t *testing.T) {
	for _, tc := range []struct {
		link string
		want uint64
	}{
		{"pid:[4026531836]", 4026531836},
		{"pid:[0]", 0},
		{"net:[4026531840]", 0},
		{"pid:[4026531836", 0},
		{"pid:[-1]", 0},
		{"", 0},
	} {
		if got := pidNamespaceOf(tc.link); got != tc.want {
			t.Errorf("pidNamespaceOf(%q) = %d, want %d", tc.link, got, tc.want)
		}
	}
}
