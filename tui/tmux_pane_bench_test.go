package tui

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// BenchmarkPaneLook is one look of the desk at its tmux pane (lookPane:
// one `tmux display … ; list-clients …` run, read and parsed), against a
// tmux server of its own: the desk takes about two a second.
func BenchmarkPaneLook(b *testing.B) {
	if _, err := exec.LookPath("tmux"); err != nil {
		b.Skip("tmux is not installed")
	}
	sock := fmt.Sprintf("ozdesk-bench-%d", os.Getpid())
	tm := func(args ...string) string {
		out, err := exec.Command("tmux", append([]string{"-L", sock}, args...)...).Output()
		if err != nil {
			b.Fatalf("tmux %s: %v", strings.Join(args, " "), err)
		}
		return strings.TrimSpace(string(out))
	}
	tm("-f", "/dev/null", "new-session", "-d", "-s", "desk", "-x", "80", "-y", "24", "sleep 600")
	b.Cleanup(func() { _ = exec.Command("tmux", "-L", sock, "kill-server").Run() })
	socket, pane := tm("display", "-p", "-t", "desk", "#{socket_path}"), tm("display", "-p", "-t", "desk", "#{pane_id}")
	look := lookPane(socket, pane, false)
	b.ResetTimer()
	for b.Loop() {
		if msg := look().(paneLookMsg); msg.err != nil || msg.state.session != "desk" {
			b.Fatalf("look: %+v", msg)
		}
	}
}
