//go:build !ozdesk_adapters

package sshdesk_test

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"fmt"
	"io"
	"net"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/x/vt"
	gossh "golang.org/x/crypto/ssh"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/broker"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/sshdesk"
)

// operator is a key the test logs in with.
type operator struct {
	name, role string
	signer     gossh.Signer
}

func newOperator(t *testing.T, name, role string) operator {
	t.Helper()
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	s, err := gossh.NewSignerFromKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	return operator{name: name, role: role, signer: s}
}

// node is a broker with a real store and the SSH desk in front of it, on
// loopback.
type node struct {
	t      *testing.T
	svc    *queue.Service
	st     *store.Store // the service's store, for tests that seed it
	broker *broker.Server
	addr   string
	host   gossh.PublicKey
	dir    string
}

// startNode starts a broker over a store in a temporary directory and the
// SSH desk on 127.0.0.1:0, for the operators given.
func startNode(t *testing.T, cfg sshdesk.Config, ops ...operator) *node {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, "state", "desk.db")
	st := store.New(path)
	svc := queue.New(st, queue.WithExclusive(), queue.WithHome(filepath.Join(dir, "home")))
	if _, err := svc.Init(); err != nil {
		t.Fatal(err)
	}
	var file strings.Builder
	file.WriteString("operators:\n")
	for _, o := range ops {
		fmt.Fprintf(&file, "  - name: %s\n    role: %s\n    keys: [%q]\n", o.name, o.role,
			strings.TrimSpace(string(gossh.MarshalAuthorizedKey(o.signer.PublicKey()))))
	}
	parsed, err := broker.ParseOperators([]byte(file.String()))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := broker.NewServer(svc, path, parsed)
	if err != nil {
		t.Fatal(err)
	}
	key, err := sshdesk.HostKey(filepath.Join(dir, "state", sshdesk.HostKeyName))
	if err != nil {
		t.Fatal(err)
	}
	cfg.Broker, cfg.Operators, cfg.HostKey, cfg.Node = srv, parsed, key, "node-1"
	if cfg.Grace == 0 {
		cfg.Grace = time.Millisecond
	}
	desk, err := sshdesk.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- desk.Serve(ctx, ln) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("serve: %v", err)
		}
	})
	return &node{t: t, svc: svc, st: st, broker: srv, addr: ln.Addr().String(), host: key.PublicKey(), dir: dir}
}

// dial connects as an operator, checking the host key.
func (n *node) dial(o operator) (*gossh.Client, error) {
	return gossh.Dial("tcp", n.addr, &gossh.ClientConfig{
		User:            o.name,
		Auth:            []gossh.AuthMethod{gossh.PublicKeys(o.signer)},
		HostKeyCallback: gossh.FixedHostKey(n.host),
		Timeout:         5 * time.Second,
	})
}

// queueRequest is an agent's request to run command, from its home.
func queueRequest(agent, command, dir string) queue.Request {
	return queue.Request{Command: command, Agent: agent, Harness: "cli",
		Cwd: filepath.Join(dir, "home", "src"), Home: filepath.Join(dir, "home"), Wait: 10 * time.Minute}
}

// ask submits a command the policy asks about, as an agent would, and
// returns its ask's ID.
func (n *node) ask(agent, command string) string {
	n.t.Helper()
	ans, err := n.svc.Evaluate(queueRequest(agent, command, n.dir))
	if err != nil {
		n.t.Fatal(err)
	}
	if ans.Ask == nil {
		n.t.Fatalf("%q was answered %s, not asked", command, ans.Outcome)
	}
	return ans.Ask.ID
}

// state reads an ask's state and who decided it.
func (n *node) state(id string) (state, by string) {
	n.t.Helper()
	a, err := n.svc.Get(id)
	if err != nil {
		n.t.Fatal(err)
	}
	if a.Decision != nil {
		by = a.Decision.By
	}
	return a.State, by
}

// terminal is a desk over SSH: a session with a PTY, whose output a
// terminal emulator reads.
type terminal struct {
	t    *testing.T
	sess *gossh.Session
	in   io.WriteCloser
	mu   sync.Mutex
	emu  *vt.Emulator
	// raw is every byte the session wrote, as written.
	raw  strings.Builder
	w, h int
	done chan error
	// read is closed once every byte the session wrote is in raw: the
	// session's Wait returns without waiting for its output's reader.
	read chan struct{}
}

