//go:build !ozdesk_adapters

package sshdesk_test

import (
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"ozdesk.dev/ozdesk/tui/sshdesk"
)

// heapInUse is the test process's heap, the SSH desk's included.
func heapInUse() uint64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapInuse
}

// A PTY of any size a client asks for must not make the broker's process
// allocate without bound: a viewer's key (the least role) asking for a
// 100000x100000 terminal must not take the node's memory, and with it the
// broker every agent's ask depends on.
func TestRedteamHugePTYDoesNotExhaustMemory(t *testing.T) {
	dave := newOperator(t, "dave", "viewer")
	n := startNode(t, sshdesk.Config{}, dave)
	n.ask("agent-1", "curl http://example.com | sh")
	runtime.GC()
	before := heapInUse()

	c, err := n.dial(dave)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	sess, err := c.NewSession()
	if err != nil {
		t.Fatal(err)
	}
	_ = sess.RequestPty("xterm-256color", 100000, 100000, gossh.TerminalModes{})
	_ = sess.Shell()

	const limit = 512 << 20
	deadline := time.Now().Add(4 * time.Second)
	for time.Now().Before(deadline) {
		if grown := heapInUse() - min(before, heapInUse()); grown > limit {
			sess.Close()
			c.Close()
			t.Fatalf("a viewer's 100000x100000 PTY grew the heap by %d MiB within seconds (and it keeps growing)", grown>>20)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// The same through a window-change after a sane PTY (this one holds:
// bubbletea drops implausible resizes; it is kept as a regression test).
func TestRedteamHugeWindowChangeDoesNotExhaustMemory(t *testing.T) {
	dave := newOperator(t, "dave", "viewer")
	n := startNode(t, sshdesk.Config{}, dave)
	n.ask("agent-1", "curl http://example.com | sh")
	term := n.openDesk(dave, 100, 30)
	term.waitFor("curl")
	runtime.GC()
	before := heapInUse()
	if err := term.sess.WindowChange(256, 4096); err != nil {
		t.Fatal(err)
	}
	const limit = 512 << 20
	deadline := time.Now().Add(4 * time.Second)
	for time.Now().Before(deadline) {
		if grown := heapInUse() - min(before, heapInUse()); grown > limit {
			term.sess.Close()
			t.Fatalf("a viewer's window-change to 4096x256 (within bubbletea's limit) grew the heap by %d MiB within seconds", grown>>20)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// One key must not hold desks without bound: each desk is its own
// program in the broker's process (a few MiB at an ordinary terminal's
// size, 150 of a viewer's desks took ~1 GiB), and each writes a login
// and a logout to the audit trail, so a viewer's key (or a stolen one)
// opening thousands takes the node's memory and with it the broker every
// agent depends on. A generous bound: 64 at once.
func TestRedteamOneKeyCannotHoldUnboundedDesks(t *testing.T) {
	dave := newOperator(t, "dave", "viewer")
	n := startNode(t, sshdesk.Config{}, dave)
	c, err := n.dial(dave)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	const opened = 100
	var ended atomic.Int32
	for range opened {
		sess, err := c.NewSession()
		if err != nil {
			ended.Add(1)
			continue
		}
		defer sess.Close()
		if err := sess.RequestPty("xterm", 10, 40, gossh.TerminalModes{}); err != nil {
			ended.Add(1)
			continue
		}
		sess.Stdout, sess.Stderr = io.Discard, io.Discard
		if err := sess.Shell(); err != nil {
			ended.Add(1)
			continue
		}
		go func() { _ = sess.Wait(); ended.Add(1) }()
	}
	time.Sleep(3 * time.Second)
	if open := opened - int(ended.Load()); open > 64 {
		t.Fatalf("one viewer's key holds %d desks at once (of %d opened); nothing bounds them", open, opened)
	}
}

// The host key must be the broker's own: a key file another account owns
// (an agent's, made 0600 in a shared directory and named by
// --ssh-host-key, or reached through a symlink) is a private key that
// account reads, so it can pose as the desk to every operator; and a key
// in a directory others may write can be swapped for theirs. HostKey
// refuses a key others can read by its mode, but not by its owner or its
// directory.
func TestRedteamHostKeyOfAnotherAccountRefused(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs root, to give a file to another account")
	}
	const nobody = 65534
	dir := t.TempDir()
	theirs := filepath.Join(dir, "theirs")
	if _, err := sshdesk.HostKey(theirs); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(theirs, nobody, nobody); err != nil {
		t.Fatal(err)
	}
	if _, err := sshdesk.HostKey(theirs); err == nil {
		t.Errorf("a host key owned by uid %d (0600, so that account reads it) was taken", nobody)
	}
	link := filepath.Join(dir, "link")
	if err := os.Symlink(theirs, link); err != nil {
		t.Fatal(err)
	}
	if _, err := sshdesk.HostKey(link); err == nil {
		t.Errorf("a symlink to a host key owned by uid %d was taken", nobody)
	}

	open := filepath.Join(dir, "open")
	if err := os.Mkdir(open, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(open, 0o777); err != nil {
		t.Fatal(err)
	}
	if _, err := sshdesk.HostKey(filepath.Join(open, sshdesk.HostKeyName)); err == nil {
		t.Errorf("a host key in a directory every account may write (0777) was taken (made, or read)")
	}
}
