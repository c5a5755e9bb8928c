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

// tmuxDesk starts a real tmux server on a socket in a temporary
// directory, running sleep copied as ozdesk in session fx54e-desk, and
// returns the socket, the server's pid and the desk's, once it runs.
func tmuxDesk(t *testing.T) (sock string, server, desk int) {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed")
	}
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc here")
	}
	exe := sleepCopy(t, "ozdesk")
	sock = filepath.Join(t.TempDir(), "fx54e.sock")
	out, err := exec.Command("tmux", "-S", sock, "-f", "/dev/null", "new-session", "-d", "-s", "fx54e-desk", "-x", "80", "-y", "20", exe, "600").CombinedOutput()
	if err != nil {
		t.Fatalf("tmux new-session: %v: %s", err, out)
	}
	t.Cleanup(func() { _ = exec.Command("tmux", "-S", sock, "kill-server").Run() })
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		parents, _ := procParents()
		for pid, pp := range parents {
			if x, err := os.Readlink("/proc/" + strconv.Itoa(pid) + "/exe"); err == nil && x == exe {
				return sock, pp, pid
			}
		}
	}
	t.Fatalf("the desk did not start under tmux")
	return "", 0, 0
}

// TestKillDeskTmuxServerAsks: a desk under a real tmux server; the
// server's command line holds the desk's session and command, and a kill
// that picks the server by it ends the desk (rt53 N7: `pkill -f 'tmux -L
// rt53'` left both defunct). Each asks by cmd.guard-tamper; a pkill -f of
// what neither runs stays allowed. Fails without the ancestors' lines in
// ozdeskCmdlines.
func TestKillDeskTmuxServerAsks(t *testing.T) {
	sock, server, desk := tmuxDesk(t)
	lines := ozdeskCmdlines()
	if !slicesContainsSub(lines, "new-session -d -s fx54e-desk") {
		t.Fatalf("the tmux server's command line (pid %d, desk %d) is not listed: %q", server, desk, lines)
	}
	s := newService(t)
	ctx, pol := pidContext(t, s)
	now := time.Now()
	for cmd, want := range map[string]patterns.Outcome{
		"pkill -f 'tmux -S " + sock + "'":         patterns.Ask,
		"pkill -f 'new-session -d -s fx54e-desk'": patterns.Ask,
		"pkill -9 -f fx54e-desk":                  patterns.Ask,
		"kill -9 $(pgrep -f 'fx54e.sock')":        patterns.Ask,
		"pkill -f vite":                           patterns.Allow,
		"pkill -f 'node dist/server.js'":          patterns.Allow,
		"pgrep -f fx54e-desk":                     patterns.Allow,
	} {
		v := pol.Explain(cmd, ctx, now)
		if v.Outcome != want || want == patterns.Ask && v.Rule != "cmd.guard-tamper" {
			t.Errorf("%s: got %s by %q (%s); want %s", cmd, v.Outcome, v.Rule, v.Reason, want)
		}
	}
}

// slicesContainsSub reports whether a line of lines holds sub.
func slicesContainsSub(lines []string, sub string) bool {
	for _, l := range lines {
		if strings.Contains(l, sub) {
			return true
		}
	}
	return false
}

// TestOzdeskTestBinaryIsNoDesk: a Go test binary of a package named
// ozdesk (`ozdesk.test`) is not an ozdesk process, so its command line
// does not make `pkill -f test` ask while `go test` runs one (rt53 N17:
// the check reads the lines of ozdesk processes only); ozdesk and
// ozdesk-hook still are. Fails without namesOzdesk's .test check.
func TestOzdeskTestBinaryIsNoDesk(t *testing.T) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc here")
	}
	for name, want := range map[string]bool{"ozdesk.test": false, "ozdesk": true, "ozdesk-hook": true} {
		if got := ozdeskProcess(startNamed(t, name)); got != want {
			t.Errorf("ozdeskProcess(%s) = %v, want %v", name, got, want)
		}
	}
}
