package main

// TestGeminiHookProtocol pins what testdata/gemini/PROTOCOL.md says about
// the real Gemini CLI: what a BeforeTool hook gets on standard input, and
// which of its answers block the command and which let it run (fail open).
// Each case puts a stand-in hook (a shell script) in the settings; the
// model calls run_shell_command with `touch ran.txt`.

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestGeminiHookProtocol(t *testing.T) {
	gemini := geminiBinary(t)
	tests := []struct {
		name    string
		script  string // the hook: a shell script; $IN is where it saves its input
		timeout int    // the hook's timeout, ms (0: the harness's)
		ran     bool   // the command ran
		model   string // the functionResponse holds this
	}{
		{name: "deny json", script: `echo '{"decision":"deny","reason":"pinned deny"}'`, model: "pinned deny"},
		{name: "allow json", script: `echo '{"decision":"allow","reason":"pinned allow"}'`, ran: true},
		{name: "empty object passes", script: `echo '{}'`, ran: true},
		{name: "exit 2 blocks", script: `echo 'pinned block' >&2; exit 2`, model: "pinned block"},
		{name: "exit 1 fails open", script: `echo 'oops' >&2; exit 1`, ran: true},
		{name: "exit 1 with a deny still denies", script: `echo '{"decision":"deny","reason":"pinned exit 1"}'; exit 1`, model: "pinned exit 1"},
		{name: "exit 3 silent fails open", script: `exit 3`, ran: true},
		{name: "not json fails open", script: `echo 'deny'`, ran: true},
		{name: "timeout fails open", script: `sleep 5; echo '{"decision":"deny","reason":"late"}'`, timeout: 1000, ran: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel() // its own root, mock API and processes
			root := harnessRoot(t, "ozgemp-")
			in := filepath.Join(root, "hook-input.json")
			script := filepath.Join(root, "hook.sh")
			body := "#!/bin/sh\ncat > " + shellQuote(in) + "\n" + tt.script + "\n"
			if err := os.WriteFile(script, []byte(body), 0o700); err != nil {
				t.Fatal(err)
			}
			run := newGeminiRun(t, gemini, root, "touch ran.txt", shellQuote(script))
			if tt.timeout > 0 {
				run.timeout = tt.timeout
				run.writeSettings(t)
			}
			res := run.start(t)()
			if res.Err != nil {
				run.api.Log(t)
				t.Fatalf("gemini: %v\nstdout: %s\nstderr: %s", res.Err, res.Stdout, res.Stderr)
			}
			_, err := os.Stat(filepath.Join(run.wd, "ran.txt"))
			if ran := err == nil; ran != tt.ran {
				run.api.Log(t)
				t.Fatalf("the command ran: %v, want %v", ran, tt.ran)
			}
			got := run.api.Responses()
			if len(got) != 1 || !strings.Contains(got[0], tt.model) {
				t.Fatalf("functionResponses %q; want one holding %q", got, tt.model)
			}
			checkGeminiInput(t, in, run.wd)
		})
	}
}

// checkGeminiInput checks what the hook got: the fields PROTOCOL.md
// names, and no tool-use id.
func checkGeminiInput(t *testing.T, path, wd string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("the hook was not run: %v", err)
	}
	var in map[string]json.RawMessage
	if err := json.Unmarshal(b, &in); err != nil {
		t.Fatalf("the hook's input is not a JSON object: %v\n%s", err, b)
	}
	for _, k := range []string{"session_id", "transcript_path", "cwd", "hook_event_name", "timestamp", "tool_name", "tool_input"} {
		if _, ok := in[k]; !ok {
			t.Errorf("the hook's input has no %s: %s", k, b)
		}
	}
	var call struct {
		Event, Tool, Cwd string
		Input            struct{ Command string }
	}
	_ = json.Unmarshal(in["hook_event_name"], &call.Event)
	_ = json.Unmarshal(in["tool_name"], &call.Tool)
	_ = json.Unmarshal(in["cwd"], &call.Cwd)
	_ = json.Unmarshal(in["tool_input"], &call.Input)
	if call.Event != "BeforeTool" || call.Tool != "run_shell_command" || call.Input.Command != "touch ran.txt" {
		t.Errorf("the hook got event %q, tool %q, command %q", call.Event, call.Tool, call.Input.Command)
	}
	if real, _ := filepath.EvalSymlinks(wd); call.Cwd != wd && call.Cwd != real {
		t.Errorf("the hook got cwd %q, want %q", call.Cwd, wd)
	}
	if _, ok := in["tool_use_id"]; ok {
		t.Errorf("the hook got a tool_use_id: %s", b)
	}
}
