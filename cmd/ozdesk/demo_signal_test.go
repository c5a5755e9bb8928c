package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestDemoLeavesNoScratch: `ozdesk demo`, run in a real terminal (a tmux
// pane), leaves no scratch directory behind however it is stopped: its
// terminal closing (tmux kill-session hangs the pane up: SIGHUP), or
// SIGHUP, SIGTERM or SIGINT sent to it.
func TestDemoLeavesNoScratch(t *testing.T) {
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed (.ci/run installs it)")
	}
	bin := buildOzdesk(t)
	tests := []struct {
		name string
		stop func(x *demoPane)
	}{
		{"terminal closed", func(x *demoPane) { x.tmux("kill-session", "-t", "demo") }},
		{"SIGHUP", func(x *demoPane) { x.signal(syscall.SIGHUP) }},
		{"SIGTERM", func(x *demoPane) { x.signal(syscall.SIGTERM) }},
		{"SIGINT", func(x *demoPane) { x.signal(syscall.SIGINT) }},
	}
	// Each demo in a tmux server, a pane and a scratch directory of its
	// own: they start and stop at once.
	runAtOnce(len(tests), func(i int) {
		tt := tests[i]
		t.Run(tt.name, func(t *testing.T) {
			x := startDemo(t, bin)
			scratch := x.scratch()
			if _, err := os.Stat(filepath.Join(scratch, "state", "desk.db")); err != nil {
				t.Fatalf("the demo's store is not in its scratch directory: %v", err)
			}
			tt.stop(x)
			deadline := time.Now().Add(15 * time.Second)
			for {
				_, err := os.Stat(scratch)
				alive := syscall.Kill(x.pid, 0) == nil
				if !alive { // the process is gone: what it left stays
					if !os.IsNotExist(err) {
						t.Fatalf("%s: the demo ended and left its scratch directory %s (stat: %v)", tt.name, scratch, err)
					}
					return
				}
				if time.Now().After(deadline) {
					t.Fatalf("%s: scratch directory there: %v (stat %v); process alive: %v", tt.name, err == nil, err, alive)
				}
				time.Sleep(50 * time.Millisecond)
			}
		})
	})
}

// demoPane is `ozdesk demo` running in a tmux pane of a tmux server of
// its own, with a temporary directory of its own for its scratch store.
type demoPane struct {
	t      *testing.T
	socket string
	tmpdir string
	pid    int
}

func startDemo(t *testing.T, bin string) *demoPane {
	dir := t.TempDir()
	x := &demoPane{t: t, socket: "ozdesk-demo-" + strconv.Itoa(os.Getpid()) + "-" + strconv.FormatInt(time.Now().UnixNano(), 36),
		tmpdir: filepath.Join(dir, "tmp")}
	if err := os.Mkdir(x.tmpdir, 0o700); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = exec.Command("tmux", "-L", x.socket, "kill-server").Run() })
	// exec: the pane's process is ozdesk itself, so its pid is the pane's.
	x.tmux("new-session", "-d", "-s", "demo", "-x", "100", "-y", "30",
		"-e", "TMPDIR="+x.tmpdir, "-e", "OZDESK_OPERATOR=alice", "-e", "HOME="+dir, "-e", "XDG_STATE_HOME="+filepath.Join(dir, "state"),
		"exec "+bin+" --config "+filepath.Join(dir, "no-config.yaml")+" demo")
	pid, err := strconv.Atoi(strings.TrimSpace(x.tmux("display-message", "-p", "-t", "demo", "#{pane_pid}")))
	if err != nil {
		t.Fatalf("pane pid: %v", err)
	}
	x.pid = pid
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(x.tmux("capture-pane", "-p", "-t", "demo"), "git push --force origin main") {
		if time.Now().After(deadline) {
			t.Fatalf("the demo never showed its asks:\n%s", x.tmux("capture-pane", "-p", "-t", "demo"))
		}
		time.Sleep(50 * time.Millisecond)
	}
	return x
}

func (x *demoPane) tmux(args ...string) string {
	x.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-L", x.socket}, args...)...).CombinedOutput()
	if err != nil {
		x.t.Fatalf("tmux %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

func (x *demoPane) signal(sig syscall.Signal) {
	x.t.Helper()
	if err := syscall.Kill(x.pid, sig); err != nil {
		x.t.Fatalf("kill -%d %d: %v", sig, x.pid, err)
	}
}

// scratch is the demo's scratch directory: the one directory it made in
// its TMPDIR.
func (x *demoPane) scratch() string {
	x.t.Helper()
	m, err := filepath.Glob(filepath.Join(x.tmpdir, "ozdesk-demo-*"))
	if err != nil || len(m) != 1 {
		x.t.Fatalf("scratch directories in TMPDIR: %v, %v", m, err)
	}
	return m[0]
}
