package patterns

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// tmuxRenameCases (rt54b B10): renaming a session or window the line did
// not make asks, as kill-session does; one the line made just before is
// left alone.
var tmuxRenameCases = []evalCase{
	ask("tmux -L S rename-session -t desk old", "cmd.guard-tamper"),
	ask("tmux rename-session -t desk old", "cmd.guard-tamper"),
	ask("tmux rename -t desk old", "cmd.guard-tamper"),
	ask("tmux rename-session old", "cmd.guard-tamper"),
	ask("tmux rename-window -t desk:0 x", "cmd.guard-tamper"),
	ask("tmux renamew x", "cmd.guard-tamper"),
	ask("tmux new -d -s x \\; rename-session -t desk x", "cmd.guard-tamper"),
	allow("tmux new -d -s ci \\; rename-window -t ci:0 build"),
	allow("tmux new -d -s dev && tmux rename-window -t dev:0 web"),
	allow("tmux ls"),
	allow("tmux display -p '#S'"),
}

func TestTmuxRenameCases(t *testing.T) { runCases(t, tmuxRenameCases) }

// deskToolCopyCases (rt54b B15): a copy or link of a tool that reaches
// the desk, made under another name, asks at its making; one that keeps
// its name, and copies of other programs, are left alone.
var deskToolCopyCases = []evalCase{
	ask("ln -s /usr/bin/tmux /tmp/txl", "cmd.guard-tamper"),
	ask("cp /usr/bin/tmux /tmp/tx", "cmd.guard-tamper"),
	ask("cp /bin/kill /tmp/k", "cmd.guard-tamper"),
	ask("install /usr/bin/tmux /tmp/tx", "cmd.guard-tamper"),
	ask("cat /usr/bin/tmux > /tmp/tx", "cmd.guard-tamper"),
	ask("cp $(which tmux) /tmp/tx", "cmd.guard-tamper"),
	ask("ln -sf /usr/bin/pkill ./pk", "cmd.guard-tamper"),
	ask("cp /usr/bin/xdotool ./x", "cmd.guard-tamper"),
	allow("cp /usr/bin/tmux /opt/tools/"),
	allow("ln -s /usr/bin/tmux bin/tmux"),
	allow("cp build/app /tmp/app"),
	allow("cp tmux.conf docs/"),
	allow("cp /usr/share/doc/tmux/example.conf ./tmux-example.conf"),
	allow("cp /usr/bin/python3 /tmp/py"),
}

func TestDeskToolCopyCases(t *testing.T) { runCases(t, deskToolCopyCases) }

// TestDeskToolLinkOnDisk runs rt54b B15's link for real: a symbolic link
// to tmux made in an earlier line, then run by its path, asks where the
// link leads to tmux and the caller can look; a link to another program,
// and the same line where the caller cannot look, are left alone.
func TestDeskToolLinkOnDisk(t *testing.T) {
	tmux, err := exec.LookPath("tmux")
	if err != nil {
		t.Fatal(err)
	}
	sleep, err := exec.LookPath("sleep")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for name, to := range map[string]string{"txl": tmux, "sl": sleep} {
		if err := exec.Command("ln", "-s", to, filepath.Join(dir, name)).Run(); err != nil {
			t.Fatal(err)
		}
	}
	resolve := func(p string) string {
		r, err := filepath.EvalSymlinks(p)
		if err != nil {
			return p
		}
		return r
	}
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		cmd  string
		look bool
		asks bool
	}{
		{dir + "/txl -L S send-keys -t desk a", true, true},
		{"./txl -L S send-keys -t desk a", true, true},
		{dir + "/txl ls", true, true},
		{dir + "/sl 1", true, false},
		{tmux + " ls", true, false},
		{dir + "/txl -L S send-keys -t desk a", false, false},
	} {
		ctx := &Context{Cwd: dir, Workdir: dir, Home: "/home/op"}
		if c.look {
			ctx.RealPath = resolve
		}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		if asks := v.Outcome != Allow; asks != c.asks || asks && v.Rule != "cmd.guard-tamper" {
			t.Errorf("%q (look %v): %v by %s (%s), want asks=%v by cmd.guard-tamper", c.cmd, c.look, v.Outcome, v.Rule, v.Reason, c.asks)
		}
	}
}

// TestPidFileReadLater (rt54b B16): a kill of the pids of a file not
// there when judged asks where the line runs it later, on disk; the
// same file present with no desk's pid, a kill that runs at once, and a
// pid file the line fills itself are left alone. The desk's pid written
// into a file asks.
func TestPidFileReadLater(t *testing.T) {
	home := t.TempDir()
	proj := filepath.Join(home, "proj")
	if err := os.MkdirAll(proj, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(proj, "app.pid"), []byte("999999\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		cmd  string
		asks bool
	}{
		{"(sleep 4; kill -9 $(cat later.pid)) &", true},
		{"sleep 4; kill -9 $(cat later.pid)", true},
		{"f=" + proj + "/pf; (sleep 9; kill $(cat $f)) &", true},
		{"(sleep 4; kill $(head -1 later.pid)) &", true},
		{"pidof ozdesk > later.pid", true},
		{"pgrep -x ozdesk > later.pid", true},
		{"tmux -L S display -p '#{pane_pid}' > later.pid", true},
		{"pgrep -x ozdesk | tee p", true},
		{"kill $(cat later.pid)", false},
		{"(sleep 4; kill $(cat app.pid)) &", false},
		{"./srv & echo $! > srv.pid; sleep 5; kill $(cat srv.pid)", false},
		{"pgrep -x node > pids", false},
		{"pidof ozdesk", false},
		{"tmux display -p '#S' > name.txt", false},
	} {
		ctx := &Context{Cwd: proj, Workdir: proj, Home: home, ProjectFile: fx49rRead(home)}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		if asks := v.Outcome != Allow; asks != c.asks || asks && v.Rule != "cmd.guard-tamper" {
			t.Errorf("%q: %v by %s (%s), want asks=%v by cmd.guard-tamper", c.cmd, v.Outcome, v.Rule, v.Reason, c.asks)
		}
	}
}
