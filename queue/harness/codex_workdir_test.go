package harness

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"
)

// TestCodexWorkdirIsTheSession: Codex puts the model's workdir argument
// in the hook's cwd and starts the hook in the session's directory; the
// task's workdir is that directory (rt18h #2: the "model's directory"
// row was allowed before).
func TestCodexWorkdirIsTheSession(t *testing.T) {
	for _, tc := range []struct {
		name, session, cwd, command, want string
	}{
		{"in the session's directory", "/srv/proj", "/srv/proj", "rm -r data", "allow"},
		{"the model's directory", "/srv/proj", "/srv/other", "rm -r data", ClaudeDeny},
		{"the model's directory, inside", "/srv/proj", "/srv/proj/sub", "rm -r data", "allow"},
		{"no session directory", "", "/srv/proj", "ls", ClaudeDeny},
		{"relative session directory", "proj", "/srv/proj", "ls", ClaudeDeny},
	} {
		t.Run(tc.name, func(t *testing.T) {
			svc := newService(t)
			in, _ := json.Marshal(map[string]any{"session_id": "s", "cwd": tc.cwd, "hook_event_name": "PreToolUse",
				"tool_name": "Bash", "tool_input": map[string]any{"command": tc.command}})
			r := Codex(context.Background(), strings.NewReader(string(in)), CodexConfig{
				Wait: 500 * time.Millisecond, Open: opener(svc), Shell: func() string { return "/bin/bash" },
				Dir: func() (string, error) {
					if tc.session == "" {
						return "", errors.New("getwd: no such file or directory")
					}
					return tc.session, nil
				}})
			got := r.Decision
			if got == "" {
				got = "allow"
			}
			if got != tc.want {
				t.Errorf("reply %+v; want %s", r, tc.want)
			}
		})
	}
}
