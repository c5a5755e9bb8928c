package queue

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// sleepCopy copies sleep to a new temporary directory as name, and
// returns the copy's path: a real process whose name the test chooses.
func sleepCopy(t *testing.T, name string) string {
	t.Helper()
	sleep, err := exec.LookPath("sleep")
	if err != nil {
		t.Fatalf("no sleep: %v", err)
	}
	data, err := os.ReadFile(sleep)
	if err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(exe, data, 0o755); err != nil {
		t.Fatal(err)
	}
	return exe
}

// pidContext is s's context for a command run in a fresh directory,
// with the defaults' policy: what the pid tests judge their kills in.
func pidContext(t *testing.T, s *Service) (*patterns.Context, *patterns.Policy) {
	t.Helper()
	ctx, err := s.Context(ContextRecord{Cwd: t.TempDir(), Home: "/home/op"}, "claude", "")
	if err != nil {
		t.Fatal(err)
	}
	pol, err := patterns.NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	return ctx, pol
}

// startNamed runs sleep copied to dir/name, and stops it at the test's
// end.
func startNamed(t *testing.T, name string) int {
	t.Helper()
	exe := sleepCopy(t, name)
	cmd := exec.Command(exe, "60")
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", name, err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	return cmd.Process.Pid
}

// TestOzdeskProcess: a process whose executable is named ozdesk (or
// ozdesk-hook) is one, and so is one running the very file the judging
// process runs, whatever its name: this test's own process, queue.test,
// stands for a copy of ozdesk the operator named oz-final, whose desk a
// `kill -STOP PID` was allowed to freeze; another program, a pid of no
// process and no pid are not (F-kill-desk, rt48k).
func TestOzdeskProcess(t *testing.T) {
	if _, err := os.Stat("/proc/self/exe"); err != nil {
		t.Skip("no /proc here: ozdeskProcess cannot look and says no")
	}
	desk, hook, other := startNamed(t, "ozdesk"), startNamed(t, "ozdesk-hook"), startNamed(t, "vite")
	for _, c := range []struct {
		pid  int
		want bool
	}{{desk, true}, {hook, true}, {other, false}, {os.Getpid(), true}, {0, false}, {-1, false}, {1 << 30, false}} {
		if got := ozdeskProcess(c.pid); got != c.want {
			t.Errorf("ozdeskProcess(%d) = %v, want %v", c.pid, got, c.want)
		}
	}
}

// TestKillOzdeskPidAsks: the context an ask is judged in looks a literal
// pid up, so `kill -STOP PID` of a running ozdesk asks by
// cmd.guard-tamper, while the same kill of another program is allowed.
func TestKillOzdeskPidAsks(t *testing.T) {
	if _, err := os.Stat("/proc/self/exe"); err != nil {
		t.Skip("no /proc here")
	}
	s := newService(t)
	desk, other := startNamed(t, "ozdesk"), startNamed(t, "vite")
	ctx, pol := pidContext(t, s)
	now := time.Now()
	if v := pol.Explain("kill -STOP "+strconv.Itoa(desk), ctx, now); v.Outcome != patterns.Ask || v.Rule != "cmd.guard-tamper" {
		t.Errorf("kill -STOP of the desk: got %s by %q (%s); want ask by cmd.guard-tamper", v.Outcome, v.Rule, v.Reason)
	}
	if v := pol.Explain("kill -STOP "+strconv.Itoa(other), ctx, now); v.Outcome != patterns.Allow {
		t.Errorf("kill -STOP of another program: got %s by %q (%s); want allow", v.Outcome, v.Rule, v.Reason)
	}
}

