package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// buildTool builds a package of this module (a path relative to this
// directory, like "." or "./testdata/floor") without the race detector:
// the processes the tests start are the binaries people run. flags go to
// go build (e.g. "-tags", "ozdesk_adapters"). Each package, name and
// flags is built once per test process, into buildOzdesk's directory
// (readable by every account), and shared: a link of the full binary is
// seconds of CPU. Tests copy or run what they get, never change it.
func buildTool(tb testing.TB, pkg, name string, flags ...string) string {
	tb.Helper()
	key := sha256.Sum256([]byte(strings.Join(append([]string{pkg, name}, flags...), "\x00")))
	dir := filepath.Join(testBinDir(), hex.EncodeToString(key[:6]))
	bin := filepath.Join(dir, name)
	if _, err := os.Stat(bin); err == nil {
		return bin
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		tb.Fatalf("make the test binaries' directory: %v", err)
	}
	// Built under a name of its own, then renamed into place, so that a
	// test never runs a binary half written by another.
	tmp, err := os.CreateTemp(dir, "build-*")
	if err != nil {
		tb.Fatal(err)
	}
	tmp.Close()
	cmd := exec.Command("go", append(append([]string{"build"}, flags...), "-o", tmp.Name(), pkg)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		tb.Fatalf("go build %s: %v\n%s", pkg, err, out)
	}
	if err := os.Chmod(tmp.Name(), 0o755); err != nil {
		tb.Fatal(err)
	}
	if err := os.Rename(tmp.Name(), bin); err != nil {
		tb.Fatal(err)
	}
	return bin
}

// procResult is how one process ended.
type procResult struct {
	code           int
	killed         bool
	stdout, stderr string
	// cpu is the CPU time the process took, user and system.
	cpu time.Duration
}

// runProc runs bin with args and the environment env (added to this
// process's), feeding stdin.
func runProc(bin string, env []string, stdin string, args ...string) procResult {
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	return waitProc(cmd, cmd.Run(), &out, &errOut)
}

// waitProc reads how a finished command ended.
func waitProc(cmd *exec.Cmd, err error, out, errOut *bytes.Buffer) procResult {
	r := procResult{stdout: out.String(), stderr: errOut.String()}
	if ps := cmd.ProcessState; ps != nil {
		r.cpu = ps.UserTime() + ps.SystemTime()
	}
	var exitErr *exec.ExitError
	switch {
	case errors.As(err, &exitErr):
		r.code = exitErr.ExitCode()
		r.killed = r.code == -1
	case err != nil:
		r.code, r.stderr = -2, err.Error()
	}
	return r
}

// runAtOnce calls run(i) for i in [0, n), each from a goroutine of its
// own, all at once, and returns when all are done: run calls t.Run, so the
// subtests go side by side. Unlike
// t.Parallel they are not queued behind -parallel (GOMAXPROCS: 2 on the
// 2-core CI machine), so it is for subtests that spend their time waiting
// (a --wait, a signal's effect), not computing.
func runAtOnce(n int, run func(i int)) {
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { run(i) })
	}
	wg.Wait()
}
