package harness

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/queue"
)

func TestReadClaudeInput(t *testing.T) {
	tests := []struct {
		name, in string
		wantErr  string // "" for none
		tool     string
		command  string // "" when BashCommand must fail
	}{
		{name: "bash", in: `{"session_id":"s","cwd":"/w","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls -la","description":"d"},"tool_use_id":"t"}`, tool: "Bash", command: "ls -la"},
		{name: "unknown fields ignored", in: `{"tool_name":"Bash","tool_input":{"command":"x","timeout":5},"prompt_id":"p","effort":{"level":"max"}}`, tool: "Bash", command: "x"},
		{name: "trailing newline", in: "{\"tool_name\":\"Read\",\"tool_input\":{}}\n", tool: "Read"},
		{name: "empty", in: "", wantErr: "empty"},
		{name: "blank", in: " \n\t", wantErr: "empty"},
		{name: "not json", in: "rm -rf /", wantErr: "not a JSON object"},
		{name: "array", in: `[1,2]`, wantErr: "not a JSON object"},
		{name: "truncated", in: `{"tool_name":"Bash","tool_in`, wantErr: "not a JSON object"},
		{name: "two values", in: `{"tool_name":"Bash"} {"tool_name":"Read"}`, wantErr: "more than one"},
		{name: "trailing junk", in: `{"tool_name":"Bash"} x`, wantErr: "more than one"},
		{name: "no tool_input", in: `{"tool_name":"Bash"}`, tool: "Bash"},
		{name: "command not a string", in: `{"tool_name":"Bash","tool_input":{"command":42}}`, tool: "Bash"},
		{name: "command empty", in: `{"tool_name":"Bash","tool_input":{"command":""}}`, tool: "Bash"},
		{name: "tool_input not an object", in: `{"tool_name":"Bash","tool_input":"ls"}`, tool: "Bash"},
		{name: "command null", in: `{"tool_name":"Bash","tool_input":{"command":null}}`, tool: "Bash"},
		// Go's decoder matches keys without regard to case; which one the
		// harness runs is not certain, so neither is judged.
		{name: "command beside Command", in: `{"tool_name":"Bash","tool_input":{"command":"rm -rf ~","Command":"ls"}}`, tool: "Bash"},
		{name: "Command alone", in: `{"tool_name":"Bash","tool_input":{"Command":"ls"}}`, tool: "Bash"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in, err := ReadClaudeInput(strings.NewReader(tt.in))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want one saying %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if in.ToolName != tt.tool {
				t.Errorf("tool = %q, want %q", in.ToolName, tt.tool)
			}
			cmd, err := in.BashCommand()
			if tt.command == "" {
				if err == nil && in.ToolName == ClaudeBash {
					t.Errorf("BashCommand = %q, want an error", cmd)
				}
				return
			}
			if err != nil || cmd != tt.command {
				t.Errorf("BashCommand = %q, %v; want %q", cmd, err, tt.command)
			}
		})
	}
}

func TestReadClaudeInputTooLong(t *testing.T) {
	big := `{"tool_name":"Bash","tool_input":{"command":"` + strings.Repeat("a", MaxClaudeInput) + `"}}`
	if _, err := ReadClaudeInput(strings.NewReader(big)); err == nil || !strings.Contains(err.Error(), "longer than") {
		t.Fatalf("err = %v, want one saying the input is too long", err)
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("broken pipe") }

func TestReplyWrite(t *testing.T) {
	tests := []struct {
		name       string
		reply      Reply
		broken     bool // stdout fails
		wantCode   int
		wantOut    string
		wantErrHas string
	}{
		{name: "pass through", reply: Reply{}, wantCode: 0},
		{name: "allow", reply: Reply{Decision: ClaudeAllow, Reason: "ok <&>"}, wantCode: 0,
			wantOut: `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow","permissionDecisionReason":"ok <&>"}}` + "\n"},
		{name: "deny", reply: Reply{Decision: ClaudeDeny, Reason: "no"}, wantCode: 0,
			wantOut: `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no"}}` + "\n"},
		{name: "block", reply: Reply{Decision: ClaudeAllow, Block: true, Reason: "stopped"}, wantCode: ExitBlock, wantErrHas: "stopped"},
		{name: "unwritable", reply: Reply{Decision: ClaudeAllow, Reason: "ok"}, broken: true, wantCode: ExitBlock, wantErrHas: "could not write"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			var w interface{ Write([]byte) (int, error) } = &out
			if tt.broken {
				w = failingWriter{}
			}
			code := tt.reply.Write(w, &errOut)
			if code != tt.wantCode {
				t.Errorf("code = %d, want %d", code, tt.wantCode)
			}
			if out.String() != tt.wantOut {
				t.Errorf("stdout = %q, want %q", out.String(), tt.wantOut)
			}
			if !strings.Contains(errOut.String(), tt.wantErrHas) || (tt.wantErrHas == "" && errOut.Len() > 0) {
				t.Errorf("stderr = %q, want it to hold %q", errOut.String(), tt.wantErrHas)
			}
		})
	}
}

