package broker

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// serveLate runs a broker as `ozdesk serve` starts one: the socket
// first, then the store, whose lock it waits for up to a minute; it says
// "listening" on stdout once the socket is there, and serves until
// SIGTERM.
func serveLate(path, socket string) int {
	ln, err := Listen(socket)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Println("listening")
	svc := queue.New(store.New(path, store.WithLockTimeout(time.Minute)))
	srv, err := NewServer(svc, path, nil)
	if err != nil {
		ln.Close()
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM)
	defer stop()
	if err := srv.Serve(ctx, ln); err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		return 3
	}
	return 0
}

// startLateBroker starts [serveLate] in a process of its own and waits
// for its socket.
func startLateBroker(t *testing.T, path, sock string) {
	t.Helper()
	exe, err := os.Executable()
	must(t, err)
	cmd := exec.Command(exe)
	cmd.Env = []string{"OZB_HOSTILE=serve-late", "OZB_STORE=" + path, "OZB_SOCKET=" + sock}
	stdout, err := cmd.StdoutPipe()
	must(t, err)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	must(t, cmd.Start())
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		_ = cmd.Wait()
	})
	if line, err := bufio.NewReader(stdout).ReadString('\n'); err != nil || line != "listening\n" {
		t.Fatalf("the broker: %q, %v\n%s", line, err, stderr.String())
	}
}

// lockStore takes the store's file lock in this process, as another
// process using the store would (bbolt's flock, exclusive), and returns
// its release.
func lockStore(t *testing.T, path string) (release func()) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	must(t, err)
	must(t, syscall.Flock(int(f.Fd()), syscall.LOCK_EX))
	released := false
	release = func() {
		if !released {
			released = true
			_ = f.Close() // closing releases the lock
		}
	}
	t.Cleanup(release)
	return release
}

// TestBrokerHungRefusesWithinBound (issue 10): a broker that runs but
// hangs — here a real broker process started while another process (this
// one) holds its store's file lock: it listens, takes connections and
// requests, and answers nothing while it waits for the lock — is given
// up on after the client's evaluation bound, not after the call timeout
// (60 s) or the ask's wait: the answer fails closed (no allow, nothing
// queued), naming the broker and the bound. Once the lock is let go the
// same broker answers.
func TestBrokerHungRefusesWithinBound(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "desk.db")
	must(t, initStore(path))
	release := lockStore(t, path)
	sock := filepath.Join(socketDir(t), "s")
	startLateBroker(t, path, sock)
	// slack is for a loaded machine; the broker waits for its lock a
	// minute, so a client that waited for it would be far past.
	const slack = 5 * time.Second
	cases := []struct {
		name    string
		within  time.Duration // 0: the client's default
		command string
	}{
		{"an allowed command, bound 1s", time.Second, "ls"},
		{"an asked command, bound 2s", 2 * time.Second, "rm -rf ~/x"},
		{"the default bound", 0, "ls"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cl := NewClient(sock, EvaluateWithin(c.within))
			bound := c.within
			if bound == 0 {
				bound = DefaultEvaluateTimeout
			}
			start := time.Now()
			ans, err := cl.Evaluate(queue.Request{Command: c.command, Agent: "bot", Cwd: dir, Wait: time.Minute})
			took := time.Since(start)
			t.Logf("refused after %s", took.Round(time.Millisecond))
			if err != nil {
				t.Fatal(err)
			}
			if ans.Outcome == patterns.Allow || ans.Ask != nil || ans.Unavailable == nil {
				t.Fatalf("a hung broker: %s, ask %v, unavailable %v; want it failed closed, nothing queued", ans.Outcome, ans.Ask, ans.Unavailable)
			}
			for _, w := range []string{"the broker at " + sock, "did not answer the evaluation within " + bound.String(), "hung"} {
				if !strings.Contains(ans.Unavailable.Error(), w) {
					t.Errorf("the refusal does not say %q: %v", w, ans.Unavailable)
				}
			}
			if !errors.Is(ans.Unavailable, ErrUnreachable) {
				t.Errorf("the refusal is not ErrUnreachable: %v", ans.Unavailable)
			}
			if took < bound || took > bound+slack {
				t.Errorf("refused after %s, want from %s to %s", took, bound, bound+slack)
			}
		})
	}
	release()
	ans, err := NewClient(sock).Evaluate(queue.Request{Command: "ls", Agent: "bot", Cwd: dir})
	if err != nil || ans.Outcome != patterns.Allow {
		t.Errorf("the lock let go, the broker answered %+v, %v; want allow", ans, err)
	}
}

// TestBrokerWaitOutlivesEvaluateBound: the evaluation bound is the
// evaluation's alone: a queued ask's wait lasts as long as its caller
// waits, past the bound, and ends withdrawn, not unreachable.
func TestBrokerWaitOutlivesEvaluateBound(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "desk.db")
	must(t, initStore(path))
	sock := filepath.Join(socketDir(t), "s")
	startBroker(t, path, sock)
	const bound = 500 * time.Millisecond
	cl := NewClient(sock, EvaluateWithin(bound))
	for _, wait := range []time.Duration{2 * time.Second, 3 * time.Second} {
		ans, err := cl.Evaluate(queue.Request{Command: "rm -rf ~/x" + wait.String(), Agent: "bot", Cwd: dir, Wait: time.Minute})
		if err != nil || ans.Ask == nil || ans.Unavailable != nil {
			t.Fatalf("evaluate: %+v, %v; want an ask queued", ans, err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), wait)
		start := time.Now()
		got, err := cl.Wait(ctx, ans)
		took := time.Since(start)
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) || got.Outcome != patterns.Refuse || got.Unavailable != nil {
			t.Errorf("wait %s: %+v, %v; want it withdrawn at its own deadline", wait, got, err)
		}
		if took < wait {
			t.Errorf("wait %s ended after %s, before its deadline (the evaluation bound is %s)", wait, took, bound)
		}
	}
}