// TestKillOzdeskPidSpelledAsks: the pid of a real running ozdesk-named
// process, spelled or computed however kill and bash read it, given by
// xargs' literal input, or named as pkill's group or prlimit's pid, asks
// by cmd.guard-tamper (rt49k); the same for another running program is
// allowed, and a kill of the line's own children stays allowed (issue 7).
func TestKillOzdeskPidSpelledAsks(t *testing.T) {
	if _, err := os.Stat("/proc/self/exe"); err != nil {
		t.Skip("no /proc here")
	}
	s := newService(t)
	desk, other := startNamed(t, "ozdesk"), startNamed(t, "vite")
	ctx, pol := pidContext(t, s)
	lines := []string{
		`kill -STOP " %d"`, "kill -STOP +%d", "kill -STOP 0000000%d", "kill -STOP $((%d-1+1))",
		"kill -STOP $(( %d ))", "kill -STOP ${P:-%d}", "echo %d | xargs kill -STOP",
		"echo %d | xargs -I{} kill -STOP {}", "pkill -STOP -g %d", "prlimit --pid %d --nofile=3",
		"skill -STOP -p %d", `kill -STOP "$(echo %d)"`, "kill -9 `echo %d`", "kill -STOP $(printf %i %d)",
		"kill -STOP {%d..%d}",
		// fx53b (rt50k NEW-6)
		"cpulimit -p %d -l 1", "cpulimit --pid=%d --limit=1", "choom -p %d -n 1000",
		"echo 1000 > /proc/%d/oom_score_adj", "echo 1000 | tee /proc/%d/oom_score_adj",
	}
	now := time.Now()
	for _, l := range lines {
		at := func(pid int) string { return strings.ReplaceAll(l, "%d", strconv.Itoa(pid)) }
		if v := pol.Explain(at(desk), ctx, now); v.Outcome != patterns.Ask || v.Rule != "cmd.guard-tamper" {
			t.Errorf("%q of the desk: got %s by %q (%s); want ask by cmd.guard-tamper", at(desk), v.Outcome, v.Rule, v.Reason)
		}
		if v := pol.Explain(at(other), ctx, now); v.Outcome != patterns.Allow {
			t.Errorf("%q of another program: got %s by %q (%s); want allow", at(other), v.Outcome, v.Rule, v.Reason)
		}
	}
	for _, l := range []string{"kill $(pgrep -P $$)", "kill %1", "kill $!", "renice 19 -p " + strconv.Itoa(desk)} { // kill 0 is the line's own group: [kill-host] since fx53b
		if v := pol.Explain(l, ctx, now); v.Outcome != patterns.Allow {
			t.Errorf("%q: got %s by %q (%s); want allow", l, v.Outcome, v.Rule, v.Reason)
		}
	}
}

// TestKillOzdeskCmdlineAsks: a pkill -f pattern naming only a path of a
// running ozdesk's command line asks (fx53b, rt50 A4), read from /proc;
// the same pattern for another program's path stays allowed.
func TestKillOzdeskCmdlineAsks(t *testing.T) {
	if _, err := os.Stat("/proc/self/exe"); err != nil {
		t.Skip("no /proc here")
	}
	s := newService(t)
	desk, other := startNamed(t, "ozdesk"), startNamed(t, "vite")
	dirOf := func(pid int) string {
		exe, err := os.Readlink("/proc/" + strconv.Itoa(pid) + "/exe")
		if err != nil {
			t.Fatal(err)
		}
		d := filepath.Dir(exe)
		return filepath.Base(filepath.Dir(d)) + "/" + filepath.Base(d) + "/"
	}
	ctx, pol := pidContext(t, s)
	now := time.Now()
	if v := pol.Explain("pkill -STOP -f '"+dirOf(desk)+"'", ctx, now); v.Outcome != patterns.Ask || v.Rule != "cmd.guard-tamper" {
		t.Errorf("the desk's path: got %s by %q (%s); want ask by cmd.guard-tamper", v.Outcome, v.Rule, v.Reason)
	}
	if v := pol.Explain("pkill -STOP -f '"+dirOf(other)+"'", ctx, now); v.Outcome != patterns.Allow {
		t.Errorf("another program's path: got %s by %q (%s); want allow", v.Outcome, v.Rule, v.Reason)
	}
}

