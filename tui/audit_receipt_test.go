package tui

import (
	"context"
	"os"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestAuditDetailReceipt (fx54g): a decision's audit entry says whether
// its asker received it: an ask whose asker waited (Service.Wait, as
// every adapter waits) and read the approval is "received", one nothing
// read is "not received". Failed before: the detail said neither, and a
// running asker wrote no receipt.
func TestAuditDetailReceipt(t *testing.T) {
	d := openDesk(t, 120, 40)
	unread := d.askFixed("codex", "release", "npm publish --tag beta-1")
	ans, err := d.svc.Evaluate(queue.Request{Command: "npm publish --tag beta-2", Agent: "codex",
		Cwd: fixedCwd, Home: fixedHome, Pid: os.Getpid(), Wait: time.Hour})
	if err != nil || ans.Ask == nil {
		t.Fatalf("%+v, %v", ans, err)
	}
	waited := make(chan *queue.Answer, 1)
	go func() {
		got, _ := d.svc.Wait(context.Background(), ans)
		waited <- got
	}()
	for _, id := range []string{unread, ans.Ask.ID} {
		if _, err := d.svc.Decide(id, queue.Decision{Outcome: patterns.Allow, By: "alice"}); err != nil {
			t.Fatal(err)
		}
	}
	select {
	case got := <-waited:
		if got.Outcome != patterns.Allow {
			t.Fatalf("the asker read %+v", got)
		}
	case <-time.After(time.Minute):
		t.Fatal("the asker did not read its approval")
	}
	d.reload()
	d.settle()
	d.keys("3", "/", "decide", "enter", "enter")
	d.mustShow("Audit entry", "receipt", "received: its agent read the decision at")
	d.keys("esc", "k", "enter")
	d.mustShow("Audit entry", "receipt", "not received: its agent has not read the decision")
}
