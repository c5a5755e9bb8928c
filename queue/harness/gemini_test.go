package harness

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// TestGeminiHostileInput: whatever Gemini CLI (or anyone) sends, the hook
// answers one valid JSON object at exit 0, a deny unless the policy
// allows, never "ask", and opens the store only for a well-formed shell
// call.
func TestGeminiHostileInput(t *testing.T) {
	huge := `{"hook_event_name":"BeforeTool","tool_name":"run_shell_command","tool_input":{"command":"` + strings.Repeat("a", MaxHookInput) + `"}}`
	shell := func(cmd, cwd string) string {
		b, _ := json.Marshal(map[string]any{"hook_event_name": "BeforeTool", "tool_name": "run_shell_command", "cwd": cwd, "session_id": "s1", "tool_input": map[string]any{"command": cmd}})
		return string(b)
	}
	tests := []struct {
		name      string
		in        string
		store     bool   // a real store (else one that cannot be opened)
		want      string // decision, "" for a pass-through
		reasonHas string
		opened    bool
	}{
		{name: "not json", in: "rm -rf /", want: GeminiDeny, reasonHas: "could not read the tool call"},
		{name: "empty", in: "", want: GeminiDeny, reasonHas: "empty"},
		{name: "two values", in: `{} {}`, want: GeminiDeny, reasonHas: "more than one"},
		{name: "null", in: `null`, want: GeminiDeny, reasonHas: "BeforeTool only"},
		{name: "array", in: `[]`, want: GeminiDeny, reasonHas: "could not read"},
		{name: "huge", in: huge, want: GeminiDeny, reasonHas: "longer than"},
		{name: "unknown event", in: `{"hook_event_name":"AfterTool","tool_name":"run_shell_command","tool_input":{"command":"ls"}}`, want: GeminiDeny, reasonHas: "BeforeTool only, not AfterTool"},
		{name: "no event", in: `{"tool_name":"run_shell_command","tool_input":{"command":"ls"}}`, want: GeminiDeny, reasonHas: "names no hook_event_name"},
		{name: "escapes in the event", in: `{"hook_event_name":"\u001b[2J","tool_name":"x"}`, want: GeminiDeny, reasonHas: `\e[2J`},
		{name: "no tool", in: `{"hook_event_name":"BeforeTool"}`, want: GeminiDeny, reasonHas: "tool_name"},
		{name: "other tool passes", in: `{"hook_event_name":"BeforeTool","tool_name":"read_file","tool_input":{"file_path":"/etc/passwd"}}`, want: ""},
		{name: "no command", in: `{"hook_event_name":"BeforeTool","tool_name":"run_shell_command","tool_input":{}}`, want: GeminiDeny, reasonHas: "no command"},
		{name: "command not a string", in: `{"hook_event_name":"BeforeTool","tool_name":"run_shell_command","tool_input":{"command":7}}`, want: GeminiDeny, reasonHas: "not a string"},
		{name: "relative cwd", in: shell("ls", "rel"), want: GeminiDeny, reasonHas: "not absolute", opened: false},
		{name: "store fails", in: shell("ls", "/tmp"), want: GeminiDeny, reasonHas: "no such store", opened: true},
		{name: "missing cwd refused", in: shell("ls", ""), store: true, want: GeminiDeny, reasonHas: "no cwd", opened: false},
		{name: "allowed", in: shell("ls", "/tmp"), store: true, want: GeminiAllow, opened: true},
		{name: "refused", in: shell("rm -rf /", "/tmp"), store: true, want: GeminiDeny, reasonHas: "never the root", opened: true},
		// A command too long to judge is asked about; nobody decides here.
		{name: "huge command", in: shell(strings.Repeat("echo hi; ", 100000), "/tmp"), store: true, want: GeminiDeny, reasonHas: "nobody decided", opened: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opened := false
			var svc queue.Asker
			if tt.store {
				svc = newService(t)
			}
			cfg := GeminiConfig{Wait: time.Second, Open: func() (queue.Asker, error) {
				opened = true
				if svc == nil {
					return nil, errors.New("no such store")
				}
				return svc, nil
			}}
			r := Gemini(context.Background(), strings.NewReader(tt.in), cfg)
			if r.Decision != tt.want || !strings.Contains(r.Reason, tt.reasonHas) {
				t.Errorf("reply %+v; want %q holding %q", r, tt.want, tt.reasonHas)
			}
			if opened != tt.opened {
				t.Errorf("opened the store: %v, want %v", opened, tt.opened)
			}
			checkGeminiWrite(t, r)
		})
	}
}

// checkGeminiWrite writes r: exit 0 and exactly one JSON object, never
// "ask".
func checkGeminiWrite(t *testing.T, r GeminiReply) {
	t.Helper()
	var out, errOut bytes.Buffer
	if code := r.Write(&out, &errOut); code != 0 {
		t.Fatalf("exit %d", code)
	}
	var got map[string]any
	dec := json.NewDecoder(&out)
	if err := dec.Decode(&got); err != nil || dec.More() {
		t.Fatalf("stdout %q is not one JSON object: %v", out.String(), err)
	}
	if d, ok := got["decision"]; ok && d != GeminiAllow && d != GeminiDeny {
		t.Fatalf("decision %v", d)
	}
}

// TestGeminiWriteFails: an answer that cannot be written blocks (exit 2,
// the reason on standard error).
func TestGeminiWriteFails(t *testing.T) {
	var errOut bytes.Buffer
	code := GeminiReply{Decision: GeminiAllow, Reason: "ok"}.Write(failingWriter{}, &errOut)
	if code != ExitBlock || !strings.Contains(errOut.String(), "could not write") {
		t.Errorf("exit %d, stderr %q; want a block", code, errOut.String())
	}
}

// FuzzGemini feeds the hook any input with a store that cannot be
// opened: it never panics, never allows, and always writes one JSON
// object at exit 0.
func FuzzGemini(f *testing.F) {
	for _, s := range []string{
		`{"hook_event_name":"BeforeTool","tool_name":"run_shell_command","tool_input":{"command":"ls"}}`,
		`{"hook_event_name":"BeforeTool","tool_name":"read_file"}`, "", "null", "[]",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		cfg := GeminiConfig{Open: func() (queue.Asker, error) { return nil, errors.New("unavailable") }}
		r := Gemini(context.Background(), strings.NewReader(in), cfg)
		if r.Decision == GeminiAllow {
			t.Fatalf("input %q: allowed without a store", in)
		}
		checkGeminiWrite(t, r)
	})
}
