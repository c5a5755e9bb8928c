package main

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
)

// catchLine begins the init trace's line of internal/hooksignal, which
// the runtime prints once its initialiser, signal.Notify included, has
// returned.
const catchLine = "init ozdesk.dev/ozdesk/internal/hooksignal @"

// startTraced starts `bin hook harness` on call with its initialisers
// traced, and returns when the trace says the signals are caught (or the
// process ended before): caught says which. wait waits for its end.
func startTraced(t *testing.T, bin string, oz ozdeskCLI, harness, call string) (cmd *exec.Cmd, caught bool, wait func() procResult) {
	t.Helper()
	cmd = exec.Command(bin, "hook", harness, "--db", oz.db, "--wait", signalStartWait.String())
	cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(filepath.Dir(oz.db), "state"), "GODEBUG=inittrace=1")
	cmd.Stdin = strings.NewReader(call)
	var out bytes.Buffer
	cmd.Stdout = &out
	pipe, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill() })
	var mu sync.Mutex
	var errOut bytes.Buffer
	seen := make(chan bool, 1)
	done := make(chan struct{})
	go func() {
		defer close(done)
		sc := bufio.NewScanner(pipe)
		sent := false
		for sc.Scan() {
			mu.Lock()
			errOut.WriteString(sc.Text() + "\n")
			mu.Unlock()
			if !sent && strings.HasPrefix(sc.Text(), catchLine) {
				seen <- true
				sent = true
			}
		}
		if !sent {
			seen <- false
		}
	}()
	caught = <-seen
	return cmd, caught, func() procResult {
		<-done
		err := cmd.Wait()
		mu.Lock()
		defer mu.Unlock()
		return waitProc(cmd, err, &out, &errOut)
	}
}

// TestHookSignalAfterCatch: a hook signalled as soon as its init trace
// says its signals are caught answers its harness's refusal, every time,
// never dying of the signal. This is the claim of internal/hooksignal
// that TestHookSignalAtStart reads from its traces, tested without their
// race: a hook signalled at a fixed delay after its exec can die of a
// signal whose handling began before the catch and print the catch's
// trace line before it dies (the runtime's handler, on another thread,
// read that the signal was not wanted and raises it again, without the
// default action, only after that; docs/protected-mode.md), so its trace
// cannot tell when the signal came. Here the signal is sent after the
// line was read, so after signal.Notify returned.
func TestHookSignalAfterCatch(t *testing.T) {
	builds := map[string]string{
		"full":     buildOzdesk(t),
		"adapters": buildTool(t, ".", "ozdesk-hook", "-tags", adapterTags),
	}
	oz := ozdeskCLI{bin: builds["full"], db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	childSignalsDefault(t)
	signals := []syscall.Signal{syscall.SIGHUP, syscall.SIGINT, syscall.SIGTERM, syscall.SIGQUIT}
	const runs = 8 // per harness and build, the signals in turn
	for _, name := range []string{"full", "adapters"} {
		t.Run(name, func(t *testing.T) {
			for _, harness := range hookHarnesses {
				for i := range runs {
					s := signals[i%len(signals)]
					call := hookCall(t, harness, t.TempDir(), "npm publish --tag after-catch")
					cmd, caught, wait := startTraced(t, builds[name], oz, harness, call)
					if !caught {
						r := wait()
						t.Fatalf("%s: no trace line of the catch (exit %d, stderr %q)", harness, r.code, r.stderr)
					}
					if err := cmd.Process.Signal(s); err != nil {
						t.Fatal(err)
					}
					r, err := waitSignalled(cmd, wait, signalStartDeadline)
					if err != nil {
						t.Fatalf("%s, %v after the catch: %v", harness, s, err)
					}
					if ws, _ := cmd.ProcessState.Sys().(syscall.WaitStatus); ws.Signaled() {
						t.Errorf("%s, %v after the catch: died of %v with no answer", harness, s, ws.Signal())
						continue
					}
					r.stderr = withoutInitTrace(r.stderr)
					if err := blocksIn(harness, r); err != nil {
						t.Errorf("%s, %v after the catch: %v (stdout %q, stderr %q)", harness, s, err, r.stdout, r.stderr)
					} else if !strings.Contains(r.stdout+r.stderr, "stopped") {
						t.Errorf("%s, %v after the catch: refused, but not for the signal (stdout %q, stderr %q)", harness, s, r.stdout, r.stderr)
					}
				}
			}
		})
	}
}
