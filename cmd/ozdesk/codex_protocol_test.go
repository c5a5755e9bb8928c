package main

// TestCodexHookProtocol pins what testdata/codex/PROTOCOL.md says about the
// real Codex: what a PreToolUse hook gets on standard input (Claude Code's
// fields, tool_name "Bash"), and which answers block the command and which
// let it run (fail open). Each case puts a stand-in hook (a shell script)
// in the config; the model calls exec_command with `touch ran.txt`.

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCodexHookProtocol(t *testing.T) {
	codex := codexBinary(t)
	deny := func(reason string) string {
		return `echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"` + reason + `"}}'`
	}
	tests := []struct {
		name    string
		script  string // the hook: a shell script
		timeout int    // the hook's timeout, seconds (0: the harness's)
		ran     bool   // the command ran
		model   string // the function_call_output holds this
	}{
		{name: "deny with a reason", script: deny("pinned deny"), model: "pinned deny"},
		{name: "deny without a reason fails open", script: deny(""), ran: true},
		{name: "no output continues", script: `true`, ran: true},
		{name: "allow continues", script: `echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow","permissionDecisionReason":"ok"}}'`, ran: true},
		{name: "ask fails open", script: `echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"ask"}}'`, ran: true},
		{name: "exit 2 blocks", script: `echo 'pinned block' >&2; exit 2`, model: "pinned block"},
		{name: "exit 1 fails open", script: `echo oops >&2; exit 1`, ran: true},
		{name: "not json fails open", script: `echo deny`, ran: true},
		{name: "timeout fails open", script: `sleep 5; ` + deny("late"), timeout: 1, ran: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel() // its own root, mock API and processes
			root := harnessRoot(t, "ozcodexp-")
			in := filepath.Join(root, "hook-input.json")
			script := filepath.Join(root, "hook.sh")
			body := "#!/bin/sh\ncat > " + shellQuote(in) + "\n" + tt.script + "\n"
			if err := os.WriteFile(script, []byte(body), 0o700); err != nil {
				t.Fatal(err)
			}
			run := newCodexRun(t, codex, root, "touch ran.txt", shellQuote(script))
			if tt.timeout > 0 {
				run.timeout = tt.timeout
				run.writeConfig(t)
			}
			res := run.start(t)()
			if res.Err != nil {
				run.api.Log(t)
				t.Fatalf("codex: %v\nstdout: %s\nstderr: %s", res.Err, res.Stdout, res.Stderr)
			}
			_, err := os.Stat(filepath.Join(run.wd, "ran.txt"))
			if ran := err == nil; ran != tt.ran {
				run.api.Log(t)
				t.Fatalf("the command ran: %v, want %v\nstdout: %s", ran, tt.ran, res.Stdout)
			}
			got := run.api.Outputs()
			if len(got) != 1 || !strings.Contains(got[0], tt.model) {
				t.Fatalf("function_call_outputs %q; want one holding %q", got, tt.model)
			}
			checkCodexInput(t, in, run.wd)
		})
	}
}

// checkCodexInput checks what the hook got: Claude Code's fields, with
// tool_name "Bash" and the command in tool_input.command.
func checkCodexInput(t *testing.T, path, wd string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("the hook was not run: %v", err)
	}
	var in struct {
		SessionID *string `json:"session_id"`
		Cwd       string  `json:"cwd"`
		Event     string  `json:"hook_event_name"`
		Tool      string  `json:"tool_name"`
		Input     struct {
			Command string `json:"command"`
		} `json:"tool_input"`
	}
	if err := json.Unmarshal(b, &in); err != nil {
		t.Fatalf("the hook's input is not a JSON object: %v\n%s", err, b)
	}
	if in.Event != "PreToolUse" || in.Tool != "Bash" || in.Input.Command != "touch ran.txt" || in.SessionID == nil {
		t.Errorf("the hook got %s", b)
	}
	if real, _ := filepath.EvalSymlinks(wd); in.Cwd != wd && in.Cwd != real {
		t.Errorf("the hook got cwd %q, want %q", in.Cwd, wd)
	}
}
