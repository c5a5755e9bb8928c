package harness

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// TestClaudeWorkdirIsTheProject: a cd in one Bash call moves the next
// call's cwd, but the task's workdir stays CLAUDE_PROJECT_DIR (rt18h #4;
// the "moved" rows were allowed before).
func TestClaudeWorkdirIsTheProject(t *testing.T) {
	for _, tc := range []struct {
		name, project, cwd, command, want string
	}{
		{"in the project", "/srv/proj", "/srv/proj", "rm -r data", ClaudeAllow},
		{"cd and delete in one call", "/srv/proj", "/srv/proj", "cd /srv/shared && rm -r data", ClaudeAsk},
		{"moved by an earlier cd", "/srv/proj", "/srv/shared", "rm -r data", ClaudeAsk},
		{"moved, deep inside the project", "/srv/proj", "/srv/proj/a/b", "rm -r ../../data", ClaudeAllow},
		{"moved, relative way out", "/srv/proj", "/srv/shared", "rm -r ../proj/data", ClaudeAllow},
		{"no project: the cwd", "", "/srv/shared", "rm -r data", ClaudeAllow},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv(EnvClaudeProjectDir, tc.project)
			svc := newService(t)
			in, _ := json.Marshal(map[string]any{"session_id": "s", "cwd": tc.cwd, "permission_mode": "default", "hook_event_name": "PreToolUse",
				"tool_name": "Bash", "tool_input": map[string]any{"command": tc.command}})
			r := Claude(context.Background(), strings.NewReader(string(in)), ClaudeConfig{
				Wait: time.Second, LocalAsk: true, Open: func() (queue.Asker, error) { return svc, nil },
				Shell: func() string { return "/bin/bash" }})
			if r.Decision != tc.want {
				t.Errorf("reply %+v; want %s", r, tc.want)
			}
		})
	}
}
