package tui

import (
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestTmuxTitleRestored runs the real desk in a tmux pane whose title the
// operator set before ("build-01:~/src"), lets the desk write its count
// of waiting asks in the title, and ends it: by q, SIGTERM and SIGHUP.
// Each time the pane's title is the operator's again (rt22k #14: the
// desk cleared it, ESC]2;BEL, and the title was lost). The desk saves the
// title on the terminal's title stack as it starts (CSI 22;2 t) and
// restores it as it ends (CSI 23;2 t), which tmux and xterm honour.
func TestTmuxTitleRestored(t *testing.T) {
	o := realDeskInTmux(t)
	const before = "build-01:~/src"
	for _, tc := range []struct {
		name string
		stop func(x *tmux, pid int)
	}{
		{"q", func(x *tmux, _ int) { x.run("send-keys", "-t", "desk", "q") }},
		{"SIGTERM", func(x *tmux, pid int) { kill(x.t, pid, syscall.SIGTERM) }},
		{"SIGHUP", func(x *tmux, pid int) { kill(x.t, pid, syscall.SIGHUP) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			db := o.newDB(t)
			x := &tmux{t: t, socket: fmt.Sprintf("ozdesk-title-%d-%d", os.Getpid(), time.Now().UnixNano())}
			t.Cleanup(func() { _ = exec.Command("tmux", "-L", x.socket, "kill-server").Run() })
			x.run("-f", "/dev/null", "new-session", "-d", "-s", "desk", "-x", "80", "-y", "24",
				"-e", "LANG=C.UTF-8", "-e", "TERM=tmux-256color", "-e", "OZDESK_OPERATOR=alice",
				"printf '\\033]2;"+before+"\\007'; "+o.bin+" --db "+db+" --no-bell; sleep 60")
			shell, err := strconv.Atoi(strings.TrimSpace(x.run("display-message", "-p", "-t", "desk", "#{pane_pid}")))
			if err != nil {
				t.Fatalf("pane pid: %v", err)
			}
			pid := childOf(t, shell)
			x.waitFor("Nothing waits for you.")
			startAsker(t, o, db, "git push --force origin main")
			x.waitFor("Queue · 1 waiting")
			title := func() string {
				return strings.TrimSpace(x.run("display-message", "-p", "-t", "desk", "#{pane_title}"))
			}
			deadline := time.Now().Add(15 * time.Second)
			for title() != "ozdesk (1)" {
				if time.Now().After(deadline) {
					t.Fatalf("the desk's title is %q, want ozdesk (1)", title())
				}
				time.Sleep(50 * time.Millisecond)
			}
			tc.stop(x, pid)
			for syscall.Kill(pid, 0) == nil {
				if time.Now().After(deadline) {
					t.Fatalf("the desk did not end:\n%s", x.capture())
				}
				time.Sleep(50 * time.Millisecond)
			}
			time.Sleep(100 * time.Millisecond)
			if got := title(); got != before {
				t.Errorf("after the desk ended by %s the pane's title is %q, want the operator's %q back", tc.name, got, before)
			}
		})
	}
}
