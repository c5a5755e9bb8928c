package queue

import (
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// startSession runs, in a session and process group of its own, a shell
// that starts sleep copied to dir/child in the background and then runs
// sleep itself: the group and session are led by sleep and hold child.
// It returns the leader's pid (the group's and session's id), once child
// runs, and ends the group at the test's end.
func startSession(t *testing.T, child string) int {
	t.Helper()
	exe := sleepCopy(t, child)
	sleep, err := exec.LookPath("sleep")
	if err != nil {
		t.Fatalf("no sleep: %v", err)
	}
	cmd := exec.Command("sh", "-c", `"$0" 60 & exec "$1" 60`, exe, sleep)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", child, err)
	}
	leader := cmd.Process.Pid
	t.Cleanup(func() {
		_ = syscall.Kill(-leader, syscall.SIGKILL)
		_ = cmd.Wait()
	})
	for deadline := time.Now().Add(10 * time.Second); ; {
		if memberNamed(leader, child) {
			return leader
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s never ran in group %d", child, leader)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// memberNamed reports whether a process whose comm is name is in group id.
func memberNamed(id int, name string) bool {
	ents, err := os.ReadDir("/proc")
	if err != nil {
		return false
	}
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		comm, err := os.ReadFile(fmt.Sprintf("/proc/%d/comm", pid))
		if pgrp, _, ok := procGroup(pid); ok && pgrp == id && err == nil && string(comm) == name+"\n" && pid != id {
			return true
		}
	}
	return false
}

// TestOzdeskInGroup: a process group and a session that hold a running
// ozdesk led by another program (sleep) are found; the same of another
// program, a pid that leads no group and no id are not (issue 9).
func TestOzdeskInGroup(t *testing.T) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc here")
	}
	desk, other := startSession(t, "ozdesk"), startSession(t, "vite")
	if ozdeskProcess(desk) {
		t.Fatalf("the leader %d is taken for ozdesk itself: the test would not show a member is found", desk)
	}
	for _, session := range []bool{false, true} {
		if !ozdeskInGroup(desk, session) {
			t.Errorf("group %d (session %v) holds ozdesk: not found", desk, session)
		}
		if ozdeskInGroup(other, session) {
			t.Errorf("group %d (session %v) holds vite only: found", other, session)
		}
		if ozdeskInGroup(0, session) || ozdeskInGroup(-desk, session) {
			t.Errorf("no id (session %v): found", session)
		}
	}
}

// TestKillOzdeskGroupAsks: a kill of a process group, and a pkill of a
// group or session, holding a running ozdesk that another program leads
// asks (issue 9: pkill -STOP -g PGID was allowed unless ozdesk led it);
// the same of a group without ozdesk, and of the leader's pid alone, are
// left alone.
func TestKillOzdeskGroupAsks(t *testing.T) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc here")
	}
	s := newService(t)
	desk, other := startSession(t, "ozdesk"), startSession(t, "vite")
	ctx, pol := pidContext(t, s)
	now := time.Now()
	for _, l := range []string{"kill -STOP -%d", "kill -STOP -- -%d", "pkill -STOP -g %d", "pkill -STOP -s %d", "pkill -STOP --session=%d"} {
		if v := pol.Explain(fmt.Sprintf(l, desk), ctx, now); v.Outcome != patterns.Ask || v.Rule != "cmd.guard-tamper" {
			t.Errorf("%q of the desk's group: got %s by %q (%s); want ask by cmd.guard-tamper", fmt.Sprintf(l, desk), v.Outcome, v.Rule, v.Reason)
		}
		if v := pol.Explain(fmt.Sprintf(l, other), ctx, now); v.Outcome != patterns.Allow {
			t.Errorf("%q of another group: got %s by %q (%s); want allow", fmt.Sprintf(l, other), v.Outcome, v.Rule, v.Reason)
		}
	}
	// The leader alone is the desk's parent here, its host (fx52c, rt50k
	// NEW-6): it asks now; the other group's leader stays allowed.
	if l := fmt.Sprintf("kill -STOP %d", desk); pol.Explain(l, ctx, now).Outcome != patterns.Ask {
		t.Errorf("%q (the leader, the desk's parent): want ask", l)
	}
	if l := fmt.Sprintf("kill -STOP %d", other); pol.Explain(l, ctx, now).Outcome != patterns.Allow {
		t.Errorf("%q (another group's leader, alone): want allow", l)
	}
}

// TestKillOzdeskPidVarAsks: a variable the line sets to a running
// ozdesk's pid through let, ((…)), printf -v, read <<< or declare -i
// asks (issue 9); another program's stays allowed.
func TestKillOzdeskPidVarAsks(t *testing.T) {
	if _, err := os.Stat("/proc/self/exe"); err != nil {
		t.Skip("no /proc here")
	}
	s := newService(t)
	desk, other := startNamed(t, "ozdesk"), startNamed(t, "vite")
	ctx, pol := pidContext(t, s)
	now := time.Now()
	for _, l := range []string{
		"let p=%d; kill -STOP $p", `let "p = %d - 0"; kill -STOP $p`, "(( p = %d )); kill -STOP $p",
		"printf -v p %%d %d; kill -STOP $p", "read p <<< %d; kill -STOP $p", "declare -i p=%d; kill -STOP $p",
		"if true; then let p=%d; fi; kill -STOP $p",
	} {
		if v := pol.Explain(fmt.Sprintf(l, desk), ctx, now); v.Outcome != patterns.Ask || v.Rule != "cmd.guard-tamper" {
			t.Errorf("%q of the desk: got %s by %q (%s); want ask by cmd.guard-tamper", fmt.Sprintf(l, desk), v.Outcome, v.Rule, v.Reason)
		}
		if v := pol.Explain(fmt.Sprintf(l, other), ctx, now); v.Outcome != patterns.Allow {
			t.Errorf("%q of another program: got %s by %q (%s); want allow", fmt.Sprintf(l, other), v.Outcome, v.Rule, v.Reason)
		}
	}
}

// BenchmarkOzdeskInGroup: one look for a group that holds no ozdesk, the
// whole of /proc read (what a `kill -- -PGID` of another group costs).
func BenchmarkOzdeskInGroup(b *testing.B) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		b.Skip("no /proc here")
	}
	for b.Loop() {
		ozdeskInGroup(1<<30, false)
	}
}
