// Package testproc runs a test binary again as a child process, for the
// tests that need real processes sharing a store or a socket. The child
// learns its role from the environment (the caller's TestMain hands over
// to it), reads lines on its standard input and answers on its standard
// output. It is for tests only.
package testproc

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"testing"
)

// Child is a running child process: Cmd the process, In its standard
// input, Out a scanner over its standard output.
type Child struct {
	Cmd *exec.Cmd
	In  io.WriteCloser
	Out *bufio.Scanner
}

// Start runs this test binary as a child that runs no test
// (-test.run=^$), with env added to this process's environment; its
// standard error is this process's. It is killed when t ends.
func Start(t testing.TB, env ...string) *Child {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), env...)
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	return &Child{Cmd: cmd, In: in, Out: bufio.NewScanner(out)}
}

// Send writes a line to the child.
func (c *Child) Send(t testing.TB, line string) {
	t.Helper()
	if _, err := io.WriteString(c.In, line+"\n"); err != nil {
		t.Fatalf("write to child: %v", err)
	}
}

// Line reads the child's next line.
func (c *Child) Line(t testing.TB) string {
	t.Helper()
	if !c.Out.Scan() {
		t.Fatalf("child ended early: %v", c.Out.Err())
	}
	return c.Out.Text()
}

// Wait closes the child's standard input, waits for it to exit and fails
// t unless it exited 0.
func (c *Child) Wait(t testing.TB) {
	t.Helper()
	_ = c.In.Close()
	for c.Out.Scan() { // drain
	}
	if err := c.Cmd.Wait(); err != nil {
		t.Errorf("child: %v", err)
	}
}
