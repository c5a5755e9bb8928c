package main

import (
	"os"
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
		return startShell(t, shellQuote(ozBin)+" ask --db "+shellQuote(oz.db)+" --agent wrap -- "+command+"; true")
	}
	script("npm publish --tag kept")
	harnessShell := script("npm publish --tag orphan")
	orphanAsked(t, oz, harnessShell, "npm publish --tag orphan")
	waitPendingAsk(t, oz, "npm publish --tag kept")
	if p := pendingAsks(t, oz); len(p) != 1 || p[0].Command != "npm publish --tag kept" {
		t.Errorf("pending: %+v; want the ask whose shell still runs", p)
	}
}

// TestAskParentGoneHook: the same of a hook (Claude Code's) whose
// harness is killed while it waits.
func TestAskParentGoneHook(t *testing.T) {
	ozBin := buildOzdesk(t)
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	call := filepath.Join(t.TempDir(), "call.json")
	if err := os.WriteFile(call, []byte(hookCall(t, "claude-code", t.TempDir(), "npm publish --tag hooked")), 0o600); err != nil {
		t.Fatal(err)
	}
	harnessShell := startShell(t, shellQuote(ozBin)+" hook claude-code --db "+shellQuote(oz.db)+" --wait 5m < "+shellQuote(call)+"; true")
	orphanAsked(t, oz, harnessShell, "npm publish --tag hooked")
}

// startShell starts sh -c script in a process group of its own, killed
// whole when the test ends.
func startShell(t *testing.T, script string) *exec.Cmd {
	t.Helper()
	sh := exec.Command("sh", "-c", script)
	sh.Dir = t.TempDir()
	sh.Env = append(os.Environ(), "XDG_STATE_HOME="+t.TempDir())
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

// orphanAsked waits for command's ask, kills harnessShell, the process
// that started its asker, and checks the ask is withdrawn, its agent
// gone, and an approval changes nothing.
func orphanAsked(t *testing.T, oz ozdeskCLI, harnessShell *exec.Cmd, command string) {
	t.Helper()
	orphan := waitPendingAsk(t, oz, command)
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
}
