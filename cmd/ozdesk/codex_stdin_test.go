package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// codexSessionID reads the session id from exec_command's output about a
// process still running ("Process running with session ID 1234").
var codexSessionID = regexp.MustCompile(`session ID (\d+)`)

// TestCodexWriteStdin: Codex's exec_command can start a command in a
// terminal (tty), and its write_stdin tool types into it later; no
// PreToolUse hook runs for write_stdin, whatever the matcher. So a shell
// started in a terminal would run whatever the model types into it,
// unjudged. Through `ozdesk hook codex` (the README's snippet), the model
// opens `bash` in a terminal and types `touch ran.txt` into it: the hook
// refuses the shell, so there is nothing to type into and nothing runs.
// With Codex's own setting features.unified_exec_tty = false (which the
// README documents), Codex refuses the terminal itself.
func TestCodexWriteStdin(t *testing.T) {
	codex := codexBinary(t)
	ozBin := buildOzdesk(t)
	tests := []struct {
		name     string
		start    string // the command the model starts in a terminal
		features string // a [features] table added to config.toml
		model    string // the first function_call_output holds this
	}{
		{name: "shell in a terminal", start: "bash", model: "write_stdin"},
		{name: "terminal off", start: "sleep 5", features: "[features]\nunified_exec_tty = false\n", model: "TTY execution is disabled"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, oz := harnessDesk(t, ozBin, "ozcodexs-")
			run := newCodexRun(t, codex, root, "", codexHookCommand(ozBin, "--db", oz.db, "--wait", "60s"))
			if tt.features != "" {
				path := filepath.Join(root, "codex-home", "config.toml")
				b, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, append(b, "\n"+tt.features...), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			run.api.setSteps(
				func(string) (string, map[string]any) {
					return "exec_command", map[string]any{"cmd": tt.start, "tty": true, "yield_time_ms": 1000}
				},
				func(last string) (string, map[string]any) {
					id := 0
					if m := codexSessionID.FindStringSubmatch(last); m != nil {
						id, _ = strconv.Atoi(m[1])
					}
					return "write_stdin", map[string]any{"session_id": id, "chars": "touch ran.txt\n", "yield_time_ms": 1000}
				},
			)
			res := run.start(t)()
			if res.Err != nil {
				run.api.Log(t)
				t.Fatalf("codex: %v\nstdout: %s\nstderr: %s", res.Err, res.Stdout, res.Stderr)
			}
			checkRan(t, run.wd, false, res, func() { run.api.Log(t) })
			got := run.api.Outputs()
			if len(got) != 2 || !strings.Contains(got[0], tt.model) {
				run.api.Log(t)
				t.Fatalf("function_call_outputs %q; want two, the first holding %q", got, tt.model)
			}
		})
	}
}
