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
