package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestHookSignalSweep (rt37h D6): the adapter-only build's gemini-cli and
// claude-code hooks, signalled SIGINT or SIGHUP 0–300 ms after their exec
// in 25 ms steps, each answer their harness's refusal, unless the signal
// came before Go's runtime had initialised the package that catches it
// (internal/hooksignal, the first initialiser after os/signal; its init
// trace says how far the process got): the exec, the runtime's start and
// the standard packages os/signal needs are as uncatchable as SIGKILL. On
// a loaded machine that window reached 160 ms of the parent's clock (the
// child not yet scheduled), which TestHookSignalAtStart's 0–20 ms did not
// reach; the test logs the latest delay at which a hook died of it.
func TestHookSignalSweep(t *testing.T) {
	bin := buildTool(t, ".", "ozdesk-hook", "-tags", adapterTags)
	oz := ozdeskCLI{bin: buildOzdesk(t), db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	oz.bin = bin
	t.Setenv("GODEBUG", "inittrace=1")
	childSignalsDefault(t)
	deaths, latest := 0, time.Duration(-1)
	for _, harness := range []string{"gemini-cli", "claude-code"} {
		for _, s := range []syscall.Signal{syscall.SIGINT, syscall.SIGHUP} {
			for delay := time.Duration(0); delay <= 300*time.Millisecond; delay += 25 * time.Millisecond {
				command := fmt.Sprintf("npm publish --tag sweep-%s-%d-%d", harness, s, delay/time.Millisecond)
				cmd, wait := startSignalled(t, oz, harness, command)
				time.Sleep(delay)
				if err := cmd.Process.Signal(s); err != nil {
					t.Fatal(err)
				}
				r, err := waitSignalled(cmd, wait, signalStartDeadline)
				if err != nil {
					t.Errorf("%s, %v after %v: %v", harness, s, delay, err)
					continue
				}
				if ws, _ := cmd.ProcessState.Sys().(syscall.WaitStatus); ws.Signaled() {
					for _, pkg := range initOrder(r.stderr) {
						if pkg == "ozdesk.dev/ozdesk/internal/hooksignal" {
							t.Errorf("%s, %v after %v: died of %v without an answer after its signals were caught", harness, s, delay, ws.Signal())
						}
					}
					deaths++
					latest = max(latest, delay)
					continue
				}
				r.stderr = withoutInitTrace(r.stderr)
				if err := blocksIn(harness, r); err != nil {
					t.Errorf("%s, %v after %v: %v (stdout %q, stderr %q)", harness, s, delay, err, r.stdout, r.stderr)
				} else if !strings.Contains(r.stdout+r.stderr, "stopped") {
					t.Errorf("%s, %v after %v: refused, but not for the signal (stdout %q, stderr %q)", harness, s, delay, r.stdout, r.stderr)
				}
			}
		}
	}
	t.Logf("%d of 52 hooks died of a signal before their catch was in place; the latest at %v after exec (-1ns: none)", deaths, latest)
}
