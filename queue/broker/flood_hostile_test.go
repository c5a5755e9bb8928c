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
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
)

// The flooding agent: a process under another account than the test's
// that sends the broker large requests (see flood and partial).

// floodRequest is a raw evaluate request whose command is n bytes.
func floodRequest(n int) []byte {
	params, _ := json.Marshal(map[string]string{"Command": "echo " + strings.Repeat("a", max(n-5, 0)), "Cwd": "/tmp"})
	return fmt.Appendf(nil, `{"method":"evaluate","params":%s}`+"\n", params)
}

// flood is the flooding agent: workers goroutines each send evaluate
// requests of a size-byte command, one after another, each on a new
// connection, reading the answer, until stdin closes. It says "ready" once
// each has sent one, and at the end how many requests were answered.
func flood(socket string, workers, size int) int {
	req := floodRequest(size)
	var answered atomic.Int64
	var stop atomic.Bool
	var first, wg sync.WaitGroup
	first.Add(workers)
	for range workers {
		wg.Go(func() {
			once := sync.OnceFunc(first.Done)
			defer once()
			for !stop.Load() {
				c, err := net.Dial("unix", socket)
				if err != nil {
					continue
				}
				_, _ = c.Write(req)
				once()
				if line, _ := bufio.NewReader(c).ReadBytes('\n'); len(line) > 0 {
					answered.Add(1)
				}
				c.Close()
			}
		})
	}
	first.Wait()
	fmt.Println("ready")
	_, _ = io.Copy(io.Discard, os.Stdin)
	stop.Store(true)
	wg.Wait()
	fmt.Println("answered", answered.Load())
	return 0
}

// partial is the slow agent: it opens n connections and sends each the
// first size bytes of an evaluate request, never its end; it says "ready",
// then reports, once stdin closes, how many connections the broker refused
// for the account's share of its work, and how many it closed without an
// answer.
func partial(socket string, n, size int) int {
	req := floodRequest(size + 100)[:size]
	var refused, closed atomic.Int64
	var wg sync.WaitGroup
	for range n {
		c, err := dialBroker(context.Background(), socket)
		if err != nil {
			fmt.Fprintln(os.Stderr, "dial:", err)
			return 1
		}
		defer c.Close()
		wg.Go(func() {
			go func() { _, _ = c.Write(req) }()
			line, _ := bufio.NewReader(c).ReadBytes('\n')
			switch {
			case strings.Contains(string(line), "requests being read or evaluated"):
				refused.Add(1)
			case len(line) == 0:
				closed.Add(1)
			default:
				fmt.Fprintf(os.Stderr, "an answer: %.200s\n", line)
			}
		})
	}
	fmt.Println("ready")
	wg.Wait()
	_, _ = io.Copy(io.Discard, os.Stdin)
	fmt.Println("refused", refused.Load(), "closed", closed.Load())
	return 0
}

// agentProcess is a process of the test binary run as uid 65534 (an
// agent), in a mode of TestMain.
type agentProcess struct {
	stdin  io.WriteCloser
	stdout *bufio.Reader
	cmd    *exec.Cmd
	stderr *strings.Builder
}

// startAgent runs the test binary as uid 65534 in mode against socket
// (its directory made reachable to that account), and returns once it
// says "ready". It needs root; the test skips otherwise.
func startAgent(tb testing.TB, socket, mode string, env ...string) *agentProcess {
	tb.Helper()
	if os.Getuid() != 0 {
		tb.Skip("the flood runs a client as another account: run as root (CI does)")
	}
	exe, err := os.Executable()
	must(tb, err)
	b, err := os.ReadFile(exe)
	must(tb, err)
	bin := filepath.Join(filepath.Dir(socket), mode+".test")
	must(tb, os.WriteFile(bin, b, 0o755))
	must(tb, os.Chmod(filepath.Dir(socket), 0o755))
	p := &agentProcess{cmd: exec.Command(bin), stderr: &strings.Builder{}}
	p.cmd.Env = append([]string{"OZB_HOSTILE=" + mode, "OZB_SOCKET=" + socket}, env...)
	p.cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: hostileUID, Gid: hostileUID, Groups: []uint32{}}}
	p.stdin, err = p.cmd.StdinPipe()
	must(tb, err)
	out, err := p.cmd.StdoutPipe()
	must(tb, err)
	p.stdout = bufio.NewReader(out)
	p.cmd.Stderr = p.stderr
	must(tb, p.cmd.Start())
	tb.Cleanup(func() {
		p.stdin.Close()
		_ = p.cmd.Wait()
	})
	if line, err := p.stdout.ReadString('\n'); err != nil || line != "ready\n" {
		tb.Fatalf("the %s agent: %q, %v\n%s", mode, line, err, p.stderr.String())
	}
	return p
}

// end closes the agent's stdin and returns the last line it prints.
func (p *agentProcess) end(tb testing.TB) string {
	tb.Helper()
	p.stdin.Close()
	line, err := p.stdout.ReadString('\n')
	if err != nil {
		tb.Fatalf("the agent's report: %q, %v\n%s", line, err, p.stderr.String())
	}
	return strings.TrimSpace(line)
}

// envInt reads a number from the environment (0 when unset).
func envInt(name string) int {
	n, _ := strconv.Atoi(os.Getenv(name))
	return n
}
