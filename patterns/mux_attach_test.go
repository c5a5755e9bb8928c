package patterns

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// muxAttachCases (rt54b B13, B14): a multiplexer's client attached, on a
// terminal the line gives it, to a session that may be the desk's asks;
// the same client with no terminal (the agent's own, under a hook), and
// the wrappers running anything else, are left alone.
var muxAttachCases = []evalCase{
	ask("script -qc 'tmux attach -t desk' /dev/null < keys", "cmd.guard-tamper"),
	ask("script -qc 'tmux -L S attach -t desk' /dev/null < keys", "cmd.guard-tamper"),
	ask("script /dev/null -qc 'tmux attach -t desk' < keys", "cmd.guard-tamper"),
	ask("script -qc 'tmux -L S a -t desk' /dev/null", "cmd.guard-tamper"),
	ask("script -qc 'tmux attach-session -r -t desk' /dev/null", "cmd.guard-tamper"),
	ask("script -qc 'tmux new -s x -t desk' /dev/null", "cmd.guard-tamper"),
	ask("script -qc 'tmux new -A -s desk' /dev/null", "cmd.guard-tamper"),
	ask("unbuffer -p tmux attach -t desk < keys", "cmd.guard-tamper"),
	ask("unbuffer tmux attach -t desk", "cmd.guard-tamper"),
	ask("ssh -tt localhost tmux attach -t desk < keys", "cmd.guard-tamper"),
	ask("ssh -tt localhost 'tmux -L S attach -t desk'", "cmd.guard-tamper"),
	ask("tmux -L other new-session -d 'tmux -L S attach -t desk'", "cmd.guard-tamper"),
	ask("tmux -L other new-session -d -x 20 -y 3 'env -u TMUX tmux -L S attach -t desk'", "cmd.guard-tamper"),
	ask("tmux attach -t desk < /dev/pts/3", "cmd.guard-tamper"),
	ask("script -qc 'screen -x desk' /dev/null < keys", "cmd.guard-tamper"),
	ask("script -qc 'screen -r desk' /dev/null < keys", "cmd.guard-tamper"),
	ask("script -qc 'screen -dRR desk' /dev/null", "cmd.guard-tamper"),
	ask("script -qc 'zellij attach desk' /dev/null < keys", "cmd.guard-tamper"),
	ask("script -qc 'zellij -s x a desk' /dev/null", "cmd.guard-tamper"),
	ask("script -qc 'dtach -a /tmp/sock' /dev/null < keys", "cmd.guard-tamper"),
	allow("tmux attach -t desk"),
	allow("tmux attach -t dev"),
	allow("tmux a"),
	allow("tmux new -A -s main"),
	allow("tmux attach -t dev < /dev/null"),
	allow("screen -r desk"),
	allow("zellij attach desk"),
	allow("script -qc 'make test' /dev/null"),
	allow("script -q /dev/null"),
	allow("script -qc 'npm test' log.txt"),
	allow("unbuffer make test"),
	allow("ssh -tt host uptime"),
	allow("script -qc 'tmux ls' /dev/null"),
	allow("script -qc 'tmux new -d -s dev' /dev/null"),
	allow("script -qc 'screen -S build -dm make' /dev/null"),
	allow("script -qc 'screen -ls' /dev/null"),
	allow("script -qc 'zellij ls' /dev/null"),
	allow("tmux new -d -s dev 'npm run dev'"),
	allow("screen -S build -dm make"),
}

func TestMuxAttachCases(t *testing.T) { runCases(t, muxAttachCases) }

// TestMuxAttachDrivesDesk runs both of rt54b's lines against a real tmux
// server: the client script gives a terminal types the file it is fed
// into the desk's pane (B13), and a tiny client attached from another
// server's pane shrinks the desk's window (B14); each line asks.
func TestMuxAttachDrivesDesk(t *testing.T) {
	dir := t.TempDir()
	sock, other := filepath.Join(dir, "s"), filepath.Join(dir, "o")
	got, keys := filepath.Join(dir, "got"), filepath.Join(dir, "keys")
	tm := func(s string, args ...string) string {
		t.Helper()
		cmd := exec.Command("tmux", append([]string{"-S", s, "-f", "/dev/null"}, args...)...)
		cmd.Env = append(os.Environ(), "TMUX=")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("tmux %v: %v: %s", args, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	t.Cleanup(func() {
		_ = exec.Command("tmux", "-S", other, "kill-server").Run()
		_ = exec.Command("tmux", "-S", sock, "kill-server").Run()
	})
	if err := os.WriteFile(keys, []byte("approve\r"), 0o600); err != nil {
		t.Fatal(err)
	}
	tm(sock, "new-session", "-d", "-s", "desk", "-x", "80", "-y", "24", "sh -c 'read x; echo \"$x\" > "+got+"; sleep 30'")

	typed := "script -qc 'tmux -S " + sock + " attach -t desk' /dev/null < " + keys
	shrink := "tmux -S " + other + " new-session -d -x 20 -y 3 'tmux -S " + sock + " attach -t desk'"
	runCases(t, []evalCase{ask(typed, "cmd.guard-tamper"), ask(shrink, "cmd.guard-tamper")})

	run := exec.Command("timeout", "5", "script", "-qc", "tmux -S "+sock+" attach -t desk", "/dev/null")
	run.Env = append(os.Environ(), "TMUX=")
	f, err := os.Open(keys)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	run.Stdin = f
	_ = run.Run() // timeout ends the client; what it typed is in got
	if b, err := os.ReadFile(got); err != nil || strings.TrimSpace(string(b)) != "approve" {
		t.Fatalf("script's client typed %q (%v) into the desk, want approve", b, err)
	}

	tm(other, "new-session", "-d", "-x", "20", "-y", "3", "tmux -S "+sock+" attach -t desk")
	for end := time.Now().Add(5 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		if tm(sock, "display", "-p", "-t", "desk", "#{window_width}x#{window_height}") == "20x2" {
			return
		}
	}
	t.Fatalf("the desk's window is %s, not shrunk to 20x2 by the other server's client", tm(sock, "display", "-p", "-t", "desk", "#{window_width}x#{window_height}"))
}
