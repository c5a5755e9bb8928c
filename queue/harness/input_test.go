package harness

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"
)

// TestReadOneJSONInputLeftOpen: a harness that writes one whole JSON value
// and keeps standard input open gets it read at once (the hook does not
// wait for the end of input); what came with it beyond white space is
// refused, as before.
func TestReadOneJSONInputLeftOpen(t *testing.T) {
	tests := []struct {
		name, in string
		wantErr  string // "" for none
	}{
		{name: "one object", in: `{"tool_name":"Bash"}`},
		{name: "one object and a newline", in: "{\"tool_name\":\"Bash\"}\n"},
		{name: "two objects together", in: `{"tool_name":"Bash"} {"tool_name":"Read"}`, wantErr: "more than one"},
		{name: "garbage together", in: `{"tool_name":"Bash"} x`, wantErr: "more than one"},
		{name: "a number", in: `42 `, wantErr: "not a JSON object"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, w := io.Pipe()
			defer func() { _ = w.Close() }()
			go func() { _, _ = w.Write([]byte(tt.in)) }() // and never closed
			done := make(chan error, 1)
			go func() {
				var in ClaudeInput
				done <- readOneJSON(r, &in, "Claude Code")
			}()
			select {
			case err := <-done:
				switch {
				case tt.wantErr == "" && err != nil:
					t.Errorf("err = %v", err)
				case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
					t.Errorf("err = %v, want one saying %q", err, tt.wantErr)
				}
			case <-time.After(5 * time.Second):
				t.Fatal("still reading 5 s after a whole JSON value came: it waits for the end of input")
			}
		})
	}
}

// TestHookCaseVariantKeys: a call with a top-level key that differs from a
// known one only in case is refused by every hook. Go's decoder would read
// Tool_Input as tool_input (and let it override the real one), while the
// harness reads the exact key: which command runs is not certain.
func TestHookCaseVariantKeys(t *testing.T) {
	calls := []struct{ name, claude, gemini, crush string }{
		{
			name:   "Tool_Input beside tool_input",
			claude: `{"session_id":"s","cwd":"/tmp","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"rm -rf ~"},"Tool_Input":{"command":"ls"}}`,
			gemini: `{"session_id":"s","cwd":"/tmp","hook_event_name":"BeforeTool","tool_name":"run_shell_command","tool_input":{"command":"rm -rf ~"},"Tool_Input":{"command":"ls"}}`,
			crush:  `{"session_id":"s","cwd":"/tmp","event":"PreToolUse","tool_name":"bash","tool_input":{"command":"rm -rf ~"},"Tool_Input":{"command":"ls"}}`,
		},
		{
			name:   "Tool_Name beside tool_name",
			claude: `{"session_id":"s","cwd":"/tmp","hook_event_name":"PreToolUse","tool_name":"Bash","Tool_Name":"Read","tool_input":{"command":"rm -rf ~"}}`,
			gemini: `{"session_id":"s","cwd":"/tmp","hook_event_name":"BeforeTool","tool_name":"run_shell_command","Tool_Name":"read_file","tool_input":{"command":"rm -rf ~"}}`,
			crush:  `{"session_id":"s","cwd":"/tmp","event":"PreToolUse","tool_name":"bash","Tool_Name":"view","tool_input":{"command":"rm -rf ~"}}`,
		},
		{
			name:   "TOOL_NAME alone",
			claude: `{"session_id":"s","cwd":"/tmp","hook_event_name":"PreToolUse","TOOL_NAME":"Read","tool_input":{"command":"rm -rf ~"}}`,
			gemini: `{"session_id":"s","cwd":"/tmp","hook_event_name":"BeforeTool","TOOL_NAME":"read_file","tool_input":{"command":"rm -rf ~"}}`,
			crush:  `{"session_id":"s","cwd":"/tmp","event":"PreToolUse","TOOL_NAME":"view","tool_input":{"command":"rm -rf ~"}}`,
		},
		{
			name:   "Cwd beside cwd",
			claude: `{"session_id":"s","cwd":"/tmp","Cwd":"/etc","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"rm -rf nginx"}}`,
			gemini: `{"session_id":"s","cwd":"/tmp","Cwd":"/etc","hook_event_name":"BeforeTool","tool_name":"run_shell_command","tool_input":{"command":"rm -rf nginx"}}`,
			crush:  `{"session_id":"s","cwd":"/tmp","Cwd":"/etc","event":"PreToolUse","tool_name":"bash","tool_input":{"command":"rm -rf nginx"}}`,
		},
	}
	ctx := context.Background()
	for _, c := range calls {
		t.Run(c.name, func(t *testing.T) {
			if r := Claude(ctx, strings.NewReader(c.claude), ClaudeConfig{}); r.Decision != ClaudeDeny || !strings.Contains(r.Reason, "case") {
				t.Errorf("claude-code: %+v, want a deny naming the key's case", r)
			}
			if r := Codex(ctx, strings.NewReader(c.claude), CodexConfig{}); r.Decision != ClaudeDeny || !strings.Contains(r.Reason, "case") {
				t.Errorf("codex: %+v, want a deny naming the key's case", r)
			}
			if r := Gemini(ctx, strings.NewReader(c.gemini), GeminiConfig{}); r.Decision != GeminiDeny || !strings.Contains(r.Reason, "case") {
				t.Errorf("gemini-cli: %+v, want a deny naming the key's case", r)
			}
			if r := Crush(ctx, strings.NewReader(c.crush), CrushConfig{}); r.Decision != CrushDeny || !strings.Contains(r.Reason, "case") {
				t.Errorf("crush: %+v, want a deny naming the key's case", r)
			}
		})
	}
}
