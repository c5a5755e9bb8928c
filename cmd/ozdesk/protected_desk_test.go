package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestProtectedDesk runs the desk over the broker, in tmux, as an approver's
// account: the agent's ask shows on it, the operator's key releases it, and
// the agent, under its own account, can neither reach the operator's tmux
// server to type into the desk nor open a desk of its own.
func TestProtectedDesk(t *testing.T) {
	needRoot(t)
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed (.ci/run installs it)")
	}
	brokerAcct := makeAccount(t, "oztbroker")
	bob := makeAccount(t, "oztbob")
	agent := makeAccount(t, "oztagent")
	n := newNode(t, buildTool(t, ".", "ozdesk"), brokerAcct, "operators:\n  - {user: "+bob.name+", role: approver}\n")
	n.start(t)

	sock := filepath.Join(bob.home, "tmux.sock")
	tmux := func(acct account, args ...string) procResult {
		return acct.run("/usr/bin/env", "", append([]string{"tmux", "-S", sock}, args...)...)
	}
	if r := tmux(bob, "-f", "/dev/null", "new-session", "-d", "-s", "desk", "-x", "100", "-y", "30",
		"-e", "LANG=C.UTF-8", "-e", "TERM=tmux-256color", "-e", "HOME="+bob.home,
		n.bin, "--config", n.config); r.code != 0 {
		t.Fatalf("tmux new-session as %s: exit %d\n%s", bob.name, r.code, r.stderr)
	}
	t.Cleanup(func() { tmux(bob, "kill-server") })
	screen := func() string { return tmux(bob, "capture-pane", "-p", "-t", "desk").stdout }
	waitFor := func(wants ...string) {
		t.Helper()
		for deadline := time.Now().Add(15 * time.Second); ; {
			scr := screen()
			ok := true
			for _, w := range wants {
				ok = ok && strings.Contains(scr, w)
			}
			if ok {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("the desk never showed %q:\n%s\nbroker:\n%s", wants, scr, n.serveLog)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	waitFor("Nothing waits for you.")

	w := n.startAsk(t, agent, "rm -rf ~")
	waitFor("Queue · 1 waiting", "rm -rf ~", "cmd.delete-home")

	// The agent tries to type into the operator's desk, and to open one.
	if r := tmux(agent, "send-keys", "-t", "desk", "a"); r.code == 0 {
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
	if r := tmux(bob, "send-keys", "-t", "desk", "a"); r.code != 0 {
		t.Fatalf("send-keys as the operator: %s", r.stderr)
	}
	if code := w.wait(t); code != exitOK {
		t.Fatalf("the ask ended %d after the operator's key, want 0\n%s", code, w.out)
	}
	waitFor("approved ask 1 once", "Nothing waits for you.")
	r := n.ozdesk(bob, "", "queue", "show", "1")
	if !strings.Contains(r.stdout, bob.name) {
		t.Errorf("the decision is not recorded under %s:\n%s", bob.name, r.stdout)
	}
}
