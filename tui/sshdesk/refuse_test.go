//go:build !ozdesk_adapters

package sshdesk_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/sshdesk"
)

func TestUnknownKeyRefused(t *testing.T) {
	carol := newOperator(t, "carol", "approver")
	stranger := newOperator(t, "carol", "admin") // the name it gives does not matter
	n := startNode(t, sshdesk.Config{MaxAuthFailures: 3, AuthWindow: time.Hour}, carol)

	_, err := n.dial(stranger)
	if err == nil || !strings.Contains(err.Error(), "unable to authenticate") {
		t.Fatalf("an unknown key: %v, want it refused at authentication", err)
	}
	// Nothing was shown and nothing recorded: no login.
	if es, _ := n.svc.AuditRange(time.Time{}, time.Now().Add(time.Hour), store.KindLogin); len(es) != 0 {
		t.Fatalf("an unknown key logged in: %+v", es)
	}
	// No password, no keyboard-interactive.
	_, err = gossh.Dial("tcp", n.addr, &gossh.ClientConfig{User: "carol",
		Auth:            []gossh.AuthMethod{gossh.Password("carol"), gossh.KeyboardInteractive(func(string, string, []string, []bool) ([]string, error) { return []string{"x"}, nil })},
		HostKeyCallback: gossh.FixedHostKey(n.host), Timeout: 5 * time.Second})
	if err == nil || !strings.Contains(err.Error(), "[none publickey]") && !strings.Contains(err.Error(), "no supported methods remain") {
		t.Fatalf("password or keyboard-interactive: %v, want no such method", err)
	}
	// Past the failures an address may make, even a known key is refused
	// from it.
	for range 3 {
		_, _ = n.dial(stranger)
	}
	if c, err := n.dial(carol); err == nil {
		c.Close()
		t.Fatal("a known key got in from an address past its failed authentications")
	}
}

func TestNoTerminalNoCommandRefused(t *testing.T) {
	carol := newOperator(t, "carol", "approver")
	n := startNode(t, sshdesk.Config{}, carol)
	c, err := n.dial(carol)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	sess, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	sess.Stderr = &stderr
	if err := sess.Shell(); err != nil {
		t.Fatal(err)
	}
	err = sess.Wait()
	var exit *gossh.ExitError
	if !errors.As(err, &exit) || exit.ExitStatus() != 1 {
		t.Fatalf("a session with no terminal and no command: %v, want exit 1", err)
	}
	if !strings.Contains(stderr.String(), "never a shell") {
		t.Fatalf("it says %q", stderr.String())
	}
}

func TestIdleDeskClosed(t *testing.T) {
	carol := newOperator(t, "carol", "approver")
	n := startNode(t, sshdesk.Config{IdleTimeout: 400 * time.Millisecond}, carol)
	term := n.openDesk(carol, 100, 30)
	term.waitFor("Nothing waits")
	start := time.Now()
	if err := term.wait(); err != nil {
		t.Fatalf("an idle desk ended with %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("the idle desk closed after %v", d)
	}
	term.waitFor("without a key")
}

// TestIdleDeskWaitsForUndo: a desk closed for want of keys while an
// approval waits out its undo window sends it when the window ends, then
// closes, and the closing line says so; before, the approval was dropped
// and the line said only "closed after 1s without a key" (rt16k #14).
// Over the real SSH server, with a real client key.
func TestIdleDeskWaitsForUndo(t *testing.T) {
	carol := newOperator(t, "carol", "approver")
	n := startNode(t, sshdesk.Config{IdleTimeout: time.Second, Undo: 3 * time.Second}, carol)
	id := n.ask("claude", risky)
	term := n.openDesk(carol, 400, 30)
	term.waitCardDrawn()
	time.Sleep(50 * time.Millisecond) // past the card's grace
	term.press("a")
	term.waitFor("u undoes")
	term.waitFor("no key for 1s: the desk closes once the undo window ends and 1 decision held in it is sent")
	if state, _ := n.state(id); state != store.StatePending {
		t.Fatalf("the ask is %s inside its undo window", state)
	}
	if err := term.wait(); err != nil {
		t.Fatalf("the idle desk ended with %v", err)
	}
	if state, by := n.state(id); state != store.StateApproved || by != "carol" {
		t.Fatalf("after the idle close the ask is %s by %q, want approved by carol", state, by)
	}
	term.waitFor("without a key; it waited for the undo window of approving ask 1 once (" + risky + "), then closed; last: approved ask 1 once (" + risky + ")")
}

// TestIdleDeskKeyKeepsItOpen: a key pressed while an idle close waits
// for an undo window keeps the desk open (the operator is back), and u
// still takes the approval back.
func TestIdleDeskKeyKeepsItOpen(t *testing.T) {
	carol := newOperator(t, "carol", "approver")
	n := startNode(t, sshdesk.Config{IdleTimeout: time.Second, Undo: 20 * time.Second}, carol)
	id := n.ask("claude", risky)
	term := n.openDesk(carol, 200, 30)
	term.waitCardDrawn()
	time.Sleep(50 * time.Millisecond)
	term.press("a")
	term.waitFor("no key for 1s")
	term.press("u")
	term.waitFor("undone")
	if state, _ := n.state(id); state != store.StatePending {
		t.Fatalf("the ask is %s after u", state)
	}
	// idle again with nothing held: it closes at once
	if err := term.wait(); err != nil {
		t.Fatalf("the idle desk ended with %v", err)
	}
	if state, _ := n.state(id); state != store.StatePending {
		t.Fatalf("the ask is %s after the idle close", state)
	}
}
