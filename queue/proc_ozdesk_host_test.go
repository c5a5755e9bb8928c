package queue

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// startHosted runs sleep copied to dir/name as the child of a shell (a
// stand-in for the tmux server or terminal a desk runs under), and
// returns the shell's pid and the child's once the child runs.
func startHosted(t *testing.T, name string) (host, child int) {
	t.Helper()
	exe := sleepCopy(t, name)
	cmd := exec.Command("sh", "-c", `"$0" 60; :`, exe) // `; :` keeps sh from exec'ing it
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", name, err)
	}
	t.Cleanup(func() {
		if child > 0 {
			if p, err := os.FindProcess(child); err == nil {
				_ = p.Kill()
			}
		}
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	host = cmd.Process.Pid
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		parents, _ := procParents()
		for pid, pp := range parents {
			if pp == host {
				if exe, err := os.Readlink("/proc/" + strconv.Itoa(pid) + "/exe"); err == nil && filepath.Base(exe) == name {
					return host, pid
				}
			}
		}
	}
	t.Fatalf("%s did not start under sh %d", name, host)
	return 0, 0
}

// TestOzdeskBelow: the process a running ozdesk runs under (the tmux
// server's stand-in) is the desk's host, and so is every ancestor of it;
// the host of another program is not, nor the desk itself, nor a host
// whose only ozdesk is the judging process's own chain (the agent's
// shells are the asker's ancestors), nor pid 1 (fx52c, rt50k NEW-6).
func TestOzdeskBelow(t *testing.T) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc here: ozdeskBelow cannot look and says no")
	}
	host, desk := startHosted(t, "ozdesk")
	otherHost, other := startHosted(t, "vite")
	for _, c := range []struct {
		pid, self int
		want      bool
	}{
		{host, os.Getpid(), true}, {otherHost, os.Getpid(), false}, {other, os.Getpid(), false},
		{desk, os.Getpid(), false}, {host, desk, false}, {1, os.Getpid(), false}, {0, os.Getpid(), false},
	} {
		if got := ozdeskBelowExcept(c.pid, c.self); got != c.want {
			t.Errorf("ozdeskBelowExcept(%d, %d) = %v, want %v (host %d desk %d)", c.pid, c.self, got, c.want, host, desk)
		}
	}
}

// TestKillOzdeskHostAsks: a kill of the desk's host's literal pid
// (freezing the tmux server freezes the desk's screen and keys; tmux
// sends SIGCONT to a stopped pane, so the agent stops the server
// instead), of its group, or a pkill of its children, asks by
// cmd.guard-tamper; the same of another program's host is allowed
// (rt50k NEW-6).
func TestKillOzdeskHostAsks(t *testing.T) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc here")
	}
	s := newService(t)
	host, _ := startHosted(t, "ozdesk")
	otherHost, _ := startHosted(t, "vite")
	ctx, pol := pidContext(t, s)
	now := time.Now()
	for _, l := range []string{"kill -STOP %d", "kill -9 %d", "kill -STOP -- -%d", `kill -9 "$(echo %d)"`, "pkill -STOP -P %d", "pkill -STOP --parent=%d"} {
		at := func(pid int) string { return strings.ReplaceAll(l, "%d", strconv.Itoa(pid)) }
		if v := pol.Explain(at(host), ctx, now); v.Outcome != patterns.Ask || v.Rule != "cmd.guard-tamper" {
			t.Errorf("%q of the desk's host: got %s by %q (%s); want ask by cmd.guard-tamper", at(host), v.Outcome, v.Rule, v.Reason)
		}
		if v := pol.Explain(at(otherHost), ctx, now); v.Outcome != patterns.Allow {
			t.Errorf("%q of another program's host: got %s by %q (%s); want allow", at(otherHost), v.Outcome, v.Rule, v.Reason)
		}
	}
}
