package tui

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestTmuxHangupDropsHeld runs the real desk in a tmux pane with a long
// undo window, approves (or denies) an ask, and ends the desk inside the
// window without the operator's word: its terminal closed (tmux
// kill-session hangs the pane up), SIGHUP, SIGTERM (rt11 #8) or SIGQUIT. The
// decision is dropped, never applied: the store, read back through
// `ozdesk queue ls`, still holds the ask pending, and its agent still
// waits. Stopped by SIGTERM or SIGQUIT, the pane (kept after its process ends) shows
// what the desk said as it closed.
func TestTmuxHangupDropsHeld(t *testing.T) {
	o := realDeskInTmux(t)
	for _, tc := range []struct {
		name, key string
		stop      func(x *tmux, pid int)
		says      bool
		// status is the desk's exit status (128+n for signal n: a
		// desk a signal ended did not end clean, rt13k), 0 where the
		// pane is gone with its session and nothing can read it.
		status int
	}{
		{"terminal closed", "a", func(x *tmux, _ int) { x.run("kill-session", "-t", "desk") }, false, 0},
		{"SIGHUP", "a", func(x *tmux, pid int) { kill(x.t, pid, syscall.SIGHUP) }, false, 129},
		{"SIGTERM", "a", func(x *tmux, pid int) { kill(x.t, pid, syscall.SIGTERM) }, true, 143},
		// SIGQUIT too: no goroutine dump on the operator's screen, and
		// 131, not 2 (rt16k #8)
		{"SIGQUIT", "a", func(x *tmux, pid int) { kill(x.t, pid, syscall.SIGQUIT) }, true, 131},
		// a deny has no window (it goes at once: TestDenyStandsAgainstLaterApproval);
		// an approval with a reason has one
		{"SIGHUP on an approval with a reason", "r", func(x *tmux, pid int) { kill(x.t, pid, syscall.SIGHUP) }, false, 129},
	} {
		t.Run(tc.name, func(t *testing.T) {
			db := o.newDB(t)
			// The desk runs under the pane's shell, which writes its exit
			// status (128+n when signal n ended it) to statusFile: tmux
			// may mark the pane dead when the desk closes the terminal,
			// before it reaps the desk and knows its status.
			statusFile := filepath.Join(t.TempDir(), "status")
			x := &tmux{t: t, socket: fmt.Sprintf("ozdesk-hup-%d-%d", os.Getpid(), time.Now().UnixNano())}
			t.Cleanup(func() { _ = exec.Command("tmux", "-L", x.socket, "kill-server").Run() })
			x.run("-f", "/dev/null", "new-session", "-d", "-s", "desk", "-x", "80", "-y", "24",
				"-e", "LANG=C.UTF-8", "-e", "TERM=tmux-256color", "-e", "OZDESK_OPERATOR=alice",
				o.bin+" --db "+db+" --no-bell --undo 30s; echo $? >"+statusFile)
			x.run("set-option", "-t", "desk", "remain-on-exit", "on")
			shell, err := strconv.Atoi(strings.TrimSpace(x.run("display-message", "-p", "-t", "desk", "#{pane_pid}")))
			if err != nil {
				t.Fatalf("pane pid: %v", err)
			}
			pid := childOf(t, shell)
			x.waitFor("Nothing waits for you.")
			push := startAsker(t, o, db, "git push --force origin main")
			x.waitFor("Queue · 1 waiting", "git push --force origin main")
			time.Sleep(2 * DefaultGrace)
			x.run("send-keys", "-t", "desk", tc.key)
			if tc.key == "r" {
				x.waitFor("reason:")
				x.run("send-keys", "-t", "desk", "-l", "release agreed")
				x.run("send-keys", "-t", "desk", "Enter")
			}
			x.waitFor("u undoes")

			tc.stop(x, pid)
			deadline := time.Now().Add(15 * time.Second)
			for syscall.Kill(pid, 0) == nil && !paneDead(x) {
				if time.Now().After(deadline) {
					t.Fatalf("the desk did not end:\n%s", x.capture())
				}
				time.Sleep(50 * time.Millisecond)
			}
			pending := storeAsks(t, o, db, "pending")
			if len(pending) != 1 || pending[0].Command != "git push --force origin main" {
				t.Fatalf("pending asks after the desk ended in the undo window: %+v, want the push still waiting", pending)
			}
			for _, state := range []string{"approved", "denied"} {
				if got := storeAsks(t, o, db, state); len(got) != 0 {
					t.Fatalf("%s asks after the desk ended in the undo window: %+v", state, got)
				}
			}
			select {
			case err := <-push.done:
				push.done <- err
				t.Fatalf("the agent got an answer from a dropped decision: %v, %s", err, push.out.String())
			default:
			}
			if tc.status != 0 {
				for !paneDead(x) && time.Now().Before(deadline) {
					time.Sleep(20 * time.Millisecond)
				}
				var got string
				for got == "" && time.Now().Before(deadline) {
					time.Sleep(20 * time.Millisecond)
					b, _ := os.ReadFile(statusFile)
					got = strings.TrimSpace(string(b))
				}
				if got != strconv.Itoa(tc.status) {
					t.Errorf("the desk ended by %s exited %q, want %d (128+n for signal n)", tc.name, got, tc.status)
				}
			}
			if tc.says {
				// the pane's lines joined where the terminal wrapped them
				said := x.run("capture-pane", "-p", "-J", "-S", "-", "-t", "desk")
				if !strings.Contains(said, "it was not applied, its ask still waits: approving ask 1 once (git push --force origin main)") {
					t.Fatalf("the desk stopped by %s did not say it dropped the decision:\n%s", tc.name, said)
				}
				if strings.Contains(said, "goroutine ") {
					t.Fatalf("the desk stopped by %s wrote a goroutine dump on the operator's screen:\n%s", tc.name, said)
				}
			}
		})
	}
}

// kill sends sig to pid.
func kill(t *testing.T, pid int, sig syscall.Signal) {
	t.Helper()
	if err := syscall.Kill(pid, sig); err != nil {
		t.Fatalf("kill -%d %d: %v", sig, pid, err)
	}
}

// paneDead reports whether the desk's pane is gone or its process ended.
func paneDead(x *tmux) bool {
	out, err := exec.Command("tmux", "-L", x.socket, "display-message", "-p", "-t", "desk", "#{pane_dead}").Output()
	return err != nil || strings.TrimSpace(string(out)) == "1"
}

// childOf is the pid of the one child of process parent (the desk the
// pane's shell started), waiting for it a moment.
func childOf(t *testing.T, parent int) int {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/task/%d/children", parent, parent))
		if f := strings.Fields(string(b)); len(f) == 1 {
			pid, err := strconv.Atoi(f[0])
			if err == nil {
				return pid
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("process %d started no desk: children %q", parent, b)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
