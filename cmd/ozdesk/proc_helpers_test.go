package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
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
	bin, err := buildToolCtx(context.Background(), pkg, name, flags...)
	if err != nil {
		tb.Fatal(err)
	}
	return bin
}

// buildToolCtx is buildTool's build, stopped when ctx ends. Who asks for
// a binary another is building (a test, or TestMain's prebuild) waits for
// that build under a lock of the binary's directory and takes its result,
// rather than building it a second time beside it.
func buildToolCtx(ctx context.Context, pkg, name string, flags ...string) (string, error) {
	key := sha256.Sum256([]byte(strings.Join(append([]string{pkg, name}, flags...), "\x00")))
	dir := filepath.Join(testBinDir(), hex.EncodeToString(key[:6]))
	bin := filepath.Join(dir, name)
	if _, err := os.Stat(bin); err == nil {
		return bin, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("make the test binaries' directory: %w", err)
	}
	lock, err := os.OpenFile(filepath.Join(dir, "build.lock"), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return "", fmt.Errorf("open the build lock of %s: %w", name, err)
	}
	defer lock.Close() // and with it the lock
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		return "", fmt.Errorf("lock the build of %s: %w", name, err)
	}
	if _, err := os.Stat(bin); err == nil {
		return bin, nil // built while this waited
	}
	// Built under a name of its own, then renamed into place, so that a
	// test never runs a binary half written by another.
	tmp, err := os.CreateTemp(dir, "build-*")
	if err != nil {
		return "", fmt.Errorf("make the build's file: %w", err)
	}
	tmp.Close()
	defer os.Remove(tmp.Name()) // gone once renamed; left only by a failed build
	cmd := exec.CommandContext(ctx, "go", append(append([]string{"build"}, flags...), "-o", tmp.Name(), pkg)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build %s: %w\n%s", pkg, err, out)
	}
	if err := os.Chmod(tmp.Name(), 0o755); err != nil {
		return "", fmt.Errorf("make %s executable: %w", name, err)
	}
	if err := os.Rename(tmp.Name(), bin); err != nil {
		return "", fmt.Errorf("put %s in place: %w", name, err)
	}
	return bin, nil
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
