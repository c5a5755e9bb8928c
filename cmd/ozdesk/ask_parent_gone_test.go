package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestAskParentGone (rt47k M1 variant): the harness that started a
// waiting `ozdesk ask` is killed (-9); the asker, reparented, withdraws
// its ask, "its agent is gone: the process that started it ended", and
// an operator's approval then changes nothing (exit 6, "withdrawn"), so
// the trail never says approved of a command nothing would run. Failed
// before: the orphaned asker kept waiting, received the approval, and
// the trail said approved. An asker whose parent stays (a shell that
// waits for it, as `nohup` and `setsid -w` leave it) waits on.
func TestAskParentGone(t *testing.T) {
	ozBin := buildOzdesk(t)
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	script := func(command string) *exec.Cmd {
		// "; true": the shell waits for ozdesk ask instead of becoming it
		sh := exec.Command("sh", "-c", shellQuote(ozBin)+" ask --db "+shellQuote(oz.db)+" --agent wrap -- "+command+"; true")
		sh.Dir = t.TempDir()
		sh.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
		if err := sh.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			_ = syscall.Kill(-sh.Process.Pid, syscall.SIGKILL) // the asker too, should it linger
			_ = sh.Wait()
		})
		return sh
	}
	kept := script("npm publish --tag kept")
	harnessShell := script("npm publish --tag orphan")
	orphan := waitPendingAsk(t, oz, "npm publish --tag orphan")
	waitPendingAsk(t, oz, "npm publish --tag kept")
	if err := harnessShell.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_ = harnessShell.Wait()
	for end := time.Now().Add(60 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		gone := true
		for _, a := range pendingAsks(t, oz) {
			gone = gone && a.id() != orphan.id()
		}
		if gone {
			break
		}
		if time.Now().After(end) {
			t.Fatal("the orphaned asker's ask still waits 60 s after its harness was killed")
		}
	}
	out, err := oz.run("queue", "approve", orphan.id())
	if err == nil || !strings.Contains(err.Error(), "withdrawn") || !strings.Contains(err.Error(), "its agent is gone: the process that started it ended") {
		t.Errorf("approving the orphan's ask: %v\n%s", err, out)
	}
	if trail := string(oz.must(t, "audit")); strings.Contains(trail, "approved") {
		t.Errorf("the trail says approved:\n%s", trail)
	}
	if p := pendingAsks(t, oz); len(p) != 1 || p[0].Command != "npm publish --tag kept" {
		t.Errorf("pending: %+v; want the ask whose shell still runs", p)
	}
	_ = kept
}
