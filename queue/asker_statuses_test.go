//go:build !ozdesk_adapters

package queue

import (
	"os"
	"os/exec"
	"syscall"
	"testing"
	"time"
)

// TestAskerStatusesAsBefore: one look at a process (kill(pid, 0) and one
// read of /proc/PID/stat), told once per pass, tells what the two checks
// told before (processGone, then the state read again for stopped) of
// real processes: this one, a stopped child, a zombie, a pid that names
// no process, a number whose start time is not the one recorded, another
// node's, another pid namespace's; asked twice in one pass it answers the
// same.
func TestAskerStatusesAsBefore(t *testing.T) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc here: states are not read")
	}
	self := os.Getpid()
	start, ok := processStart(self)
	if !ok {
		t.Fatal("this process's start time cannot be read")
	}
	stopped := statusChild(t, "sleep", "60")
	if err := syscall.Kill(stopped, syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	waitSigStopped(t, stopped)
	zombie := statusChild(t, "sleep", "60")
	if err := syscall.Kill(zombie, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	waitZombie(t, zombie)
	ns := PidNamespace()
	cases := []struct {
		name string
		proc AskerProc
		want AskerStatus
	}{
		{"runs", AskerProc{Pid: self, Start: start, NS: ns, Node: "n1"}, AskerRuns},
		{"runs, start not known", AskerProc{Pid: self, Node: "n1"}, AskerRuns},
		{"stopped", AskerProc{Pid: stopped, Node: "n1"}, AskerStopped},
		{"zombie", AskerProc{Pid: zombie, Node: "n1"}, AskerGone},
		{"no such process", AskerProc{Pid: 1 << 30, Node: "n1"}, AskerGone},
		{"number reused", AskerProc{Pid: self, Start: start + 1, Node: "n1"}, AskerGone},
		{"another node", AskerProc{Pid: self, Node: "n2"}, AskerUnknown},
		{"another namespace", AskerProc{Pid: self, NS: ns + 1, Node: "n1"}, AskerUnknown},
		{"no pid", AskerProc{Node: "n1"}, AskerUnknown},
	}
	pass := NewAskerStatuses("n1", ns)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := statusBefore(c.proc, "n1", ns)
			if before != c.want {
				t.Fatalf("the two checks told %d, the case wants %d", before, c.want)
			}
			for i := range 2 {
				if got := pass.Of(c.proc); got != before {
					t.Fatalf("look %d told %d, the two checks %d", i+1, got, before)
				}
			}
			if got := c.proc.Status("n1", ns); got != before {
				t.Fatalf("Status told %d, the two checks %d", got, before)
			}
		})
	}
}

// statusBefore is how AskerProc.Status told a process before: gone by
// processGone (kill, then /proc/PID/stat read for a zombie, then again
// for its start time), else stopped by /proc/PID/stat read once more.
func statusBefore(r AskerProc, node string, ns uint64) AskerStatus {
	if r.Node != node || r.Pid <= 0 || (r.NS != 0 && r.NS != ns) {
		return AskerUnknown
	}
	if processGone(r.Pid, r.Start) {
		return AskerGone
	}
	data, err := os.ReadFile("/proc/" + itoa(r.Pid) + "/stat")
	if err != nil {
		return AskerRuns
	}
	if state, ok := stateOf(data); ok && (state == 'T' || state == 't') {
		return AskerStopped
	}
	return AskerRuns
}

// statusChild starts a process this test ends (killed and reaped at cleanup)
// and returns its pid.
func statusChild(t *testing.T, name string, args ...string) int {
	t.Helper()
	cmd := exec.Command(name, args...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	return cmd.Process.Pid
}

// waitSigStopped waits until process pid, sent SIGSTOP, is stopped.
func waitSigStopped(t *testing.T, pid int) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		data, err := os.ReadFile("/proc/" + itoa(pid) + "/stat")
		if err != nil {
			t.Fatal(err)
		}
		if state, ok := stateOf(data); ok && state == 'T' {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("process %d sent SIGSTOP 30 s ago is not stopped", pid)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