// TestKillCmdlineSkipsAskers: the command lines a pkill -f pattern is
// matched against are the desk's, never an asker's or the judge's own,
// which hold the very command judged: with `ozdesk ask -- pkill -f vite`
// waiting (a real process whose argv is that), and `ozdesk policy explain
// --command 'pkill -f vite'` judging, `pkill -f vite` stays allowed while
// a pattern of the desk's store path asks (found at the fx53b merge:
// every `pkill -f PATTERN` asked from explain, ask and shell -c).
func TestKillCmdlineSkipsAskers(t *testing.T) {
	if _, err := os.Stat("/proc/self/exe"); err != nil {
		t.Skip("no /proc here")
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Fatalf("no bash: %v", err)
	}
	dir := t.TempDir()
	fifo := filepath.Join(dir, "hold")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	// bash runs the script named by its first word, so argv reads as an
	// ozdesk command line while the process waits in its own open.
	for _, name := range []string{"ask", "serve"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("read x < "+fifo+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	start := func(args ...string) {
		cmd := &exec.Cmd{Path: bash, Args: append([]string{"ozdesk"}, args...), Dir: dir}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	}
	start("ask", "--agent", "claude", "--", "pkill", "-f", "vite")
	start("serve", "--store", "/srv/desk-fx53/store.db")
	want := map[string]bool{"ozdesk ask --agent claude -- pkill -f vite": false, "ozdesk serve --store /srv/desk-fx53/store.db": true}
	deadline := time.Now().Add(10 * time.Second)
	for {
		lines, seen := ozdeskCmdlines(), 0
		for line, kept := range want {
			if slices.Contains(lines, line) {
				if !kept {
					t.Fatalf("the asker's command line %q is listed: %q", line, lines)
				}
				seen++
			}
		}
		if seen == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the desk-like process is not listed: %q", lines)
		}
		time.Sleep(20 * time.Millisecond)
	}
	s := newService(t)
	ctx, pol := pidContext(t, s)
	now := time.Now()
	for cmd, want := range map[string]patterns.Outcome{
		"pkill -f vite":                  patterns.Allow,
		"pkill -f 'node server.js'":      patterns.Allow,
		"pkill -f 'srv/desk-fx53/store'": patterns.Ask,
	} {
		if v := pol.Explain(cmd, ctx, now); v.Outcome != want {
			t.Errorf("%s: got %s by %q (%s); want %s", cmd, v.Outcome, v.Rule, v.Reason, want)
		}
	}
}

func TestAgentSide(t *testing.T) {
	for _, c := range []struct {
		argv []string
		want bool
	}{
		{[]string{"ozdesk", "ask", "--", "pkill", "-f", "x"}, true},
		{[]string{"ozdesk", "--db", "ask", "serve"}, false},
		{[]string{"ozdesk", "--db=/x", "shell", "-c", "x"}, true},
		{[]string{"ozdesk", "--config", "/etc/c.yaml", "hook", "claude-code"}, true},
		{[]string{"ozdesk", "policy", "explain", "--command", "x"}, true},
		{[]string{"ozdesk"}, false},
		{[]string{"ozdesk", "--db", "/tmp/d.db"}, false},
		{[]string{"ozdesk", "serve", "ask"}, false},
	} {
		if got := agentSide(c.argv); got != c.want {
			t.Errorf("agentSide(%q) = %v, want %v", c.argv, got, c.want)
		}
	}
}

// TestStoreSideFilesGuarded: a store outside a directory of ozdesk's has
// its side files guarded with it (rt53: `mkfifo STORE.stamps` was
// allowed, a FIFO where each asker reads its stamp), and flock on the
// store asks (rt53 N9: `flock STORE sleep 600` froze the desk, the CLI
// and every asker behind the store's lock).
func TestStoreSideFilesGuarded(t *testing.T) {
	s := newService(t)
	db := s.st.Path()
	ctx, pol := pidContext(t, s)
	now := time.Now()
	for cmd, want := range map[string]patterns.Outcome{
		"mkfifo " + db + ".stamps":        patterns.Ask,
		"rm -f " + db + ".unreached":      patterns.Ask,
		"flock " + db + " sleep 600":      patterns.Ask,
		"flock -n /tmp/build.lock make":   patterns.Allow,
		"mkfifo " + t.TempDir() + "/pipe": patterns.Allow,
	} {
		v := pol.Explain(cmd, ctx, now)
		if v.Outcome != want || want == patterns.Ask && v.Rule != "cmd.guard-tamper" {
			t.Errorf("%s: got %s by %q (%s); want %s", cmd, v.Outcome, v.Rule, v.Reason, want)
		}
	}
}
