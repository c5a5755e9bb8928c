//go:build linux

package brokerconn

import (
	"os/exec"
	"syscall"
	"testing"
	"time"
)

// TestProcessStopped reads a real process's state: running, stopped by
// SIGSTOP, continued, and not stopped once it has ended and been reaped
// (a process not seen is taken to be running).
func TestProcessStopped(t *testing.T) {
	cmd := exec.Command("sleep", "60")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	pid := cmd.Process.Pid
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	waitState := func(want bool) string {
		t.Helper()
		for range 200 {
			if why, stopped := ProcessStopped(pid); stopped == want {
				return why
			}
			time.Sleep(10 * time.Millisecond)
		}
		t.Fatalf("pid %d: never stopped=%v", pid, want)
		return ""
	}
	for _, step := range []struct {
		name    string
		signal  syscall.Signal
		stopped bool
	}{
		{"running", 0, false},
		{"SIGSTOP", syscall.SIGSTOP, true},
		{"SIGCONT", syscall.SIGCONT, false},
	} {
		if step.signal != 0 {
			if err := cmd.Process.Signal(step.signal); err != nil {
				t.Fatal(err)
			}
		}
		t.Logf("%s: %q", step.name, waitState(step.stopped))
	}
	_ = cmd.Process.Kill()
	_ = cmd.Wait()
	if why, stopped := ProcessStopped(pid); stopped {
		t.Errorf("pid %d ended and reaped: taken for stopped (%q); a process not seen is taken to be running", pid, why)
	}
}
