package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestHookSignalTrapped (rt37h D6): the harnesses run a hook's command
// with a shell (Claude Code: /bin/sh -c, its spawn's shell: true; Gemini
// CLI: bash -c; Codex: a shell, measured by TestCodexCdHookDir's `pwd >
// …; exec …`). A command that begins `trap ” INT HUP;` and then execs
// the adapter-only hook starts Go with SIGINT and SIGHUP ignored, and Go
// keeps them ignored until internal/hooksignal's Notify catches them
// (os/signal: "If the Go program is started with either SIGHUP or SIGINT
// ignored … they will remain ignored"): a SIGINT or SIGHUP at any moment
// from the exec on is lost or caught, never a death. Signalled 0–150 ms
// after the exec in 15 ms steps (where TestHookSignalSweep's hooks, with
// no trap, die), every hook answers its harness's refusal of a command
// the policy refuses. What stays open is the shell's own start before
// its trap (about a millisecond), and SIGTERM, which the runtime catches
// at its start whatever the shell set (measured: an early SIGTERM still
// kills a hook started so): README's "Failing closed" says so.
func TestHookSignalTrapped(t *testing.T) {
	bin := buildTool(t, ".", "ozdesk-hook", "-tags", adapterTags)
	oz := ozdeskCLI{bin: buildOzdesk(t), db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	oz.must(t, "policy", "refuse", "touch refused.txt", "--reason", "no touching")
	shells := map[string]string{"claude-code": "/bin/sh", "gemini-cli": "bash"}
	for _, harness := range []string{"gemini-cli", "claude-code"} {
		for _, s := range []syscall.Signal{syscall.SIGINT, syscall.SIGHUP} {
			for delay := time.Duration(0); delay <= 150*time.Millisecond; delay += 15 * time.Millisecond {
				line := "trap '' INT HUP; exec " + shellQuote(bin) + " hook " + harness + " --db " + shellQuote(oz.db) + " --wait 60s"
				cmd := exec.Command(shells[harness], "-c", line)
				cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(filepath.Dir(oz.db), "state"))
				cmd.Stdin = bytes.NewReader([]byte(hookCall(t, harness, t.TempDir(), "touch refused.txt")))
				var out, errOut bytes.Buffer
				cmd.Stdout, cmd.Stderr = &out, &errOut
				if err := cmd.Start(); err != nil {
					t.Fatal(err)
				}
				execed(t, cmd.Process.Pid, bin)
				time.Sleep(delay)
				_ = cmd.Process.Signal(s) // the hook may be done already
				r := waitProc(cmd, cmd.Wait(), &out, &errOut)
				if err := blocksIn(harness, r); err != nil {
					t.Errorf("%s, %v %v after its exec: %v (stdout %q, stderr %q)", harness, s, delay, err, r.stdout, r.stderr)
				}
			}
		}
	}
}

// execed waits until process pid runs bin (the shell has run its trap
// and exec'd), or has ended.
func execed(t *testing.T, pid int, bin string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		exe, err := os.Readlink(fmt.Sprintf("/proc/%d/exe", pid))
		if err != nil || exe == bin {
			return
		}
		time.Sleep(200 * time.Microsecond)
	}
	t.Fatalf("process %d did not exec %s in 10s", pid, bin)
}
