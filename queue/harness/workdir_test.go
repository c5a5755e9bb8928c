package harness

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// TestHookModelChosenDir: a directory the model names in its tool call
// is where the command runs, so it is judged there; but the task's
// workdir (what deleting outside it is measured against) stays the
// harness's own cwd. `rm -rf nginx` run in /etc asks, as
// `cd /etc && rm -rf nginx` does.
func TestHookModelChosenDir(t *testing.T) {
	project := t.TempDir()
	call := func(event, tool, dirKey, dir string) string {
		b, _ := json.Marshal(map[string]any{"session_id": "s", "cwd": project, event: "PreToolUse", "tool_name": tool,
			"tool_input": map[string]any{"command": "rm -rf nginx", dirKey: dir}})
		return string(b)
	}
	geminiCall := func(dir string) string {
		b, _ := json.Marshal(map[string]any{"session_id": "s", "cwd": project, "hook_event_name": "BeforeTool", "tool_name": "run_shell_command",
			"tool_input": map[string]any{"command": "rm -rf nginx", "dir_path": dir}})
		return string(b)
	}
	tests := []struct {
		name, dir string
		run       func(svc *queue.Service, dir string) (decision string)
	}{
		{"crush working_dir", "/etc", func(svc *queue.Service, dir string) string {
			return Crush(context.Background(), strings.NewReader(call("event", "bash", "working_dir", dir)), CrushConfig{Wait: time.Second, Open: opener(svc)}).Decision
		}},
		{"crush relative working_dir", "../../../../../../../../etc", func(svc *queue.Service, dir string) string {
			return Crush(context.Background(), strings.NewReader(call("event", "bash", "working_dir", dir)), CrushConfig{Wait: time.Second, Open: opener(svc)}).Decision
		}},
		{"gemini dir_path", "/etc", func(svc *queue.Service, dir string) string {
			return Gemini(context.Background(), strings.NewReader(geminiCall(dir)), GeminiConfig{Wait: time.Second, Open: opener(svc)}).Decision
		}},
		{"codex workdir", "/etc", func(svc *queue.Service, dir string) string {
			r := Codex(context.Background(), strings.NewReader(call("hook_event_name", "Bash", "workdir", dir)), CodexConfig{Wait: time.Second, Open: opener(svc)})
			if r.Decision == "" {
				return "allow"
			}
			return r.Decision
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			svc := newService(t)
			if d := tt.run(svc, tt.dir); d != "deny" {
				t.Errorf("decision %q; want deny (asked: a delete outside the workdir, nobody decided)", d)
			}
			checkAskedIn(t, svc, "/etc")
		})
	}
}

// opener is a hook's Open over svc.
func opener(svc *queue.Service) func() (queue.Asker, error) {
	return func() (queue.Asker, error) { return svc, nil }
}
