package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// hookHarnesses are the harnesses whose hook is a process ozdesk answers
// in (opencode runs a plugin, which calls `ozdesk ask`).
var hookHarnesses = []string{"claude-code", "codex", "gemini-cli", "crush"}

// hookCall is the JSON call harness sends its hook for a shell command
// run in cwd.
func hookCall(t *testing.T, harness, cwd, command string) string {
	t.Helper()
	call := map[string]any{"session_id": "s1", "cwd": cwd, "tool_input": map[string]any{"command": command}}
	switch harness {
	case "claude-code", "codex":
		call["hook_event_name"], call["tool_name"] = "PreToolUse", "Bash"
	case "gemini-cli":
		call["hook_event_name"], call["tool_name"] = "BeforeTool", "run_shell_command"
	case "crush":
		call["event"], call["tool_name"] = "PreToolUse", "bash"
	default:
		t.Fatalf("no call for harness %s", harness)
	}
	b, err := json.Marshal(call)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// blocksIn reports whether harness refuses the command on r, by its own
// rules (each harness's PROTOCOL.md): exit 2 with a reason on stderr, or
// exit 0 with its deny on stdout. Anything else (a signal's death, exit 1,
// no answer) runs the command.
func blocksIn(harness string, r procResult) error {
	switch {
	case r.killed || r.code < 0:
		return fmt.Errorf("the hook died (%d): %s runs the command", r.code, harness)
	case r.code == 2:
		if strings.TrimSpace(r.stderr) == "" {
			return fmt.Errorf("exit 2 with nothing on stderr")
		}
		return nil
	case r.code != 0:
		return fmt.Errorf("exit %d: %s runs the command", r.code, harness)
	}
	var out struct {
		Decision string `json:"decision"`
		Specific struct {
			Decision string `json:"permissionDecision"`
			Reason   string `json:"permissionDecisionReason"`
		} `json:"hookSpecificOutput"`
		Reason string `json:"reason"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &out); err != nil {
		return fmt.Errorf("exit 0 without a JSON answer (%q): %s runs the command", r.stdout, harness)
	}
	decision, reason := out.Decision, out.Reason
	if harness == "claude-code" || harness == "codex" {
		decision, reason = out.Specific.Decision, out.Specific.Reason
	}
	if decision != "deny" || reason == "" {
		return fmt.Errorf("exit 0 answering %q: %s does not block it", r.stdout, harness)
	}
	return nil
}

// startHook starts `ozdesk hook HARNESS` on oz's store with call on its
// standard input (left open when keepOpen), its outputs captured.
func startHook(t *testing.T, oz ozdeskCLI, harness, call string, keepOpen bool, args ...string) (*exec.Cmd, func() procResult) {
	t.Helper()
	cmd := exec.Command(oz.bin, append([]string{"hook", harness, "--db", oz.db}, args...)...)
	cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(filepath.Dir(oz.db), "state"))
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	if _, err := stdin.Write([]byte(call)); err != nil {
		t.Fatal(err)
	}
	if !keepOpen {
		_ = stdin.Close()
	}
	t.Cleanup(func() { _ = stdin.Close(); _ = cmd.Process.Kill() })
	return cmd, func() procResult {
		err := cmd.Wait()
		_ = stdin.Close()
		return waitProc(cmd, err, &out, &errOut)
	}
}

// TestHookSignalsBlock: every catchable signal that ends a process, sent
// while a hook waits at the desk, ends it with its harness's refusal (and
// the ask withdrawn), never with a signal's death, which every harness
// takes as "run it".
func TestHookSignalsBlock(t *testing.T) {
	oz := ozdeskCLI{bin: buildOzdesk(t), db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	signals := []syscall.Signal{syscall.SIGHUP, syscall.SIGINT, syscall.SIGTERM, syscall.SIGQUIT}
	for _, harness := range hookHarnesses {
		for _, sig := range signals {
			t.Run(harness+"/"+sig.String(), func(t *testing.T) {
				command := "npm publish --tag " + strings.ReplaceAll(harness+sig.String(), " ", "-")
				cmd, wait := startHook(t, oz, harness, hookCall(t, harness, t.TempDir(), command), false, "--wait", "60s")
				waitPendingAsk(t, oz, command)
				if err := cmd.Process.Signal(sig); err != nil {
					t.Fatal(err)
				}
				r := wait()
				if err := blocksIn(harness, r); err != nil {
					t.Errorf("after %v: %v (stdout %q, stderr %q)", sig, err, r.stdout, r.stderr)
				}
				if strings.Contains(r.stderr, "goroutine ") {
					t.Errorf("after %v the hook printed a stack dump: %.200q", sig, r.stderr)
				}
				for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(100 * time.Millisecond) {
					p := pendingAsks(t, oz)
					if len(p) == 0 {
						break
					}
					if time.Now().After(deadline) {
						t.Fatalf("asks left pending after %v: %+v", sig, p)
					}
				}
			})
		}
	}
}

// TestHookClosedStdout: a harness that closed the hook's standard output
// gets exit 2 and the reason on standard error (every harness blocks on
// it), never a death by SIGPIPE. Codex's allow is no output at all, so it
// exits 0.
func TestHookClosedStdout(t *testing.T) {
	oz := ozdeskCLI{bin: buildOzdesk(t), db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	for _, harness := range hookHarnesses {
		for _, command := range []string{"ls", "rm -rf ~"} {
			t.Run(harness+"/"+command, func(t *testing.T) {
				r, w, err := os.Pipe()
				if err != nil {
					t.Fatal(err)
				}
				_ = r.Close()
				cmd := exec.Command(oz.bin, "hook", harness, "--db", oz.db, "--wait", "1s")
				cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(filepath.Dir(oz.db), "state"))
				cmd.Stdin = strings.NewReader(hookCall(t, harness, t.TempDir(), command))
				cmd.Stdout = w
				var errOut bytes.Buffer
				cmd.Stderr = &errOut
				err = cmd.Run()
				_ = w.Close()
				res := waitProc(cmd, err, &bytes.Buffer{}, &errOut)
				want := 2
				if harness == "codex" && command == "ls" {
					want = 0
				}
				if res.code != want || (want == 2 && strings.TrimSpace(res.stderr) == "") {
					t.Errorf("exit %d (%v), stderr %q; want %d with a reason", res.code, err, res.stderr, want)
				}
			})
		}
	}
}
