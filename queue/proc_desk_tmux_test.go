package queue

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// deskTmuxServer starts a real tmux server on a socket of its own with a
// session "desk" whose first pane runs a copy of sleep named ozdesk (a
// desk, as /proc shows it) and a second window "logs", and a session
// "dev"; it returns the socket and the desk's pid.
func deskTmuxServer(t *testing.T) (string, int) {
	t.Helper()
	tmux, err := exec.LookPath("tmux")
	if err != nil {
		t.Skip("tmux is not installed")
	}
	if _, err := os.Stat("/proc/self/exe"); err != nil {
		t.Skip("no /proc here")
	}
	sock := filepath.Join(t.TempDir(), "s")
	run := func(args ...string) string {
		t.Helper()
		out, err := exec.Command(tmux, append([]string{"-S", sock, "-f", "/dev/null"}, args...)...).CombinedOutput()
		if err != nil {
			t.Fatalf("tmux %v: %v: %s", args, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	run("new-session", "-d", "-s", "desk", "-x", "80", "-y", "24", sleepCopy(t, "ozdesk"), "1000")
	t.Cleanup(func() { _ = exec.Command(tmux, "-S", sock, "kill-server").Run() })
	run("new-window", "-d", "-t", "desk:", "-n", "logs", "sleep", "1000")
	run("new-session", "-d", "-s", "dev", "sleep", "1000")
	pid, err := strconv.Atoi(run("display-message", "-p", "-t", "desk:0", "#{pane_pid}"))
	if err != nil {
		t.Fatal(err)
	}
	// The pane's process is tmux's fork until it has exec'd the copy,
	// with the server's environment (no TMUX): wait for the exec.
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		if exe, err := os.Readlink("/proc/" + strconv.Itoa(pid) + "/exe"); err == nil && filepath.Base(exe) == "ozdesk" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the desk's pane %d never ran the copy named ozdesk", pid)
		}
	}
	return sock, pid
}

// TestDeskTmuxNames asks a real tmux server which sessions and windows
// hold a desk's pane: the desk's session and its windows, not dev; a
// desk not under tmux gives none, and one whose pane is gone cannot be
// told.
func TestDeskTmuxNames(t *testing.T) {
	sock, desk := deskTmuxServer(t)
	names, ok := deskTmuxNamesOf([]int{desk})
	if !ok || !slices.Contains(names, "desk") || !slices.Contains(names, "logs") || slices.Contains(names, "dev") {
		t.Fatalf("desk under tmux: %q, %v; want desk and logs, not dev", names, ok)
	}
	plain := startNamed(t, "ozdesk")
	if names, ok := deskTmuxNamesOf([]int{plain}); !ok || len(names) != 0 {
		t.Errorf("a desk outside tmux: %q, %v; want none, known", names, ok)
	}
	if _, ok := tmuxPaneNames(sock+",1,0", "%99"); ok {
		t.Errorf("a pane the server does not have was told")
	}
	if _, ok := deskTmuxNamesOf([]int{1 << 30}); ok {
		t.Errorf("a desk whose environment cannot be read was told")
	}
}

// TestTmuxTargetsOfDeskKnown (fx56h, rt53 N17, rt54's needless asks):
// with the desk's tmux sessions known from a real server, an everyday
// tmux script's commands on another session are allowed, and the same
// commands on the desk's session, a name it starts with, a window of its
// session, an index or no target still ask; where nothing is known, all
// ask as before.
func TestTmuxTargetsOfDeskKnown(t *testing.T) {
	_, desk := deskTmuxServer(t)
	s := newService(t)
	ctx, pol := pidContext(t, s)
	ctx.DeskTmux = func() ([]string, bool) { return deskTmuxNamesOf([]int{desk}) }
	everyday := []string{
		"tmux new-window -t dev", "tmux send-keys -t dev:0 'npm run dev' Enter", "tmux kill-session -t dev",
		"tmux split-window -t dev", "tmux select-window -t dev:1", "tmux resize-pane -t dev -Z",
		"tmux kill-window -t dev:1", "tmux send-keys -t =dev 'make test' Enter",
		"tmux has-session -t dev || tmux new -d -s dev; tmux send-keys -t dev 'npm start' Enter",
	}
	asks := []string{
		"tmux send-keys -t desk a Enter", "tmux kill-session -t desk", "tmux kill-session -t de",
		"tmux new-window -t logs", "tmux select-window -t 0", "tmux kill-session -a -t dev",
		"tmux send-keys a Enter", "tmux new-window -t 'd*'", "tmux send-keys -t $S a", "tmux kill-server",
		"tmux resize-pane -t desk -Z", "tmux select-window -t desk:1", "tmux split-window -t desk:0",
	}
	now := time.Now()
	for _, l := range everyday {
		if v := pol.Explain(l, ctx, now); v.Outcome != patterns.Allow {
			t.Errorf("%q with the desk in session desk: got %s by %q (%s); want allow", l, v.Outcome, v.Rule, v.Reason)
		}
	}
	for _, l := range asks {
		if v := pol.Explain(l, ctx, now); v.Outcome != patterns.Ask || v.Rule != "cmd.guard-tamper" {
			t.Errorf("%q with the desk in session desk: got %s by %q (%s); want ask by cmd.guard-tamper", l, v.Outcome, v.Rule, v.Reason)
		}
	}
	ctx.DeskTmux = func() ([]string, bool) { return nil, false }
	for _, l := range everyday[:6] {
		if v := pol.Explain(l, ctx, now); v.Outcome != patterns.Ask {
			t.Errorf("%q with nothing known: got %s; want ask", l, v.Outcome)
		}
	}
	plain := startNamed(t, "ozdesk")
	ctx.DeskTmux = func() ([]string, bool) { return deskTmuxNamesOf([]int{plain}) }
	for _, l := range []string{"tmux kill-session -t desk", "tmux send-keys -t dev a Enter"} {
		if v := pol.Explain(l, ctx, now); v.Outcome != patterns.Allow {
			t.Errorf("%q with no desk in tmux: got %s by %q (%s); want allow", l, v.Outcome, v.Rule, v.Reason)
		}
	}
	if v := pol.Explain("tmux kill-server", ctx, now); v.Outcome != patterns.Ask {
		t.Errorf("tmux kill-server with no desk in tmux: got %s; want ask (not a target's)", v.Outcome)
	}
}

// TestDeskKindOf: only the root command is a desk drawn in a terminal,
// serve is a broker whose desks are SSH clients', and every other verb
// (the CLI's, the demo's, an ACP proxy's) draws no deciding desk, with
// the root's options and their values passed over.
func TestDeskKindOf(t *testing.T) {
	for _, c := range []struct {
		argv []string
		want deskKind
	}{
		{[]string{"ozdesk"}, deskInTerminal},
		{[]string{"ozdesk", "--db", "/tmp/d.db"}, deskInTerminal},
		{[]string{"ozdesk", "--undo", "5s", "--notify", "osc9"}, deskInTerminal},
		{[]string{"ozdesk", "--operator=bob", "--db=/x"}, deskInTerminal},
		{[]string{"ozdesk", "serve", "--ssh", ":2222"}, desksOverSSH},
		{[]string{"ozdesk", "--config", "/etc/ozdesk/c.yaml", "serve"}, desksOverSSH},
		{[]string{"ozdesk", "init"}, notDesk},
		{[]string{"ozdesk", "queue", "ls"}, notDesk},
		{[]string{"ozdesk", "demo"}, notDesk},
		{[]string{"ozdesk", "acp", "--", "agent"}, notDesk},
		{[]string{"ozdesk", "ask", "--", "ozdesk"}, notDesk},
		{[]string{"ozdesk", "--db", "serve", "audit"}, notDesk},
	} {
		if got := deskKindOf(c.argv); got != c.want {
			t.Errorf("deskKindOf(%q) = %d, want %d", c.argv, got, c.want)
		}
	}
}

// TestDeskTmuxBrokerUnknown: with a broker running (here a copy of tail
// named ozdesk whose arguments read `serve`), no tmux target is known to
// be no desk's, whatever else runs: the broker's desks are drawn by SSH
// clients, in panes the scan cannot see (CI saw a broker's and a CLI
// verb's processes, outside tmux, make every target "known").
func TestDeskTmuxBrokerUnknown(t *testing.T) {
	if _, err := os.Stat("/proc/self/exe"); err != nil {
		t.Skip("no /proc here")
	}
	tail, err := exec.LookPath("tail")
	if err != nil {
		t.Fatalf("no tail: %v", err)
	}
	data, err := os.ReadFile(tail)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	exe := filepath.Join(dir, "ozdesk")
	if err := os.WriteFile(exe, data, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "--follow=name", "--retry", "serve")
	cmd.Dir = dir
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		if ok, line := ozdeskProcessLine(cmd.Process.Pid); ok && strings.Contains(string(line), "serve") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the broker stand-in %d never showed its serve argument", cmd.Process.Pid)
		}
	}
	if names, ok := deskTmuxNamesExcept(os.Getpid()); ok {
		t.Errorf("a broker runs: targets known (%q); want nothing known", names)
	}
}
