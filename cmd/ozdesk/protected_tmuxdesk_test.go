package main

import (
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// protectedDesk is a started protected-mode node whose broker runs as an
// account of its own, with one operator and one agent account, and the
// operator's desk open over the broker in a tmux server of the
// operator's: driven by keys and read back as screens.
type protectedDesk struct {
	t         *testing.T
	n         *node
	op, agent account
	sock      string
}

// newProtectedDesk makes the accounts prefix+"broker", prefix+operator
// (of role) and prefix+"agent", starts the node, and opens the
// operator's desk in a cols×rows tmux window, waiting for its empty
// queue. It needs root and tmux, and skips without them.
func newProtectedDesk(t *testing.T, prefix, operator, role string, cols, rows int) *protectedDesk {
	t.Helper()
	needRoot(t)
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed (.ci/run installs it)")
	}
	brokerAcct := makeAccount(t, prefix+"broker")
	op := makeAccount(t, prefix+operator)
	agent := makeAccount(t, prefix+"agent")
	n := newNode(t, buildTool(t, ".", "ozdesk"), brokerAcct, "operators:\n  - {user: "+op.name+", role: "+role+"}\n")
	n.start(t)
	d := &protectedDesk{t: t, n: n, op: op, agent: agent, sock: filepath.Join(op.home, "tmux.sock")}
	if r := d.tmux(op, "-f", "/dev/null", "new-session", "-d", "-s", "desk", "-x", strconv.Itoa(cols), "-y", strconv.Itoa(rows),
		"-e", "LANG=C.UTF-8", "-e", "TERM=tmux-256color", "-e", "HOME="+op.home,
		n.bin, "--config", n.config); r.code != 0 {
		t.Fatalf("tmux new-session as %s: exit %d\n%s", op.name, r.code, r.stderr)
	}
	t.Cleanup(func() { d.tmux(op, "kill-server") })
	d.waitFor("Nothing waits for you.")
	return d
}

// tmux runs tmux as acct on the operator's server.
func (d *protectedDesk) tmux(acct account, args ...string) procResult {
	return acct.run("/usr/bin/env", "", append([]string{"tmux", "-S", d.sock}, args...)...)
}

// screen is what the desk shows now.
func (d *protectedDesk) screen() string {
	return d.tmux(d.op, "capture-pane", "-p", "-t", "desk").stdout
}

// waitFor waits up to 15s for a screen that holds each of wants, and
// returns it; it fails the test with the last screen and the broker's log
// if none comes.
func (d *protectedDesk) waitFor(wants ...string) string {
	d.t.Helper()
	for deadline := time.Now().Add(15 * time.Second); ; {
		scr := d.screen()
		ok := true
		for _, w := range wants {
			ok = ok && strings.Contains(scr, w)
		}
		if ok {
			return scr
		}
		if time.Now().After(deadline) {
			d.t.Fatalf("the desk never showed %q:\n%s\nbroker:\n%s", wants, scr, d.n.serveLog)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// keys types each key into the desk as the operator, 150ms apart.
func (d *protectedDesk) keys(k ...string) {
	d.t.Helper()
	for _, key := range k {
		if r := d.tmux(d.op, "send-keys", "-t", "desk", key); r.code != 0 {
			d.t.Fatalf("send-keys %s as the operator: %s", key, r.stderr)
		}
		time.Sleep(150 * time.Millisecond)
	}
}
