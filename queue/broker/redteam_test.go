package broker

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// The red team's tests: what a hostile agent, running under its own
// account, tries against the broker.

// TestFIFOInCwdDoesNotHang: the broker reads the git files of the
// directory an agent names as its cwd. An agent that puts a FIFO where
// .git, packed-refs or a ref would be must not hang the broker's reader
// (an open of a FIFO blocks until a writer comes, and no signal ends it).
func TestFIFOInCwdDoesNotHang(t *testing.T) {
	r := newRig(t, nil)
	cases := []struct {
		name  string
		setup func(t *testing.T, dir string)
	}{
		{".git", func(t *testing.T, dir string) { mkfifo(t, filepath.Join(dir, ".git")) }},
		{"gitdir's commondir", func(t *testing.T, dir string) {
			g := filepath.Join(dir, "g")
			must(t, os.MkdirAll(g, 0o755))
			must(t, os.WriteFile(filepath.Join(dir, ".git"), []byte("gitdir: g\n"), 0o644))
			mkfifo(t, filepath.Join(g, "commondir"))
		}},
		{"origin/HEAD", func(t *testing.T, dir string) {
			refs := filepath.Join(dir, ".git", "refs", "remotes", "origin")
			must(t, os.MkdirAll(refs, 0o755))
			mkfifo(t, filepath.Join(refs, "HEAD"))
		}},
		{"packed-refs", func(t *testing.T, dir string) {
			must(t, os.MkdirAll(filepath.Join(dir, ".git"), 0o755))
			mkfifo(t, filepath.Join(dir, ".git", "packed-refs"))
		}},
		{"a ref", func(t *testing.T, dir string) {
			refs := filepath.Join(dir, ".git", "refs", "remotes", "origin")
			must(t, os.MkdirAll(refs, 0o755))
			must(t, os.WriteFile(filepath.Join(dir, ".git", "packed-refs"), []byte("abc refs/remotes/origin/HEAD\n"), 0o644))
			mkfifo(t, filepath.Join(refs, "main"))
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			c.setup(t, dir)
			ans, err := r.cl.Evaluate(queue.Request{Command: "git push --force origin main", Agent: "bot", Cwd: dir})
			if err != nil || ans.Unavailable != nil {
				t.Fatalf("the broker did not answer an evaluation in a directory with a FIFO: %+v, %v", ans, err)
			}
		})
	}
}

func mkfifo(t *testing.T, path string) {
	t.Helper()
	must(t, syscall.Mkfifo(path, 0o644))
}

// TestAgentCannotStarveOperators: an agent that holds every connection
// the broker serves (idle ones here; waits would do the same) must not
// keep an operator from the broker, nor another agent past its share.
func TestAgentCannotStarveOperators(t *testing.T) {
	r := newRig(t, operatorsFor(t, RoleAdmin), WithMaxConns(8), withRequestTimeout(time.Hour))
	startHostile(t, r, 100, "")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var who whoamiResult
	if err := r.cl.call(ctx, "whoami", struct{}{}, &who); err != nil || who.Role != "admin" {
		t.Fatalf("the operator, while an agent holds the broker's connections: %+v, %v", who, err)
	}
}

// TestOutOfDescriptorsKeepsServing: an agent that opens connections until
// the broker has no file descriptor left must not make it exit (every
// adapter would then deny until someone restarts it): the broker goes on
// serving once the connections end. The broker runs in a process of its
// own, with few descriptors.
func TestOutOfDescriptorsKeepsServing(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "desk.db")
	must(t, initStore(path))
	sock := filepath.Join(socketDir(t), "s")
	exe, err := os.Executable()
	must(t, err)
	cmd := exec.Command(exe)
	cmd.Env = []string{"OZB_HOSTILE=serve", "OZB_STORE=" + path, "OZB_SOCKET=" + sock}
	stdout, err := cmd.StdoutPipe()
	must(t, err)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	must(t, cmd.Start())
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		<-exited
	})
	if line, err := bufio.NewReader(stdout).ReadString('\n'); err != nil || line != "serving\n" {
		t.Fatalf("the broker: %q, %v\n%s", line, err, stderr.String())
	}
	var conns []net.Conn
	for range 200 {
		c, err := net.Dial("unix", sock)
		if err != nil {
			break
		}
		conns = append(conns, c)
	}
	// Let the broker meet its limit (it accepts while it can).
	time.Sleep(500 * time.Millisecond)
	for _, c := range conns {
		c.Close()
	}
	cl := NewClient(sock)
	var name string
	eventually(t, "the broker serving again", func() bool {
		select {
		case err := <-exited:
			exited <- err
			t.Fatalf("the broker exited when it ran out of descriptors: %v\n%s", err, stderr.String())
		default:
		}
		name, _, err = cl.WhoAmI()
		return err == nil
	})
	if name == "" {
		t.Errorf("whoami named nobody")
	}
}

