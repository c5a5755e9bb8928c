//go:build linux && !ozdesk_adapters

package queue

import (
	"context"
	"fmt"
	"sync"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/testproc"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestStoppedAskerHoldsNoLock (fx53e, rt47k 5): an asker waiting for its
// ask holds no store lock while other asks come and go, so an asker
// SIGSTOPped anywhere in its wait stalls nobody: stopped at 1,000 moments
// while another process writes asks as fast as it can, it never holds the
// store's lock, and once stopped for good an operator in this process
// approves it at once (the lock's own timeout is the failure guard, no
// timing is asserted), the decision saying the asker was stopped;
// continued, it receives the approval. Failed before: every write woke
// the asker to read the store under its lock, so a stop landing in one
// of those reads held the lock for as long as the asker stayed stopped,
// and a decision waited out the lock's timeout and failed.
func TestStoppedAskerHoldsNoLock(t *testing.T) {
	s := newService(t)
	setPolicy(t, s, nil, store.OutcomeAsk)
	c, id := startWaiter(t, s, "make deploy-held", 120000)
	pid := c.Cmd.Process.Pid

	ctx, stop := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	wg.Go(func() { // other asks, queued and withdrawn: writes that wake every waiter
		w := New(store.New(s.st.Path()), WithNode("node-a"), WithHome("/home/op"))
		for i := 0; ctx.Err() == nil; i++ {
			ans, err := w.Evaluate(Request{Agent: "other", Command: fmt.Sprintf("make other-%d", i), Wait: time.Minute})
			if err == nil && ans.Ask != nil {
				_, _ = w.withdraw(ans.Ask.ID, ans.Ask.Agent)
			}
		}
	})
	t.Cleanup(func() { stop(); wg.Wait() })

	for i := range 1000 {
		held, err := testproc.StopHolding(pid)
		if err != nil {
			t.Fatal(err)
		}
		if held {
			_ = syscall.Kill(pid, syscall.SIGCONT)
			t.Fatalf("stop %d: the waiting asker held the store's lock, stopped: a decision would wait for it", i)
		}
		if err := syscall.Kill(pid, syscall.SIGCONT); err != nil {
			t.Fatal(err)
		}
		time.Sleep(7 * time.Millisecond)
	}
	if _, err := testproc.StopHolding(pid); err != nil {
		t.Fatal(err)
	}
	stop()
	wg.Wait()
	a, err := s.Decide(id, Decision{Outcome: patterns.Allow, By: "op1"})
	if err != nil {
		_ = syscall.Kill(pid, syscall.SIGCONT)
		t.Fatalf("approving the stopped asker's ask: %v", err)
	}
	if a.State != store.StateApproved || a.Decision == nil || a.Decision.Asker == "" {
		t.Errorf("the approval of a stopped asker reads %s %+v", a.State, a.Decision)
	}
	if err := syscall.Kill(pid, syscall.SIGCONT); err != nil {
		t.Fatal(err)
	}
	if rep := waitReportOf(t, c); rep.Outcome != "allow" {
		t.Errorf("the asker continued received %+v, want allow", rep)
	}
}
