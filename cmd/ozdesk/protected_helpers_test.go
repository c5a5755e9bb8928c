package main

import (
	"bytes"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// account is an OS account a protected-mode test runs processes as.
type account struct {
	name     string
	uid, gid uint32
	home     string
}

// makeAccount creates an OS account for the test (removed at its end),
// with a home directory, named name and this process's ID. It needs root; the caller skips otherwise.
func makeAccount(t *testing.T, name string) account {
	t.Helper()
	// A name of this run's own: runs side by side on one machine (other
	// worktrees') would otherwise share accounts, and one's cleanup would
	// delete the other's.
	name += strconv.Itoa(os.Getpid() % 100000)
	if _, err := user.Lookup(name); err != nil {
		out, err := exec.Command("useradd", "--create-home", "--shell", "/bin/sh", "--user-group", name).CombinedOutput()
		if err != nil {
			t.Fatalf("useradd %s: %v\n%s", name, err, out)
		}
		t.Cleanup(func() { _ = exec.Command("userdel", "--remove", name).Run() })
	}
	u, err := user.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	uid, _ := strconv.ParseUint(u.Uid, 10, 32)
	gid, _ := strconv.ParseUint(u.Gid, 10, 32)
	return account{name: name, uid: uint32(uid), gid: uint32(gid), home: u.HomeDir}
}

// needRoot skips a test that creates OS accounts when not run as root,
// saying so: CI runs as root, so there it always runs.
func needRoot(t *testing.T) {
	t.Helper()
	if os.Getuid() != 0 {
		t.Skip("protected mode's tests create OS accounts and run processes as them: run as root (CI does)")
	}
	if _, err := exec.LookPath("useradd"); err != nil {
		t.Skip("protected mode's tests need useradd to create OS accounts")
	}
}

// as returns a command running bin with args as acct, with only a minimal
// environment of its own (as a harness under that account would have).
func (acct account) command(bin string, args ...string) *exec.Cmd {
	cmd := exec.Command(bin, args...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: acct.uid, Gid: acct.gid, Groups: []uint32{}}}
	cmd.Env = []string{"HOME=" + acct.home, "USER=" + acct.name, "PATH=/usr/local/bin:/usr/bin:/bin"}
	cmd.Dir = "/"
	return cmd
}

// run runs bin as acct and says how it ended.
func (acct account) run(bin, stdin string, args ...string) procResult {
	cmd := acct.command(bin, args...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	return waitProc(cmd, cmd.Run(), &out, &errOut)
}

// node is one protected-mode node: a root-owned configuration, a broker
// account that owns the store, and the binary every account runs.
type node struct {
	dir, bin, config, socket, store, operators string
	broker                                     account
	serve                                      *exec.Cmd
	serveLog                                   *lockedBuffer
}

// newNode lays out a node under a fresh directory every account can
// traverse: bin/ozdesk (root's, 0755), etc/ (root's: config.yaml,
// operators.yaml), state/ (the broker's, 0700) and run/ (the broker's).
func newNode(t *testing.T, bin string, broker account, operators string) *node {
	t.Helper()
	dir, err := os.MkdirTemp("", "ozdesk-protected-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	n := &node{dir: dir, broker: broker,
		config: filepath.Join(dir, "etc", "config.yaml"), socket: filepath.Join(dir, "run", "ozdesk.sock"),
		store: filepath.Join(dir, "state", "desk.db"), operators: filepath.Join(dir, "etc", "operators.yaml")}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.Chmod(dir, 0o755))
	for _, d := range []string{"bin", "etc", "state", "run"} {
		must(os.Mkdir(filepath.Join(dir, d), 0o755))
	}
	must(os.Chmod(filepath.Join(dir, "state"), 0o700))
	must(os.Chown(filepath.Join(dir, "state"), int(broker.uid), int(broker.gid)))
	must(os.Chown(filepath.Join(dir, "run"), int(broker.uid), int(broker.gid)))
	n.bin = filepath.Join(dir, "bin", "ozdesk")
	copyBinary(t, bin, n.bin)
	must(os.WriteFile(n.operators, []byte(operators), 0o644))
	must(os.WriteFile(n.config, fmt.Appendf(nil, "socket: %s\nstore: %s\noperators: %s\n", n.socket, n.store, n.operators), 0o644))
	if r := broker.run(n.bin, "", "--config", n.config, "serve", "--init"); r.code != 0 {
		t.Fatalf("serve --init as %s: exit %d\n%s%s", broker.name, r.code, r.stdout, r.stderr)
	}
	return n
}

// lockedBuffer is a buffer a running process writes while a test reads.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// start runs the broker as its account until the test ends, with the
// serve flags given, and waits for its socket.
func (n *node) start(t *testing.T, flags ...string) {
	t.Helper()
	n.serveLog = &lockedBuffer{}
	n.serve = n.broker.command(n.bin, append([]string{"--config", n.config, "serve"}, flags...)...)
	n.serve.Stdout, n.serve.Stderr = n.serveLog, n.serveLog
	if err := n.serve.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { n.stop() })
	// Generous: a loaded 2-core machine starts a process slowly.
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		if c, err := net.Dial("unix", n.socket); err == nil {
			c.Close()
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("the broker did not listen on %s:\n%s", n.socket, n.serveLog)
}

// stop stops the broker (SIGTERM) and waits for it.
func (n *node) stop() {
	if n.serve == nil || n.serve.Process == nil {
		return
	}
	_ = n.serve.Process.Signal(syscall.SIGTERM)
	_ = n.serve.Wait()
	n.serve = nil
}

// ozdesk runs ozdesk as acct against the node.
func (n *node) ozdesk(acct account, stdin string, args ...string) procResult {
	return acct.run(n.bin, stdin, append([]string{"--config", n.config}, args...)...)
}
