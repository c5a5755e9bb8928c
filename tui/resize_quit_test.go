package tui

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestTmuxQuitAfterResize starts the desk from a shell in a tmux pane,
// with asks waiting, resizes the window (wider, then narrower than it
// started), and quits: the pane and its history must hold the shell's
// lines only, no frame of the desk.
func TestTmuxQuitAfterResize(t *testing.T) {
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed")
	}
	if testing.Short() {
		t.Skip("starts processes and a tmux server")
	}
	o := findOzdesk(t)
	db := o.newDB(t)
	x := &tmux{t: t, socket: fmt.Sprintf("ozdesk-resize-%d", os.Getpid())}
	x.run("-f", "/dev/null", "new-session", "-d", "-s", "desk", "-x", "80", "-y", "24",
		"-e", "LANG=C.UTF-8", "-e", "TERM=tmux-256color", "-e", "PS1=$ ", "sh")
	t.Cleanup(func() { _ = exec.Command("tmux", "-L", x.socket, "kill-server").Run() })
	env, argv := o.desk(db)
	line := "echo before-the-desk; " + strings.Join(env, " ") + " " + strings.Join(argv, " ") + "; echo after-the-desk"
	x.run("send-keys", "-t", "desk", "-l", line)
	x.run("send-keys", "-t", "desk", "Enter")
	x.waitFor("Nothing waits for you.")
	startAsker(t, o, db, "git push --force origin main")
	startAsker(t, o, db, "npm publish --access public")
	// the row may cut the command in its middle (a deadline near takes
	// its room under load, the ask id column another 2 cells): its start
	// shows
	x.waitFor("Queue · 2 waiting", "git push")
	for _, size := range [][2]string{{"120", "40"}, {"60", "18"}, {"100", "30"}} {
		x.run("resize-window", "-t", "desk", "-x", size[0], "-y", size[1])
		time.Sleep(300 * time.Millisecond)
		x.waitFor("Queue · 2 waiting")
	}
	x.run("send-keys", "-t", "desk", "q")
	x.waitFor("after-the-desk")
	time.Sleep(200 * time.Millisecond)
	all := x.run("capture-pane", "-p", "-S", "-", "-t", "desk")
	for _, frame := range []string{"Queue ·", "[1] queue", "git push --force", "a approve", "Card", "│", "agent «e2e-agent»", "Parse tree", "cmd.force-push"} {
		if strings.Contains(all, frame) {
			t.Fatalf("the desk left %q behind after a resize and q:\n%s", frame, all)
		}
	}
	if !strings.Contains(all, "before-the-desk") {
		t.Fatalf("the shell's own lines are gone:\n%s", all)
	}
}
