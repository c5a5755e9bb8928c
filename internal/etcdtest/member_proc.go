package etcdtest

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"
)

// stopWait bounds how long a member told to stop (SIGTERM) may take to
// close before it is killed.
const stopWait = 10 * time.Second

// tailBytes is how much of a member's standard error an error quotes.
const tailBytes = 2048

// proc is one running member process.
type proc struct {
	cmd *exec.Cmd
	// stdin is the write end of the member's standard input: the member
	// exits when it is closed, as it is when this process dies.
	stdin *os.File
	// log is the file the member's standard error goes to.
	log string
	// done is closed once the process has exited and been waited for.
	done chan struct{}
	// stopped is set when this process stops the member (so that its exit
	// is not one of its own).
	stopped atomic.Bool
}

// start begins member i's process, with the state "new" or "existing",
// and waits until it serves.
func (c *Cluster) start(i int, state string) error {
	c.mu.Lock()
	m := c.members[i]
	open := c.open || m.open
	c.mu.Unlock()
	args := []string{"-name", m.name, "-data-dir", m.dir,
		"-client-url", m.client.String(), "-peer-url", m.peer.String(),
		"-initial-cluster", m.cluster, "-initial-cluster-state", state,
		"-initial-cluster-token", "ozdesk-test",
		"-heartbeat-interval", "20", "-election-timeout", "200",
		"-max-txn-ops", strconv.Itoa(MaxTxnOps)}
	if c.TLS != nil {
		args = append(args, "-cert-file", c.TLS.ServerCert, "-key-file", c.TLS.ServerKey)
		if !open {
			args = append(args, "-trusted-ca-file", c.TLS.CA)
		}
	}
	p, err := startProc(c.bin, m.dir+".stderr", args)
	if err != nil {
		return fmt.Errorf("member %s: %w", m.name, err)
	}
	c.mu.Lock()
	m.proc = p
	c.mu.Unlock()
	return nil
}

// startProc runs bin with args, its standard error appended to the file
// log, and waits for its "ready" line; when none comes (it exits, or
// readyWait passes), it is killed and the error quotes the log's tail.
func startProc(bin, log string, args []string) (*proc, error) {
	errFile, err := os.OpenFile(log, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return nil, fmt.Errorf("open the member's log: %w", err)
	}
	defer errFile.Close()
	fmt.Fprintf(errFile, "=== member started %s\n", time.Now().Format(time.RFC3339Nano))
	outR, outW, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("make the member's output pipe: %w", err)
	}
	inR, inW, err := os.Pipe()
	if err != nil {
		outR.Close()
		outW.Close()
		return nil, fmt.Errorf("make the member's input pipe: %w", err)
	}
	cmd := exec.Command(bin, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, errFile
	cmd.SysProcAttr = procAttr()
	err = cmd.Start()
	inR.Close()
	outW.Close()
	if err != nil {
		outR.Close()
		inW.Close()
		return nil, fmt.Errorf("run the member: %w", err)
	}
	p := &proc{cmd: cmd, stdin: inW, log: log, done: make(chan struct{})}
	go func() {
		_ = cmd.Wait()
		close(p.done)
	}()
	ready := make(chan string, 1)
	go func() {
		// Read to its end (the member's exit), not closed after the
		// line: a member writing more would die of SIGPIPE.
		defer outR.Close()
		r := bufio.NewReader(outR)
		for {
			line, err := r.ReadString('\n')
			if strings.HasPrefix(line, "ready ") || err != nil {
				ready <- line
				break
			}
		}
		_, _ = io.Copy(io.Discard, r)
	}()
	timer := time.NewTimer(readyWait + 5*time.Second)
	defer timer.Stop()
	select {
	case line := <-ready:
		if strings.HasPrefix(line, "ready ") {
			return p, nil
		}
		// No ready line: its output ended, as it does when it exits.
		select {
		case <-p.done:
		case <-time.After(stopWait):
		}
		p.kill()
		return nil, fmt.Errorf("member exited (%s); its standard error ends:\n%s", cmd.ProcessState, p.tail())
	case <-timer.C:
		p.kill()
		return nil, fmt.Errorf("member not ready within %s; its standard error ends:\n%s", readyWait+5*time.Second, p.tail())
	}
}

// stop tells the member to close (SIGTERM), as an operator stopping
// etcd would, and waits for it to exit; it is killed when it takes
// longer than stopWait.
func (p *proc) stop() {
	p.stopped.Store(true)
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.done:
	case <-time.After(stopWait):
		_ = p.cmd.Process.Kill()
		<-p.done
	}
	p.stdin.Close()
}

// kill kills the member (SIGKILL) and waits for it to exit.
func (p *proc) kill() {
	p.stopped.Store(true)
	_ = p.cmd.Process.Kill()
	<-p.done
	p.stdin.Close()
}

// exitedAlone reports whether the member exited without being told to.
func (p *proc) exitedAlone() bool {
	select {
	case <-p.done:
		return !p.stopped.Load()
	default:
		return false
	}
}

// tail returns the end of the member's log.
func (p *proc) tail() string {
	b, err := os.ReadFile(p.log)
	if err != nil {
		return fmt.Sprintf("(read %s: %v)", p.log, err)
	}
	if len(b) > tailBytes {
		b = b[len(b)-tailBytes:]
	}
	return string(b)
}

// Stop stops member i (its data stays): its process is told to close,
// and killed if it does not within stopWait.
func (c *Cluster) Stop(i int) {
	c.mu.Lock()
	p := c.members[i].proc
	c.members[i].proc = nil
	c.mu.Unlock()
	if p != nil {
		c.reportExit(i, p)
		p.stop()
	}
}

// Close kills every member process and waits for each to exit (their
// data is not kept for a start again).
func (c *Cluster) Close() {
	c.mu.Lock()
	procs := make([]*proc, len(c.members))
	for i, m := range c.members {
		procs[i], m.proc = m.proc, nil
	}
	c.mu.Unlock()
	for i, p := range procs {
		if p != nil {
			c.reportExit(i, p)
			p.kill()
		}
	}
}

// reportExit logs a member that exited without being told to, with its
// log's tail.
func (c *Cluster) reportExit(i int, p *proc) {
	if p.exitedAlone() {
		c.t.Logf("etcd member m%d exited by itself (%s); its standard error ends:\n%s", i, p.cmd.ProcessState, p.tail())
	}
}
