package tui

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// client is a tmux client attached to the desk's session through
// script(1), as rt54b B13 attached one: its keys come from in.
type client struct {
	cmd  *exec.Cmd
	done chan error
}

// attach starts `script -qc 'tmux -L S attach -t desk' /dev/null` with
// in as its standard input, in the background; the test ends it.
func (x *tmux) attach(in io.Reader) *client {
	x.t.Helper()
	return x.attachTo("desk", in, io.Discard)
}

// attachTo is attach to session (a plain name), the client's terminal
// output written to out.
func (x *tmux) attachTo(session string, in io.Reader, out io.Writer) *client {
	x.t.Helper()
	cmd := exec.Command("script", "-qc", "tmux -L "+x.socket+" attach -t "+session, "/dev/null")
	for _, e := range os.Environ() {
		if !strings.HasPrefix(e, "TMUX=") && !strings.HasPrefix(e, "TMUX_PANE=") && !strings.HasPrefix(e, "TERM=") {
			cmd.Env = append(cmd.Env, e)
		}
	}
	cmd.Env = append(cmd.Env, "TERM=xterm-256color")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = in, out, io.Discard
	if err := cmd.Start(); err != nil {
		x.t.Fatalf("script … tmux attach: %v", err)
	}
	c := &client{cmd: cmd, done: make(chan error, 1)}
	go func() { c.done <- cmd.Wait() }()
	x.t.Cleanup(c.end)
	return c
}

// end ends the client (and the script around it).
func (c *client) end() {
	if c.cmd.ProcessState == nil {
		_ = c.cmd.Process.Kill()
	}
	select {
	case err := <-c.done:
		c.done <- err
	case <-time.After(5 * time.Second):
	}
}

// capturePane is what pane (by id) shows, wherever its window is.
func (x *tmux) capturePane(pane string) string { return x.run("capture-pane", "-p", "-t", pane) }

