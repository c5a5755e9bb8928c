package broker

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestMain lets the test binary run as a hostile client under another
// account (see startHostile); otherwise it runs the tests.
func TestMain(m *testing.M) {
	if os.Getenv("OZB_HOSTILE") == "" {
		os.Exit(m.Run())
	}
	if os.Getenv("OZB_HOSTILE") == "serve" {
		os.Exit(serveFew(os.Getenv("OZB_STORE"), os.Getenv("OZB_SOCKET")))
	}
	switch os.Getenv("OZB_HOSTILE") {
	case "serve-late":
		os.Exit(serveLate(os.Getenv("OZB_STORE"), os.Getenv("OZB_SOCKET")))
	case "impostor":
		os.Exit(impostor(os.Getenv("OZB_SOCKET")))
	case "impostor-serve":
		os.Exit(impostorServe(os.Getenv("OZB_SOCKET")))
	case "flood":
		os.Exit(flood(os.Getenv("OZB_SOCKET"), envInt("OZB_N"), envInt("OZB_BYTES")))
	case "connflood":
		os.Exit(connectFlood(os.Getenv("OZB_SOCKET"), envInt("OZB_N")))
	case "partial":
		os.Exit(partial(os.Getenv("OZB_SOCKET"), envInt("OZB_N"), envInt("OZB_BYTES")))
	case "whoami":
		name, role, err := NewClient(os.Getenv("OZB_SOCKET")).WhoAmI()
		fmt.Println(name, role, err)
		os.Exit(0)
	}
	os.Exit(hostile(os.Getenv("OZB_HOSTILE"), os.Getenv("OZB_SOCKET"), os.Getenv("OZB_N"), os.Getenv("OZB_SEND")))
}

// impostor is an agent that serves a broker of its own at socket, which
// allows everything, and asks it through a Client as its own hook would:
// it prints the outcome the client took.
func impostor(socket string) int {
	ln, err := net.Listen("unix", socket)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	allow, _ := json.Marshal(Response{Result: mustJSON(wireAnswer{Outcome: patterns.Allow, Rule: "impostor"})})
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			_, _ = bufio.NewReader(c).ReadBytes('\n')
			_, _ = c.Write(append(allow, '\n'))
			c.Close()
		}
	}()
	ans, _ := NewClient(socket).Evaluate(queue.Request{Command: "rm -rf /", Cwd: "/"})
	fmt.Println(ans.Outcome, ans.Rule)
	return 0
}

func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// serveFew runs a broker on store and socket with few file descriptors
// (32), until SIGTERM; it says "serving" on stdout once it listens.
func serveFew(path, socket string) int {
	if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &syscall.Rlimit{Cur: 32, Max: 32}); err != nil {
		fmt.Fprintln(os.Stderr, "setrlimit:", err)
		return 1
	}
	svc := queue.New(store.New(path))
	srv, err := NewServer(svc, path, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	ln, err := Listen(socket)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM)
	defer stop()
	fmt.Println("serving")
	if err := srv.Serve(ctx, ln); err != nil {
		fmt.Fprintln(os.Stderr, "serve:", err)
		return 3
	}
	return 0
}

// hostile is the hostile client: it opens n connections to socket and
// sends each send (nothing, when empty), says "ready" on stdout, and holds
// them until its stdin closes.
func hostile(mode, socket, n, send string) int {
	count, _ := strconv.Atoi(n)
	var conns []net.Conn
	for i := 0; i < count; i++ {
		// As the broker's clients connect: waiting for a place in the
		// socket's short queue (Backlog) rather than failing at once.
		c, err := dialBroker(context.Background(), socket)
		if err != nil {
			fmt.Fprintf(os.Stderr, "dial %d: %v\n", i, err)
			return 1
		}
		if send != "" {
			if _, err := io.WriteString(c, send+"\n"); err != nil {
				fmt.Fprintf(os.Stderr, "send %d: %v\n", i, err)
			}
		}
		conns = append(conns, c)
	}
	fmt.Println("ready", mode, len(conns))
	_, _ = io.Copy(io.Discard, os.Stdin)
	return 0
}

// hostileUID is the account the hostile client runs as: nobody's.
const hostileUID = 65534

// startHostile runs the hostile client as another account (uid 65534,
// named in no operators file: an agent), holding n connections to the
// rig's socket, each sent send. It needs root to run a process as another
// account; the test skips otherwise. It returns when the client is ready,
// and the client ends with the test.
func startHostile(t *testing.T, r *rig, n int, send string) {
	t.Helper()
	if os.Getuid() != 0 {
		t.Skip("the attack runs a client as another account: run as root (CI does)")
	}
	// The client's binary and the socket must be reachable by it.
	exe, err := os.Executable()
	must(t, err)
	b, err := os.ReadFile(exe)
	must(t, err)
	bin := filepath.Join(filepath.Dir(r.sock), "hostile.test")
	must(t, os.WriteFile(bin, b, 0o755))
	must(t, os.Chmod(filepath.Dir(r.sock), 0o755))
	cmd := exec.Command(bin)
	cmd.Env = []string{"OZB_HOSTILE=hold", "OZB_SOCKET=" + r.sock, "OZB_N=" + strconv.Itoa(n), "OZB_SEND=" + send}
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: hostileUID, Gid: hostileUID, Groups: []uint32{}}}
	stdin, err := cmd.StdinPipe()
	must(t, err)
	stdout, err := cmd.StdoutPipe()
	must(t, err)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	must(t, cmd.Start())
	t.Cleanup(func() {
		stdin.Close()
		_ = cmd.Wait()
	})
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "ready") {
		t.Fatalf("the hostile client: %q, %v\n%s", line, err, stderr.String())
	}
}

// runAs runs the test binary in mode as uid 65534 (an agent), with the
// environment env, and returns its standard output. bin is a copy of the
// binary that account can run.
func runAs(t *testing.T, mode string, env ...string) string {
	t.Helper()
	if os.Getuid() != 0 {
		t.Skip("the attack runs a process as another account: run as root (CI does)")
	}
	dir := socketDir(t)
	must(t, os.Chmod(dir, 0o755))
	exe, err := os.Executable()
	must(t, err)
	b, err := os.ReadFile(exe)
	must(t, err)
	bin := filepath.Join(dir, "agent.test")
	must(t, os.WriteFile(bin, b, 0o755))
	cmd := exec.Command(bin)
	cmd.Env = append([]string{"OZB_HOSTILE=" + mode}, env...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: hostileUID, Gid: hostileUID, Groups: []uint32{}}}
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s as uid %d: %v\n%s", mode, hostileUID, err, out)
	}
	return string(out)
}
