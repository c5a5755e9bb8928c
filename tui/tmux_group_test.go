package tui

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// keysFile is a file holding keys, open for reading: a client's typing.
func keysFile(t *testing.T, keys string) *os.File {
	t.Helper()
	p := filepath.Join(t.TempDir(), "keys")
	if err := os.WriteFile(p, []byte(keys), 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(p)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = f.Close() })
	return f
}

// TestTmuxGroupedClientNeedsCode (rt56b D7): a client attached to a
// session grouped with the desk's (`new-session -d -t desk -s g`, then
// `attach -t g`), or to a session the desk's window is linked into
// (`link-window`), sees and types into the desk's pane but is not among
// `list-clients -t desk`. Its a (from a file of keys, as rt54b B13's
// second client) approves nothing: the desk counts it, names it, and
// wants the card's code. Failed before: the desk counted one client and
// the a approved ask 1.
func TestTmuxGroupedClientNeedsCode(t *testing.T) {
	o := realDeskInTmux(t)
	cases := []struct {
		name string
		make func(x *tmux) // makes session g, which shows the desk's window
	}{
		{name: "grouped", make: func(x *tmux) { x.run("new-session", "-d", "-t", "desk", "-s", "g") }},
		{name: "linked", make: func(x *tmux) {
			x.run("new-session", "-d", "-s", "g", "-x", "80", "-y", "24", "sleep 600")
			x.run("link-window", "-s", "desk:0", "-t", "g:7")
		}},
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db := o.newDB(t)
			x := &tmux{t: t, socket: fmt.Sprintf("ozdesk-group%d-%d", i, os.Getpid())}
			x.startDesk(o, db, 80, 24)
			pane := strings.TrimSpace(x.run("display", "-p", "-t", "desk", "#{pane_id}"))
			opKeys, typeOp := io.Pipe()
			t.Cleanup(func() { _ = typeOp.Close() })
			x.attach(opKeys)
			x.waitPane(pane, "a client attached to its session (1 attached)")

			startAsker(t, o, db, "git push --force origin main")
			x.waitPane(pane, "Queue · 1 waiting", "git push --force origin main")
			time.Sleep(2 * DefaultGrace)
			c.make(x)
			x.attachTo("g", keysFile(t, "a"), io.Discard)
			x.waitPane(pane, "2 clients on the desk's session", "Card · code ")
			stillPending(t, o, db, "1", c.name+": a typed by a client of session g")
			x.waitPane(pane, "2 clients on the desk's session")
		})
	}
}

// TestTmuxReboundKeyNeedsCode (rt56b B17, D13): tmux turns the key the
// operator presses into another before the desk reads it: `bind -n d
// send-keys a` (the root table), a key table of the operator's client
// that is not root (`set -g key-table x`, `switch-client -T x`, with `bind
// -T x d send-keys a`), or a prefix that is a plain key. The desk reads
// tmux's bindings and tables at each look: it says why in the banner,
// and the operator's d (which reaches it as a) approves nothing without
// the card's code, the status line naming what a does. Failed before:
// the operator's d approved ask 1.
func TestTmuxReboundKeyNeedsCode(t *testing.T) {
	o := realDeskInTmux(t)
	cases := []struct {
		name   string
		rebind func(x *tmux)
		says   string
	}{
		{name: "root table", rebind: func(x *tmux) { x.run("bind-key", "-n", "d", "send-keys", "a") },
			says: "tmux binds d to send-keys"},
		{name: "root table, run-shell", rebind: func(x *tmux) {
			x.run("bind-key", "-n", "d", "run-shell", "tmux -L "+x.socket+" send-keys -t desk a")
		}, says: "tmux binds d to run-shell"},
		{name: "key-table", rebind: func(x *tmux) {
			x.run("bind-key", "-T", "x", "d", "send-keys", "a")
			x.run("set-option", "-g", "key-table", "x")
		}, says: "a client's next key goes through tmux table x"},
		{name: "switch-client -T", rebind: func(x *tmux) {
			x.run("bind-key", "-T", "x", "d", "send-keys", "a")
			x.run("switch-client", "-c", strings.TrimSpace(x.run("list-clients", "-F", "#{client_tty}")), "-T", "x")
		}, says: "a client's next key goes through tmux table x"},
		{name: "prefix", rebind: func(x *tmux) {
			x.run("bind-key", "-T", "prefix", "d", "send-keys", "a")
			x.run("set-option", "-g", "prefix", "d")
		}, says: "tmux's prefix is d"},
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db := o.newDB(t)
			x := &tmux{t: t, socket: fmt.Sprintf("ozdesk-rebound%d-%d", i, os.Getpid())}
			x.startDesk(o, db, 80, 24)
			pane := strings.TrimSpace(x.run("display", "-p", "-t", "desk", "#{pane_id}"))
			opKeys, typeOp := io.Pipe()
			t.Cleanup(func() { _ = typeOp.Close() })
			x.attach(opKeys)
			x.waitPane(pane, "a client attached to its session (1 attached)")
			startAsker(t, o, db, "git push --force origin main")
			x.waitPane(pane, "Queue · 1 waiting", "git push --force origin main")
			time.Sleep(2 * DefaultGrace)

			c.rebind(x)
			x.waitPane(pane, "tmux may change a key before the desk reads it", c.says, "Card · code ")
			time.Sleep(burstGap + 2*DefaultGrace)                // the hold the change restarted
			if _, err := typeOp.Write([]byte("d")); err != nil { // the operator denies
				t.Fatal(err)
			}
			if c.name != "prefix" {
				x.waitPane(pane, "a came: to approve ask 1, type the 2-digit code")
			}
			stillPending(t, o, db, "1", c.name+": the operator's d")
			if scr := x.capturePane(pane); strings.Contains(scr, "approving") || strings.Contains(scr, "approved") {
				t.Fatalf("%s: the operator's d approves:\n%s", c.name, scr)
			}
		})
	}
}