// waitPane polls pane until it shows every want.
func (x *tmux) waitPane(pane string, wants ...string) string {
	x.t.Helper()
	deadline := time.Now().Add(30 * time.Second) // a bound, not a pace: at load a look took over 15s
	for {
		scr := x.capturePane(pane)
		flat := strings.Join(strings.Fields(scr), " ") // a status wraps
		ok := true
		for _, w := range wants {
			ok = ok && (strings.Contains(scr, w) || strings.Contains(flat, w))
		}
		if ok {
			return scr
		}
		if time.Now().After(deadline) {
			x.t.Fatalf("the pane never showed %q:\n%s", wants, scr)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// stillPending fails unless the store holds ask id pending (read back
// through `ozdesk queue ls --json`), once an undo window has passed.
func stillPending(t *testing.T, o ozdesk, db, id, why string) {
	t.Helper()
	time.Sleep(DefaultUndo + 500*time.Millisecond)
	for _, a := range storeAsks(t, o, db, "pending") {
		if queue.ShortID(a.ID) == id {
			return
		}
	}
	t.Fatalf("%s: ask %s is no longer pending", why, id)
}

// TestTmuxSecondClientDecidesNothing runs the real desk in a tmux session
// that the operator's client is attached to; a second client attached by
// `script -qc 'tmux attach -t desk' /dev/null < KEYS` whose KEYS hold `a`
// approves nothing (rt54b B13: it approved ask 13): the desk names both
// clients and wants the card's code. Once that client is gone, the
// operator's single `a` approves. Failed before: the second client's a
// approved the ask.
func TestTmuxSecondClientDecidesNothing(t *testing.T) {
	o := realDeskInTmux(t)
	db := o.newDB(t)
	x := &tmux{t: t, socket: fmt.Sprintf("ozdesk-clients-%d", os.Getpid())}
	x.startDesk(o, db, 80, 24)
	pane := strings.TrimSpace(x.run("display", "-p", "-t", "desk", "#{pane_id}"))
	opKeys, typeOp := io.Pipe()
	t.Cleanup(func() { _ = typeOp.Close() })
	x.attach(opKeys)
	x.waitPane(pane, "a client attached to its session (1 attached)")

	push := startAsker(t, o, db, "git push --force origin main")
	x.waitPane(pane, "Queue · 1 waiting", "git push --force origin main")
	time.Sleep(2 * DefaultGrace)

	keys := filepath.Join(t.TempDir(), "keys")
	if err := os.WriteFile(keys, []byte("a"), 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(keys)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	intruder := x.attach(f)
	scr := x.waitPane(pane, "2 clients on the desk's session", "Card · code ")
	if !strings.Contains(scr, "nothing decided") && !strings.Contains(scr, "2 clients share the desk") &&
		!strings.Contains(scr, "a client attached to its session (2 attached)") {
		t.Fatalf("the desk does not say what the second client did:\n%s", scr)
	}
	stillPending(t, o, db, "1", "a typed by a second client")
	x.waitPane(pane, "2 clients on the desk's session")

	intruder.end()
	x.waitPane(pane, "a client left its session (1 attached)")
	if scr := x.capturePane(pane); strings.Contains(scr, "clients on the desk's session") {
		t.Fatalf("the banner stayed after the second client left:\n%s", scr)
	}
	// the operator's own a, through their client, as an operator presses
	// it: again when the desk says the card must be seen first
	deadline := time.Now().Add(15 * time.Second)
	for !strings.Contains(x.capturePane(pane), "approv") { // approving…, then approved
		if time.Now().After(deadline) {
			t.Fatalf("the operator's a did not approve:\n%s", x.capturePane(pane))
		}
		time.Sleep(burstGap + DefaultGrace)
		if _, err := typeOp.Write([]byte("a")); err != nil {
			t.Fatal(err)
		}
		time.Sleep(300 * time.Millisecond)
	}
	if code, out := push.wait(t); code != 0 {
		t.Fatalf("approved ask: exit %d, %q", code, out)
	}
	x.waitPane(pane, "approved ask 1 once")
}

// TestTmuxCoverRestartsHold: a window put over the desk (new-window) or
// the desk's pane put in copy-mode is said on the desk's status line, and
// an a pressed just after the desk is uncovered approves nothing: the
// card must be seen again; pressed later, it approves. Failed before: the
// desk never knew it was covered, and the a approved.
func TestTmuxCoverRestartsHold(t *testing.T) {
	o := realDeskInTmux(t)
	db := o.newDB(t)
	x := &tmux{t: t, socket: fmt.Sprintf("ozdesk-cover-%d", os.Getpid())}
	x.startDesk(o, db, 80, 24)
	pane := strings.TrimSpace(x.run("display", "-p", "-t", "desk", "#{pane_id}"))
	covers := []struct {
		name           string
		cover, uncover []string
		says, back     string
	}{
		{name: "new-window", cover: []string{"new-window", "-t", "desk", "sleep 600"},
			uncover: []string{"select-window", "-t", pane}, says: "the desk was covered", back: "the desk's window is shown again"},
		{name: "copy-mode", cover: []string{"copy-mode", "-t", pane},
			uncover: []string{"send-keys", "-t", pane, "-X", "cancel"}, says: "the desk's pane was put in copy-mode", back: "the desk's pane left copy-mode"},
	}
	for i, c := range covers {
		id := fmt.Sprint(i + 1)
		asker := startAsker(t, o, db, "git push --force origin main")
		x.waitPane(pane, "Queue · 1 waiting", "git push --force origin main")
		time.Sleep(2 * DefaultGrace)
		x.run(c.cover...)
		x.waitPane(pane, c.says)
		x.run(c.uncover...)
		// a, the moment the desk saw it was uncovered
		x.waitPane(pane, c.back)
		x.run("send-keys", "-t", pane, "a")
		scr := x.waitPane(pane, "look at ask "+id+" again")
		if strings.Contains(scr, "approving") {
			t.Fatalf("%s: a right after the desk was uncovered is approving:\n%s", c.name, scr)
		}
		stillPending(t, o, db, id, c.name+": a right after the desk was uncovered")
		x.decide("a", "approved ask "+id+" once")
		if code, out := asker.wait(t); code != 0 {
			t.Fatalf("%s: approved ask: exit %d, %q", c.name, code, out)
		}
	}
}
