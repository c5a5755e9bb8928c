package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// buildTool builds a package of this module (a path relative to this
// directory, like "." or "./testdata/floor") into a temporary directory,
// without the race detector: the processes the tests start are the
// binaries people run. flags go to go build (e.g. "-tags", "ozdesk_adapters").
func buildTool(tb testing.TB, pkg, name string, flags ...string) string {
	tb.Helper()
	bin := filepath.Join(tb.TempDir(), name)
	cmd := exec.Command("go", append(append([]string{"build"}, flags...), "-o", bin, pkg)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		tb.Fatalf("go build %s: %v\n%s", pkg, err, out)
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
