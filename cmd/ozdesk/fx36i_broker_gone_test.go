package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestFx36iBrokerGoneRefusesAtOnce (rt35i F4): every adapter in protected
// mode refuses at once, with the reason, when no broker can answer: no
// socket (never started), a broker stopped by SIGSTOP (its socket still
// takes connections and requests), and a broker started then stopped
// (SIGTERM). Before, a SIGSTOPped broker held `ozdesk shell` for the
// client's call timeout (60 s) and each hook for its --wait. The command
// never runs: its marker file is not made.
func TestFx36iBrokerGoneRefusesAtOnce(t *testing.T) {
	needRoot(t)
	bin := buildTool(t, ".", "ozdesk")
	brokerAcct := makeAccount(t, "oz36b")
	agent := makeAccount(t, "oz36a")
	n := newNode(t, bin, brokerAcct, "operators:\n  - {user: root, role: admin}\n")
	work := t.TempDir()
	if err := os.Chmod(work, 0o777); err != nil {
		t.Fatal(err)
	}
	marker := filepath.Join(work, "ran")
	command := "touch " + marker
	// bound is well under the hooks' --wait and the client's call
	// timeout, and generous for a loaded machine.
	const bound = 15 * time.Second
	check := func(t *testing.T, state, want string) {
		t.Helper()
		for _, a := range brokerGoneAdapters(work, command) {
			start := time.Now()
			r := n.ozdesk(agent, a.stdin, a.args...)
			took := time.Since(start)
			out := r.stdout + r.stderr
			t.Logf("%s, %s: %v, exit %d", state, a.name, took.Round(time.Millisecond), r.code)
			if took > bound {
				t.Errorf("%s, %s: took %v to refuse, want under %v", state, a.name, took, bound)
			}
			if !a.refused(r) || !strings.Contains(out, want) {
				t.Errorf("%s, %s: exit %d, want a refusal saying %q:\n%s", state, a.name, r.code, want, out)
			}
			if _, err := os.Stat(marker); err == nil {
				t.Fatalf("%s, %s: the command ran", state, a.name)
			}
		}
	}
	check(t, "no broker", "no broker is running")
	n.start(t)
	if err := n.serve.Process.Signal(syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	check(t, "broker stopped by SIGSTOP", "is stopped")
	if err := n.serve.Process.Signal(syscall.SIGCONT); err != nil {
		t.Fatal(err)
	}
	n.stop()
	check(t, "broker stopped by SIGTERM", "no broker is running")
}

// brokerGoneAdapter is one adapter's call, and how it refuses in its
// harness's terms.
type brokerGoneAdapter struct {
	name    string
	args    []string
	stdin   string
	refused func(procResult) bool
}

// brokerGoneAdapters are the calls of `ozdesk shell` and of every hook
// for command, run in dir.
func brokerGoneAdapters(dir, command string) []brokerGoneAdapter {
	q, _ := json.Marshal(command)
	qd, _ := json.Marshal(dir)
	claude := fmt.Sprintf(`{"session_id":"s1","transcript_path":"/tmp/t.jsonl","cwd":%s,"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":%s},"tool_use_id":"tu1"}`, qd, q)
	gemini := fmt.Sprintf(`{"session_id":"s1","transcript_path":"/tmp/t.json","cwd":%s,"hook_event_name":"BeforeTool","timestamp":"2026-01-01T00:00:00Z","tool_name":"run_shell_command","tool_input":{"command":%s}}`, qd, q)
	crush := fmt.Sprintf(`{"event":"PreToolUse","session_id":"s1","cwd":%s,"tool_name":"bash","tool_input":{"command":%s}}`, qd, q)
	denies := func(r procResult) bool { return r.code == 0 && strings.Contains(r.stdout, `"deny"`) }
	return []brokerGoneAdapter{
		{"shell", []string{"shell", "-c", command}, "", func(r procResult) bool { return r.code == exitShellRefused }},
		{"hook claude-code", []string{"hook", "claude-code", "--wait", "60s"}, claude, denies},
		{"hook codex", []string{"hook", "codex", "--wait", "60s"}, claude, denies},
		{"hook gemini-cli", []string{"hook", "gemini-cli", "--wait", "60s"}, gemini, denies},
		{"hook crush", []string{"hook", "crush", "--wait", "60s"}, crush, denies},
	}
}
