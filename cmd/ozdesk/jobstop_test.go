package main

import (
	"bytes"
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

// procState is the state letter of process pid ("T" when stopped).
func procState(pid int) string {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return ""
	}
	s := string(b)
	if i := strings.LastIndexByte(s, ')'); i >= 0 && i+2 < len(s) {
		return s[i+2 : i+3]
	}
	return ""
}

// TestWaitIgnoresJobStops (rt12 #5): a hook, an ask or a guarded shell
// that waits at the desk is not stopped by SIGTSTP, SIGTTIN or SIGTTOU (a
// stopped hook answers nothing, and its harness waits for its own timeout,
// then runs the command): it goes on waiting and refuses by --wait. The
// shell's bash still gets them as the shell was started with.
func TestWaitIgnoresJobStops(t *testing.T) {
	oz := ozdeskCLI{bin: buildOzdesk(t), db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	// Long enough for the nine at once to see their asks pending (and
	// signal them) under load before the asks expire.
	const wait = 6 * time.Second
	type stopCase struct {
		sig syscall.Signal
		who string
	}
	var cases []stopCase
	for _, sig := range []syscall.Signal{syscall.SIGTSTP, syscall.SIGTTIN, syscall.SIGTTOU} {
		for _, who := range []string{"hook", "ask", "shell"} {
			cases = append(cases, stopCase{sig, who})
		}
	}
	// Each waits out --wait on an ask of its own in the shared store: the
	// nine go at once, their waits overlapping.
	runAtOnce(len(cases), func(i int) {
		sig, who := cases[i].sig, cases[i].who
		t.Run(who+"/"+sig.String(), func(t *testing.T) {
			command := fmt.Sprintf("npm publish --tag %s-%d", who, int(sig))
			var cmd *exec.Cmd
			switch who {
			case "hook":
				cmd = exec.Command(oz.bin, "hook", "claude-code", "--db", oz.db, "--wait", wait.String())
				cmd.Stdin = strings.NewReader(hookCall(t, "claude-code", t.TempDir(), command))
			case "ask":
				cmd = exec.Command(oz.bin, "ask", "--db", oz.db, "--agent", "bot", "--wait", wait.String(), "--", command)
			case "shell":
				cmd = exec.Command(oz.bin, "shell", "--db", oz.db, "--wait", wait.String(), "-c", command)
			}
			var out bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &out
			// A process group of its own under the test's: Linux
			// drops these signals for an orphaned process group
			// (the test's own may be one), not for this one.
			cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = cmd.Process.Kill() })
			exited := make(chan error, 1)
			go func() { exited <- cmd.Wait() }()
			waitPendingAsk(t, oz, command)
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			time.Sleep(300 * time.Millisecond)
			if st := procState(cmd.Process.Pid); st == "T" {
				_ = cmd.Process.Signal(syscall.SIGCONT)
				t.Errorf("%s was stopped by %v while it waited: its harness would wait for its own timeout", who, sig)
			}
			select {
			case err := <-exited:
				if who != "hook" && err == nil {
					t.Errorf("%s ended allowed: %s", who, out.String())
				}
				if !strings.Contains(out.String(), "nobody decided") {
					t.Errorf("%s said %q; want its ask's expiry", who, out.String())
				}
			case <-time.After(wait + 30*time.Second):
				t.Fatalf("%s did not end within --wait %v and 30 s after %v", who, wait, sig)
			}
		})
	})

	// The shell's bash runs with the job-control signals as the shell got
	// them: not ignored.
	r, err := exec.Command(oz.bin, "shell", "--db", oz.db, "-c", "grep SigIgn /proc/self/status").CombinedOutput()
	if err != nil {
		t.Fatalf("shell: %v\n%s", err, r)
	}
	mask, err := strconv.ParseUint(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(string(r)), "SigIgn:")), 16, 64)
	if err != nil {
		t.Fatalf("read %q: %v", r, err)
	}
	for _, sig := range []syscall.Signal{syscall.SIGTSTP, syscall.SIGTTIN, syscall.SIGTTOU} {
		if mask&(1<<(uint(sig)-1)) != 0 {
			t.Errorf("bash under ozdesk shell ignores %v (SigIgn %x)", sig, mask)
		}
	}
}
