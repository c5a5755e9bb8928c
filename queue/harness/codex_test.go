package harness

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// TestCodexHostileInput: whatever Codex (or anyone) sends, the hook
// answers nothing (an allow, or another tool) or a deny with a non-empty
// reason, at exit 0; never "allow" or "ask" in JSON (Codex cannot ask:
// an ask fails open there), and it opens the store only for a well-formed
// Bash call.
func TestCodexHostileInput(t *testing.T) {
	huge := `{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"` + strings.Repeat("a", MaxHookInput) + `"}}`
	bash := func(cmd, cwd string) string {
		b, _ := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "tool_name": "Bash", "cwd": cwd, "session_id": "s1", "tool_input": map[string]any{"command": cmd}})
		return string(b)
	}
	tests := []struct {
		name      string
		in        string
		store     bool   // a real store (else one that cannot be opened)
		want      string // "deny", or "" for no output
		reasonHas string
		opened    bool
	}{
		{name: "not json", in: "rm -rf /", want: ClaudeDeny, reasonHas: "could not read the tool call"},
		{name: "empty", in: "", want: ClaudeDeny, reasonHas: "empty"},
		{name: "null", in: `null`, want: ClaudeDeny, reasonHas: "PreToolUse only"},
		{name: "huge", in: huge, want: ClaudeDeny, reasonHas: "longer than"},
		{name: "unknown event", in: `{"hook_event_name":"PostToolUse","tool_name":"Bash","tool_input":{"command":"ls"}}`, want: ClaudeDeny, reasonHas: "PreToolUse only, not PostToolUse"},
		{name: "no event", in: `{"tool_name":"Bash","tool_input":{"command":"ls"}}`, want: ClaudeDeny, reasonHas: "names no hook_event_name"},
		{name: "no tool", in: `{"hook_event_name":"PreToolUse"}`, want: ClaudeDeny, reasonHas: "tool_name"},
		{name: "other tool passes", in: `{"hook_event_name":"PreToolUse","tool_name":"view_image","tool_input":{}}`, want: ""},
		{name: "apply_patch without a patch", in: `{"hook_event_name":"PreToolUse","tool_name":"apply_patch","cwd":"/tmp","tool_input":{}}`, want: ClaudeDeny, reasonHas: "holds no patch"},
		{name: "no command", in: `{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{}}`, want: ClaudeDeny, reasonHas: "no command"},
		{name: "relative cwd", in: bash("ls", "rel"), want: ClaudeDeny, reasonHas: "not absolute"},
		{name: "store fails", in: bash("ls", "/tmp"), want: ClaudeDeny, reasonHas: "no such store", opened: true},
		{name: "missing cwd refused", in: bash("ls", ""), store: true, want: ClaudeDeny, reasonHas: "no cwd"},
		{name: "allowed is silent", in: bash("ls", "/tmp"), store: true, want: "", opened: true},
		{name: "refused", in: bash("rm -rf /", "/tmp"), store: true, want: ClaudeDeny, reasonHas: "never the root", opened: true},
		{name: "asked, nobody decides", in: bash("npm publish", "/tmp"), store: true, want: ClaudeDeny, reasonHas: "nobody decided", opened: true},
		{name: "huge command", in: bash(strings.Repeat("echo hi; ", 100000), "/tmp"), store: true, want: ClaudeDeny, reasonHas: "nobody decided", opened: true},
		// Codex can type into a running command (write_stdin, which no
		// hook sees): a shell or interpreter reading its program from
		// that input is refused before anything is asked.
		{name: "interactive shell", in: bash("bash", "/tmp"), store: true, want: ClaudeDeny, reasonHas: "write_stdin"},
		{name: "interactive shell after cd", in: bash("cd /tmp && exec bash -i", "/tmp"), store: true, want: ClaudeDeny, reasonHas: "write_stdin"},
		{name: "repl", in: bash("python3", "/tmp"), store: true, want: ClaudeDeny, reasonHas: "write_stdin"},
		// The same reading as the defaults' shell-from-pipe (rt14h #2).
		{name: "shell reading /dev/stdin", in: bash("bash /dev/stdin", "/tmp"), store: true, want: ClaudeDeny, reasonHas: "write_stdin"},
		{name: "shell reading the terminal", in: bash("bash < /dev/tty", "/tmp"), store: true, want: ClaudeDeny, reasonHas: "write_stdin"},
		{name: "interpreter given -", in: bash("python3 -", "/tmp"), store: true, want: ClaudeDeny, reasonHas: "write_stdin"},
		{name: "sudo shell", in: bash("sudo -s", "/tmp"), store: true, want: ClaudeDeny, reasonHas: "write_stdin"},
		{name: "su", in: bash("su -", "/tmp"), store: true, want: ClaudeDeny, reasonHas: "write_stdin"},
		{name: "ssh login", in: bash("ssh host", "/tmp"), store: true, want: ClaudeDeny, reasonHas: "write_stdin"},
		// rt18h #12: a database shell or a raw socket Codex types into later.
		{name: "redis-cli", in: bash("redis-cli -h db", "/tmp"), store: true, want: ClaudeDeny, reasonHas: "write_stdin"},
		{name: "nc to a port", in: bash("nc db 6379", "/tmp"), store: true, want: ClaudeDeny, reasonHas: "write_stdin"},
		{name: "shell with -c is judged", in: bash("bash -c ls", "/tmp"), store: true, want: "", opened: true},
		{name: "shell fed a pipe is judged", in: bash("echo ls | bash", "/tmp"), store: true, want: ClaudeDeny, reasonHas: "nobody decided", opened: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opened := false
			var svc queue.Asker
			if tt.store {
				svc = newService(t)
			}
			cfg := CodexConfig{Wait: time.Second, Open: func() (queue.Asker, error) {
				opened = true
				if svc == nil {
					return nil, errors.New("no such store")
				}
				return svc, nil
			}}
			r := Codex(context.Background(), strings.NewReader(tt.in), cfg)
			if r.Decision != tt.want || r.Block || !strings.Contains(r.Reason, tt.reasonHas) {
				t.Errorf("reply %+v; want %q holding %q", r, tt.want, tt.reasonHas)
			}
			if opened != tt.opened {
				t.Errorf("opened the store: %v, want %v", opened, tt.opened)
			}
			checkCodexWrite(t, r)
		})
	}
}