// TestClaudeFailsClosedBeforeTheStore covers the answers given before any
// store is opened: every one is a deny, a block or a pass-through, and
// Open is called only for a well-formed Bash call.
func TestClaudeFailsClosedBeforeTheStore(t *testing.T) {
	errOpen := errors.New("no such store")
	tests := []struct {
		name, in   string
		open       func() (queue.Asker, error)
		want       string // decision, "block" or "" for pass-through
		reasonHas  string
		wantOpened bool
	}{
		{name: "not json", in: "rm -rf /", want: ClaudeDeny, reasonHas: "could not read the tool call"},
		{name: "empty", in: "", want: ClaudeDeny, reasonHas: "empty"},
		{name: "no tool", in: `{"cwd":"/"}`, want: ClaudeDeny, reasonHas: "tool_name"},
		{name: "null", in: `null`, want: ClaudeDeny, reasonHas: "tool_name"},
		{name: "other tool", in: `{"tool_name":"Read","tool_input":{"file_path":"/x"}}`, want: ""},
		// A name that reads as Bash but is not it is refused, not let
		// through with no opinion (rt14h #4).
		{name: "lower-case bash", in: `{"tool_name":"bash","cwd":"/","tool_input":{"command":"rm -rf ~"}}`, want: ClaudeDeny, reasonHas: "reads as it"},
		{name: "upper-case BASH", in: `{"tool_name":"BASH","cwd":"/","tool_input":{"command":"rm -rf ~"}}`, want: ClaudeDeny, reasonHas: "reads as it"},
		{name: "Bash with a space", in: `{"tool_name":"Bash ","cwd":"/","tool_input":{"command":"rm -rf ~"}}`, want: ClaudeDeny, reasonHas: "reads as it"},
		{name: "mcp tool named bash passes", in: `{"tool_name":"mcp__x__bash","cwd":"/","tool_input":{"command":"ls"}}`, want: ""},
		{name: "other event", in: `{"hook_event_name":"PostToolUse","tool_name":"Bash","tool_input":{"command":"ls"}}`, want: "block", reasonHas: "PreToolUse only"},
		{name: "no command", in: `{"tool_name":"Bash","tool_input":{}}`, want: ClaudeDeny, reasonHas: "no command"},
		// crush's call would pass through: its shell tool is "bash".
		{name: "crush's call", in: `{"event":"PreToolUse","cwd":"/","tool_name":"bash","tool_input":{"command":"rm -rf /"}}`, want: ClaudeDeny, reasonHas: "ozdesk hook crush"},
		{name: "relative cwd", in: `{"tool_name":"Bash","cwd":"rel","tool_input":{"command":"ls"}}`, want: ClaudeDeny, reasonHas: "not absolute"},
		{name: "missing cwd", in: `{"tool_name":"Bash","tool_input":{"command":"ls"}}`, want: ClaudeDeny, reasonHas: "no cwd"},
		{name: "empty cwd", in: `{"tool_name":"Bash","cwd":"","tool_input":{"command":"ls"}}`, want: ClaudeDeny, reasonHas: "no cwd"},
		{name: "store fails", in: `{"tool_name":"Bash","cwd":"/","tool_input":{"command":"ls"}}`, open: func() (queue.Asker, error) { return nil, errOpen },
			want: ClaudeDeny, reasonHas: "no such store", wantOpened: true},
		{name: "panic", in: `{"tool_name":"Bash","cwd":"/","tool_input":{"command":"ls"}}`, open: func() (queue.Asker, error) { panic("boom\x1b[2J") },
			want: ClaudeDeny, reasonHas: `internal error: boom\e[2J`, wantOpened: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opened := false
			cfg := ClaudeConfig{Open: func() (queue.Asker, error) {
				opened = true
				if tt.open == nil {
					t.Fatal("the store was opened for a call that needs none")
				}
				return tt.open()
			}}
			r := Claude(context.Background(), strings.NewReader(tt.in), cfg)
			got := r.Decision
			if r.Block {
				got = "block"
			}
			if got != tt.want {
				t.Fatalf("reply %+v, want %q", r, tt.want)
			}
			if !strings.Contains(r.Reason, tt.reasonHas) {
				t.Errorf("reason %q, want it to hold %q", r.Reason, tt.reasonHas)
			}
			if opened != tt.wantOpened {
				t.Errorf("opened the store: %v, want %v", opened, tt.wantOpened)
			}
		})
	}
}

// FuzzClaude feeds the hook any input, with a store that cannot be opened:
// it never panics, never allows, and its reply writes as exit 0 or 2 and
// one JSON object or nothing.
func FuzzClaude(f *testing.F) {
	for _, s := range []string{
		`{"tool_name":"Bash","tool_input":{"command":"ls"}}`,
		`{"tool_name":"Read","tool_input":{}}`,
		`{"hook_event_name":"Stop"}`,
		`{"tool_name":"Bash","tool_input":{"command":"\u001b[2J"},"cwd":"/tmp"}`,
		"", "null", "[]", `{"tool_name":"Bash","tool_input":[]}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		cfg := ClaudeConfig{Open: func() (queue.Asker, error) { return nil, errors.New("unavailable") }}
		r := Claude(context.Background(), strings.NewReader(in), cfg)
		if r.Decision == ClaudeAllow || r.Decision == ClaudeAsk {
			t.Fatalf("input %q: reply %+v without a store", in, r)
		}
		var out, errOut bytes.Buffer
		code := r.Write(&out, &errOut)
		if code != 0 && code != ExitBlock {
			t.Fatalf("exit %d", code)
		}
		if out.Len() > 0 {
			var o ClaudeOutput
			if err := json.Unmarshal(out.Bytes(), &o); err != nil || o.HookSpecificOutput.PermissionDecision != ClaudeDeny {
				t.Fatalf("stdout %q: %v", out.String(), err)
			}
		}
	})
}
