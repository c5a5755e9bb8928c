package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestProtectedClippedNotApproved: a command over the reader's limit,
// which the broker keeps as its head and tail, is never approved: the
// desk's card says it was clipped, with its true size, and `a` after `v`
// paged through it approves nothing; `queue approve` refuses it (exit
// 6); `d` denies it (rt20k #4: the desk counted the clipped copy's 4 KB
// and approved 100 KB the operator never saw).
func TestProtectedClippedNotApproved(t *testing.T) {
	needRoot(t)
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed (.ci/run installs it)")
	}
	brokerAcct := makeAccount(t, "ozcpbroker")
	carol := makeAccount(t, "ozcpcarol")
	agent := makeAccount(t, "ozcpagent")
	n := newNode(t, buildTool(t, ".", "ozdesk"), brokerAcct, "operators:\n  - {user: "+carol.name+", role: admin}\n")
	n.start(t)

	sock := filepath.Join(carol.home, "tmux.sock")
	tmux := func(args ...string) procResult {
		return carol.run("/usr/bin/env", "", append([]string{"tmux", "-S", sock}, args...)...)
	}
	if r := tmux("-f", "/dev/null", "new-session", "-d", "-s", "desk", "-x", "120", "-y", "40",
		"-e", "LANG=C.UTF-8", "-e", "TERM=tmux-256color", "-e", "HOME="+carol.home,
		n.bin, "--config", n.config); r.code != 0 {
		t.Fatalf("tmux new-session: exit %d\n%s", r.code, r.stderr)
	}
	t.Cleanup(func() { tmux("kill-server") })
	screen := func() string { return tmux("capture-pane", "-p", "-t", "desk").stdout }
	waitFor := func(wants ...string) string {
		t.Helper()
		for deadline := time.Now().Add(15 * time.Second); ; {
			scr := screen()
			ok := true
			for _, w := range wants {
				ok = ok && strings.Contains(scr, w)
			}
			if ok {
				return scr
			}
			if time.Now().After(deadline) {
				t.Fatalf("the desk never showed %q:\n%s\nbroker:\n%s", wants, scr, n.serveLog)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	keys := func(k ...string) {
		t.Helper()
		for _, key := range k {
			if r := tmux("send-keys", "-t", "desk", key); r.code != 0 {
				t.Fatalf("send-keys %s: %s", key, r.stderr)
			}
			time.Sleep(150 * time.Millisecond)
		}
	}
	waitFor("Nothing waits for you.")

	command := "echo start " + strings.Repeat("a", 50000) + " ; rm -rf ~ ; " + strings.Repeat("b", 50000) + " done"
	cmd := agent.command(n.bin, "--config", n.config, "ask", "--agent", "bot", "--wait", "60s", "--", command)
	w := &waiter{cmd: cmd, out: &strings.Builder{}, done: make(chan int, 1)}
	cmd.Stdout, cmd.Stderr = w.out, w.out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		err := cmd.Wait()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		w.done <- code
	}()
	t.Cleanup(func() { _ = cmd.Process.Kill() })

	waitFor("clipped by the broker: 100,030 bytes, only head", "can be denied, not approved")
	time.Sleep(time.Second) // the card that just appeared ignores keys a moment
	// read all the desk holds of it, page by page, then approve
	keys("v")
	waitFor("Command of ask 1")
	for range 8 {
		keys("NPage")
	}
	keys("Escape")
	time.Sleep(time.Second)
	keys("a")
	scr := waitFor("too large to show whole")
	time.Sleep(3 * time.Second) // past any undo window
	if w.ended() {
		t.Fatalf("the clipped ask ended after a: it was approved\n%s\n%s", w.out, scr)
	}

	r := n.ozdesk(carol, "", "queue", "approve", "1")
	if r.code != exitConflict || !strings.Contains(r.stderr, "clipped by the broker: 100,030 bytes") {
		t.Errorf("queue approve 1: exit %d, want %d saying it was clipped\n%s%s", r.code, exitConflict, r.stdout, r.stderr)
	}
	if w.ended() {
		t.Fatalf("the clipped ask ended after queue approve\n%s", w.out)
	}

	keys("d")
	waitFor("Deny ask 1")
	keys("Enter")
	if code := w.wait(t); code != exitRefused {
		t.Fatalf("the ask ended %d after d, want %d\n%s", code, exitRefused, w.out)
	}
}