// checkCodexWrite writes r: exit 0, and nothing or one deny with a
// non-empty reason.
func checkCodexWrite(t *testing.T, r Reply) {
	t.Helper()
	var out, errOut bytes.Buffer
	if code := r.Write(&out, &errOut); code != 0 {
		t.Fatalf("exit %d", code)
	}
	if out.Len() == 0 {
		return
	}
	var o ClaudeOutput
	if err := json.Unmarshal(out.Bytes(), &o); err != nil || o.HookSpecificOutput.PermissionDecision != ClaudeDeny || o.HookSpecificOutput.PermissionDecisionReason == "" {
		t.Fatalf("stdout %q (%v); want a deny with a reason", out.String(), err)
	}
}

// FuzzCodex feeds the hook any input with a store that cannot be opened:
// it never panics and always answers a deny with a reason, or nothing for
// another tool.
func FuzzCodex(f *testing.F) {
	for _, s := range []string{
		`{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"}}`,
		`{"hook_event_name":"PreToolUse","tool_name":"Read"}`, "", "null", "[]",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		cfg := CodexConfig{Open: func() (queue.Asker, error) { return nil, errors.New("unavailable") }}
		r := Codex(context.Background(), strings.NewReader(in), cfg)
		if r.Decision != ClaudeDeny && !strings.Contains(in, "PreToolUse") {
			t.Fatalf("input %q: reply %+v without a store", in, r)
		}
		checkCodexWrite(t, r)
	})
}

// TestCodexShellToolNames: Codex runs shell commands under several tool
// names (by model family and version); every one is judged, and so is an
// unknown tool whose input carries a command. apply_patch is judged as
// the files its patch writes (TestPatchToolsJudgeEachFile).
func TestCodexShellToolNames(t *testing.T) {
	call := func(tool, key string) string {
		return fmt.Sprintf(`{"session_id":"s1","cwd":"/tmp","hook_event_name":"PreToolUse","tool_name":%q,"tool_input":{%q:"rm -rf /"}}`, tool, key)
	}
	tests := []struct {
		tool, key string
		deny      bool
	}{
		{"Bash", "command", true},
		{"bash", "command", true},
		{"shell", "command", true},
		{"shell_command", "command", true},
		{"exec_command", "command", true},
		{"exec_command", "cmd", true},
		{"local_shell", "command", true},
		{"unified_exec", "command", true},
		{"container.exec", "command", true},
		{"some_new_tool", "command", true},
		{"some_new_tool", "cmd", true},
		{"view_image", "path", false},
	}
	for _, tt := range tests {
		t.Run(tt.tool+"/"+tt.key, func(t *testing.T) {
			svc := newService(t)
			r := Codex(context.Background(), strings.NewReader(call(tt.tool, tt.key)), CodexConfig{Wait: time.Second, Open: opener(svc)})
			if denied := r.Decision == ClaudeDeny; denied != tt.deny {
				t.Errorf("reply %+v; want deny %v", r, tt.deny)
			}
			if tt.deny && !strings.Contains(r.Reason, "never the root") {
				t.Errorf("reason %q; want the refusing rule's", r.Reason)
			}
		})
	}
}
