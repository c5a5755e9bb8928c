package sshdesk_test

import (
	"io"
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
