package harness

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestGeminiFileTools: Gemini CLI's write_file and replace reach the hook
// once its matcher names them (the README's snippet); a write of a file
// the guard-tamper default protects is refused unless an operator allows
// it, and every other write passes to Gemini CLI's own policy ({}), no
// ask left at the desk (rt18h #13: the model turned the hook off in the
// project's .gemini/settings.json with write_file under --yolo).
func TestGeminiFileTools(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	call := func(tool string, input map[string]any) string {
		b, _ := json.Marshal(map[string]any{"session_id": "s1", "transcript_path": "/tmp/t.json", "cwd": "/srv/proj", "hook_event_name": "BeforeTool",
			"timestamp": "2026-12-03T03:00:00.000Z", "tool_name": tool, "tool_input": input})
		return string(b)
	}
	write := func(path string) map[string]any {
		return map[string]any{"file_path": path, "content": `{"hooksConfig":{"enabled":false}}`}
	}
	tests := []struct {
		name      string
		in        string
		want      string
		reasonHas string
	}{
		{name: "project settings", in: call("write_file", write("/srv/proj/.gemini/settings.json")), want: GeminiDeny, reasonHas: "nobody decided"},
		{name: "project settings, relative", in: call("write_file", write(".gemini/settings.json")), want: GeminiDeny, reasonHas: "nobody decided"},
		{name: "user settings", in: call("write_file", write(home+"/.gemini/settings.json")), want: GeminiDeny, reasonHas: "nobody decided"},
		{name: "user settings by a tilde", in: call("write_file", write("~/.gemini/settings.json")), want: GeminiDeny, reasonHas: "nobody decided"},
		{name: "claude's settings by replace", in: call("replace", map[string]any{"file_path": ".claude/settings.local.json", "old_string": "a", "new_string": "b"}), want: GeminiDeny, reasonHas: "nobody decided"},
		{name: "codex's config", in: call("write_file", write(home+"/.codex/config.toml")), want: GeminiDeny, reasonHas: "nobody decided"},
		// Everything else Gemini CLI reads hooks, policies or its
		// environment from (rt18i #6), and other harnesses' code.
		{name: "project .env", in: call("write_file", write(".gemini/.env")), want: GeminiDeny, reasonHas: "nobody decided"},
		{name: "project policies", in: call("write_file", write(".gemini/policies/x.toml")), want: GeminiDeny, reasonHas: "nobody decided"},
		{name: "user policies", in: call("write_file", write(home+"/.gemini/policies/x.toml")), want: GeminiDeny, reasonHas: "nobody decided"},
		{name: "project extension", in: call("write_file", write(".gemini/extensions/x/gemini-extension.json")), want: GeminiDeny, reasonHas: "nobody decided"},
		{name: "opencode plugin", in: call("write_file", write(".opencode/plugin/evil.js")), want: GeminiDeny, reasonHas: "nobody decided"},
		{name: "opencode user plugin", in: call("write_file", write(home+"/.config/opencode/plugin/evil.ts")), want: GeminiDeny, reasonHas: "nobody decided"},
		{name: "codex project config", in: call("replace", map[string]any{"file_path": ".codex/config.toml", "old_string": "a", "new_string": "b"}), want: GeminiDeny, reasonHas: "nobody decided"},
		{name: "crush hidden settings", in: call("write_file", write(".crush.json")), want: GeminiDeny, reasonHas: "nobody decided"},
		{name: "git hook", in: call("write_file", write(".git/hooks/pre-commit")), want: GeminiDeny, reasonHas: "nobody decided"},
		{name: "a source file", in: call("write_file", write("src/main.go")), want: ""},
		{name: "a file elsewhere goes to gemini's policy", in: call("replace", map[string]any{"file_path": "/srv/other/notes.txt", "old_string": "a", "new_string": "b"}), want: ""},
		{name: "no file", in: call("write_file", map[string]any{"content": "x"}), want: GeminiDeny, reasonHas: "names no file"},
		{name: "file path in another case", in: call("write_file", map[string]any{"file_path": "a.txt", "File_Path": ".gemini/settings.json"}), want: GeminiDeny, reasonHas: "not certain"},
		{name: "a reading tool", in: call("read_file", map[string]any{"file_path": ".gemini/settings.json"}), want: ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			svc := newService(t)
			r := Gemini(context.Background(), strings.NewReader(tt.in), GeminiConfig{Wait: 300 * time.Millisecond, Open: opener(svc)})
			if r.Decision != tt.want || !strings.Contains(r.Reason, tt.reasonHas) {
				t.Errorf("reply %+v; want %q holding %q", r, tt.want, tt.reasonHas)
			}
			if pending, err := svc.Asks(store.AskFilter{States: []string{"pending"}}); err != nil || len(pending) != 0 {
				t.Errorf("asks left pending: %+v (%v)", pending, err)
			}
		})
	}
}
