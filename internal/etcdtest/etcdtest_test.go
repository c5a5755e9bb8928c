package etcdtest

import (
	"bufio"
	"debug/buildinfo"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// alive reports whether process pid runs (a zombie, exited but not yet
// reaped, does not).
func alive(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return syscall.Kill(pid, 0) == nil
	}
	s := string(b)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	return len(f) > 0 && f[0] != "Z" && f[0] != "X"
}

// gone waits until process pid no longer runs, and reports whether it
// stopped within limit.
func gone(pid int, limit time.Duration) bool {
	for end := time.Now().Add(limit); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		if !alive(pid) {
			return true
		}
	}
	return !alive(pid)
}

// pids returns the running members' process IDs.
func (c *Cluster) pids() []int {
	c.mu.Lock()
	defer c.mu.Unlock()
	var ps []int
	for _, m := range c.members {
		if m.proc != nil {
			ps = append(ps, m.proc.cmd.Process.Pid)
		}
	}
	return ps
}

// TestMembersAreProcesses: each member is a process of its own, of a
// binary built without the race detector; the leader is found and moved
// through the members' API; Stop ends a member's process, StartAgain
// starts one on the same data, Close ends them all.
func TestMembersAreProcesses(t *testing.T) {
	t.Parallel()
	c := StartTLS(t, 3)
	pids := c.pids()
	if len(pids) != 3 {
		t.Fatalf("running member processes: %v, want 3", pids)
	}
	for _, pid := range pids {
		if pid == os.Getpid() || !alive(pid) {
			t.Fatalf("member process %d: not a running process of its own (test process %d)", pid, os.Getpid())
		}
	}
	info, err := buildinfo.ReadFile(c.bin)
	if err != nil {
		t.Fatalf("read the member binary's build info: %v", err)
	}
	for _, s := range info.Settings {
		if s.Key == "-race" && s.Value == "true" {
			t.Fatalf("member binary %s built with -race", c.bin)
		}
	}
	from, to, err := c.MoveLeader()
	if err != nil {
		t.Fatalf("move the leader: %v", err)
	}
	if from == to {
		t.Fatalf("leader moved from m%d to itself", from)
	}
	if lead := c.Leader(); lead != to {
		t.Fatalf("leader after the move from m%d to m%d: m%d", from, to, lead)
	}
	c.Stop(to)
	if !gone(pids[to], time.Minute) {
		t.Fatalf("member m%d's process %d runs after Stop", to, pids[to])
	}
	c.StartAgain(to)
	if p := c.pids(); len(p) != 3 || p[to] == pids[to] {
		t.Fatalf("member processes after StartAgain(%d): %v (before %v)", to, p, pids)
	}
	all := c.pids()
	c.Close()
	for _, pid := range all {
		if alive(pid) {
			t.Errorf("member process %d runs after Close", pid)
		}
	}
}

// TestMemberFailureQuotesItsLog: a member that cannot start is reported
// with the end of what it wrote on its standard error.
func TestMemberFailureQuotesItsLog(t *testing.T) {
	t.Parallel()
	bin, err := memberBinary()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	// Its data directory is a file: the server cannot start there.
	data := filepath.Join(dir, "data")
	if err := os.WriteFile(data, []byte("not a directory"), 0o600); err != nil {
		t.Fatal(err)
	}
	addr := freePort(t)
	_, err = startProc(bin, filepath.Join(dir, "m0.stderr"), []string{"-name", "m0", "-data-dir", data,
		"-client-url", "http://" + freePort(t), "-peer-url", "http://" + addr, "-initial-cluster", "m0=http://" + addr})
	if err == nil {
		t.Fatal("member started on a data directory that is a file")
	}
	if !strings.Contains(err.Error(), "member: start m0:") || !strings.Contains(err.Error(), "=== member started") {
		t.Fatalf("error does not quote the member's standard error: %v", err)
	}
}

// childEnv, when set, makes TestMembersDieWithTestProcess the test
// process that starts a cluster and is killed.
const childEnv = "OZDESK_ETCDTEST_CHILD"

// TestMembersDieWithTestProcess: when the test process is killed
// (SIGKILL: no cleanup runs), its member processes die too.
func TestMembersDieWithTestProcess(t *testing.T) {
	if os.Getenv(childEnv) != "" {
		c := Start(t, 1)
		fmt.Printf("pids %s\n", strings.Trim(fmt.Sprint(c.pids()), "[]"))
		select {} // until killed
	}
	t.Parallel()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(self, "-test.run=^TestMembersDieWithTestProcess$", "-test.count=1")
	cmd.Env = append(os.Environ(), childEnv+"=1")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var errOut strings.Builder
	cmd.Stderr = &errOut
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill() })
	var pids []int
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "pids "); ok {
			for _, f := range strings.Fields(rest) {
				pid, err := strconv.Atoi(f)
				if err != nil {
					t.Fatalf("child's line %q: %v", sc.Text(), err)
				}
				pids = append(pids, pid)
			}
			break
		}
	}
	if len(pids) != 1 || !alive(pids[0]) {
		t.Fatalf("child's member processes: %v (running: %v); its standard error:\n%s", pids, len(pids) == 1 && alive(pids[0]), errOut.String())
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	if !gone(pids[0], time.Minute) {
		_ = syscall.Kill(pids[0], syscall.SIGKILL)
		t.Fatalf("member process %d runs after its test process was killed", pids[0])
	}
}