// openDesk opens the desk as o in a w×h terminal.
func (n *node) openDesk(o operator, w, h int) *terminal {
	n.t.Helper()
	c, err := n.dial(o)
	if err != nil {
		n.t.Fatalf("dial as %s: %v", o.name, err)
	}
	n.t.Cleanup(func() { c.Close() })
	sess, err := c.NewSession()
	if err != nil {
		n.t.Fatal(err)
	}
	if err := sess.Setenv("LANG", "C.UTF-8"); err != nil {
		n.t.Fatal(err)
	}
	if err := sess.RequestPty("xterm-256color", h, w, gossh.TerminalModes{}); err != nil {
		n.t.Fatal(err)
	}
	term := &terminal{t: n.t, sess: sess, emu: vt.NewEmulator(w, h), w: w, h: h, done: make(chan error, 1), read: make(chan struct{})}
	go func() { _, _ = io.Copy(io.Discard, term.emu) }()
	out, err := sess.StdoutPipe()
	if err != nil {
		n.t.Fatal(err)
	}
	if term.in, err = sess.StdinPipe(); err != nil {
		n.t.Fatal(err)
	}
	go func() {
		defer close(term.read)
		buf := make([]byte, 32<<10)
		for {
			k, err := out.Read(buf)
			if k > 0 {
				term.mu.Lock()
				_, _ = term.emu.Write(buf[:k])
				term.raw.Write(buf[:k])
				term.mu.Unlock()
			}
			if err != nil {
				return
			}
		}
	}()
	if err := sess.Shell(); err != nil {
		n.t.Fatal(err)
	}
	go func() { term.done <- sess.Wait() }()
	return term
}

// text is what the terminal shows.
func (term *terminal) text() string {
	term.mu.Lock()
	defer term.mu.Unlock()
	var b strings.Builder
	for y := range term.h {
		var line strings.Builder
		for x := 0; x < term.w; {
			c := term.emu.CellAt(x, y)
			if c == nil || c.Content == "" {
				line.WriteByte(' ')
				x++
				continue
			}
			line.WriteString(c.Content)
			x += max(c.Width, 1)
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// waitFor waits until the screen shows want.
func (term *terminal) waitFor(want string) {
	term.t.Helper()
	term.waitWithin(want, 10*time.Second)
}

// waitWithin waits until the screen shows want, for at most d.
func (term *terminal) waitWithin(want string, d time.Duration) {
	term.t.Helper()
	term.waitUntil(func(scr string) bool { return strings.Contains(scr, want) }, d,
		fmt.Sprintf("the screen never showed %q", want))
}

// waitUntil waits until the screen meets ok, for at most d; past it the
// test fails with why and the screen.
func (term *terminal) waitUntil(ok func(screen string) bool, d time.Duration, why string) {
	term.t.Helper()
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		if ok(term.text()) {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	term.t.Fatalf("%s; it shows:\n%s", why, term.text())
}

// waitCardDrawn waits until the selected ask's card is drawn: its verdict
// shows and it no longer says it is loading. Until then the desk lets no
// decision key through (a card still loading decides nothing), so a key
// pressed on a loaded machine before it is drawn would be dropped.
func (term *terminal) waitCardDrawn() {
	term.t.Helper()
	term.waitFor("Verdict")
	term.waitUntil(func(scr string) bool { return !strings.Contains(scr, "loading") }, 10*time.Second,
		"the card is still loading")
}

// press types keys.
func (term *terminal) press(keys string) {
	term.t.Helper()
	if _, err := io.WriteString(term.in, keys); err != nil {
		term.t.Fatal(err)
	}
}

// wait waits for the session to end and returns its error.
func (term *terminal) wait() error {
	select {
	case err := <-term.done:
		select {
		case <-term.read:
		case <-time.After(10 * time.Second):
			term.t.Fatal("the session ended, but its output did not")
		}
		return err
	case <-time.After(10 * time.Second):
		term.t.Fatal("the session did not end")
		return nil
	}
}
