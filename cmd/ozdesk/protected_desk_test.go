package main

import (
	"strings"
	"testing"
	"time"
)

// TestProtectedDesk runs the desk over the broker, in tmux, as an approver's
// account: the agent's ask shows on it, the operator's key releases it, and
// the agent, under its own account, can neither reach the operator's tmux
// server to type into the desk nor open a desk of its own.
func TestProtectedDesk(t *testing.T) {
	d := newProtectedDesk(t, "ozt", "bob", "approver", 100, 30)
	n, bob, agent, waitFor := d.n, d.op, d.agent, d.waitFor

	w := n.startAsk(t, agent, "rm -rf ~")
	waitFor("Queue · 1 waiting", "rm -rf ~", "cmd.delete-home")

	// The agent tries to type into the operator's desk, and to open one.
	if r := d.tmux(agent, "send-keys", "-t", "desk", "a"); r.code == 0 {
		t.Errorf("the agent sent keys into the operator's desk")
	}
	if r := n.ozdesk(agent, ""); r.code != exitDenied {
		t.Errorf("the agent opened a desk: exit %d\n%s", r.code, r.stderr)
	}
	time.Sleep(500 * time.Millisecond)
	if w.ended() {
		t.Fatalf("the ask ended before the operator decided:\n%s", w.out)
	}

	time.Sleep(time.Second) // the card that just appeared ignores keys a moment
	d.keys("a")
	if code := w.wait(t); code != exitOK {
		t.Fatalf("the ask ended %d after the operator's key, want 0\n%s", code, w.out)
	}
	waitFor("approved ask 1 once", "Nothing waits for you.")
	r := n.ozdesk(bob, "", "queue", "show", "1")
	if !strings.Contains(r.stdout, bob.name) {
		t.Errorf("the decision is not recorded under %s:\n%s", bob.name, r.stdout)
	}
}
