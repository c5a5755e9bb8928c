package patterns

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
)

// TestFx52aProcExe: a program named by /proc/PID/exe runs what that process
// runs (rt50k NEW-3: `/proc/DESKPID/exe --db STORE queue approve 3`
// approved the agent's own ask). An ozdesk process's link asks for
// certain, another's is left alone, /proc/self/exe and a glob or a pid not
// looked up ask as a might; ozdesk's reads stay alone. A real process, a
// copy of sleep named ozdesk, is reached through a link to its /proc
// directory resolved on disk.
func TestFx52aProcExe(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	sleep, err := exec.LookPath("sleep")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	body, err := os.ReadFile(sleep)
	if err != nil {
		t.Fatal(err)
	}
	oz := filepath.Join(dir, "ozdesk")
	if err := os.WriteFile(oz, body, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(oz, "60")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	pid := strconv.Itoa(cmd.Process.Pid)
	if err := os.Symlink("/proc/"+pid, filepath.Join(dir, "pd")); err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	ctx.OzdeskPid = func(n int) bool { return strconv.Itoa(n) == pid }
	cases := []struct {
		evalCase
		certain bool
	}{
		{ask("/proc/"+pid+"/exe --db /tmp/t.db queue approve 3", "cmd.guard-tamper"), true},
		{ask("/proc/"+pid+"/exe queue approve 3", "cmd.guard-tamper"), true},
		{ask("/proc/"+pid+"/task/"+pid+"/exe policy allow 'rm **'", "cmd.guard-tamper"), true},
		{ask("cd /proc/"+pid+" && ./exe queue approve 3", "cmd.guard-tamper"), true},
		{ask(dir+"/pd/exe --db /tmp/t.db queue approve 3", "cmd.guard-tamper"), true},
		{ask("/proc/"+pid[:len(pid)-1]+"[0-9]/exe queue approve 3", "cmd.guard-tamper"), false},
		{ask("/proc/self/exe queue approve 3", "cmd.guard-tamper"), false},
		{ask("/proc/$P/exe queue approve 3", "cmd.unreadable"), false},
		{allow("/proc/" + pid + "/exe queue ls"), false},
		{allow("/proc/" + pid + "/exe --help"), false},
		{ask("/proc/1/exe queue approve 3", "cmd.guard-tamper"), false}, // ozdesk's verbs under any name might be ozdesk (rt53 N10)
		{allow("/proc/1/exe queue ls"), false},
		{allow("./gradlew build"), false},
		{allow("/usr/bin/env python3 -V"), false},
	}
	ctx.RealPath = diskPath
	for _, c := range cases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
			continue
		}
		if c.want == Ask && v.Because != nil && v.Because.Certain != c.certain {
			t.Errorf("%q: certain %v; want %v", c.cmd, v.Because.Certain, c.certain)
		}
	}
	// Where no one looks up the pid (a replay), /proc/PID/exe might be
	// ozdesk's.
	ctx.OzdeskPid, ctx.RealPath = nil, nil
	if v := pol.Explain("/proc/"+pid+"/exe queue approve 3", ctx, testNow); v.Rule != "cmd.guard-tamper" {
		t.Errorf("without a look: got %s by %q; want ask by cmd.guard-tamper", v.Outcome, v.Rule)
	}
}