// TestAnotherAsksIsNoneToAnAgent: an agent learns nothing of an ask
// another account made, not even that it exists: reading, waiting on or
// withdrawing it fails exactly as for an ask that was never made.
func TestAnotherAsksIsNoneToAnAgent(t *testing.T) {
	r := newRig(t, nil)
	other, err := r.svc.Evaluate(queue.Request{Command: "rm -rf ~", Agent: "other", Cwd: r.dir, Owner: "uid:4242", Pid: os.Getpid()})
	if err != nil || other.Ask == nil {
		t.Fatalf("the other's ask: %+v, %v", other, err)
	}
	never := "999999"
	for _, m := range []string{"get", "wait", "withdraw", "expire"} {
		id := queue.ShortID(other.Ask.ID)
		a := r.call(m, `{"id":"`+id+`"}`, nil)
		b := r.call(m, `{"id":"`+never+`"}`, nil)
		if a == nil || b == nil {
			t.Fatalf("%s: %v, %v", m, a, b)
		}
		if strings.ReplaceAll(a.Error(), id, "ID") != strings.ReplaceAll(b.Error(), never, "ID") || !errors.Is(a, store.ErrNotFound) {
			t.Errorf("%s tells another's ask from none:\n  another's: %v\n  none:      %v", m, a, b)
		}
	}
}

// TestImpostorBroker: an agent that serves a "broker" of its own (at a
// socket it can write, as a configuration naming a shared directory
// would allow) and answers allow must not be believed by its own
// clients: a broker never runs as the account that asks it.
func TestImpostorBroker(t *testing.T) {
	if os.Getuid() != 0 {
		t.Skip("the attack runs a process as another account: run as root (CI does)")
	}
	dir := socketDir(t)
	must(t, os.Chmod(dir, 0o755))
	own := filepath.Join(dir, "agent")
	must(t, os.Mkdir(own, 0o755))
	chown(t, own, hostileUID)
	out := runAs(t, "impostor", "OZB_SOCKET="+filepath.Join(own, "s"))
	if strings.HasPrefix(out, "allow") {
		t.Errorf("a client believed a broker run by its own account: %s", out)
	}
	// The real broker, run by another account, still answers the agent.
	r := newRig(t, nil)
	must(t, os.Chmod(filepath.Dir(r.sock), 0o755))
	if out := runAs(t, "whoami", "OZB_SOCKET="+r.sock); !strings.Contains(out, "agent <nil>") {
		t.Errorf("the agent's whoami at the real broker: %s", out)
	}
}

// TestAgentCannotFloodTheDesk: an agent that queues ask after ask without
// waiting on any fills the operators' desk; past its share of pending
// asks, a new one is refused, not queued.
func TestAgentCannotFloodTheDesk(t *testing.T) {
	r := newRig(t, nil)
	set, err := r.svc.Settings()
	must(t, err)
	most := set.MaxPendingPerAgent
	refused := 0
	for i := range most + 5 {
		var ans wireAnswer
		// Each under another label: the account is what counts.
		err := r.call("evaluate", fmt.Sprintf(`{"Command":"rm -rf ~ #%d","Agent":"bot%d","Cwd":%q}`, i, i, r.dir), &ans)
		switch {
		case err != nil:
			t.Fatalf("evaluate %d: %v", i, err)
		case ans.Ask == nil && ans.Outcome == patterns.Refuse:
			refused++
		}
	}
	pending, err := r.svc.Pending()
	must(t, err)
	if len(pending) != most || refused != 5 {
		t.Errorf("%d asks pending and %d refused, want %d pending and 5 refused", len(pending), refused, most)
	}
	// An allowed command is not counted against the agent.
	if err := r.call("evaluate", fmt.Sprintf(`{"Command":"ls","Agent":"bot","Cwd":%q}`, r.dir), nil); err != nil {
		t.Errorf("ls with a full share of asks: %v", err)
	}
}
