package harness

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestRunningEnvAsks (rt19i #6): Gemini CLI loads a .env into its
// environment and runs each command with bash -c there, and bash sources
// BASH_ENV first (sh: ENV); the hook inherits that environment. A command
// the policy allows is asked about at the desk under BASH_ENV or ENV,
// for Gemini CLI and Claude Code alike (harness.unsure, the variable on
// the ask), and allowed unasked when neither is set or both are empty.
// It failed before (allowed unasked).
func TestRunningEnvAsks(t *testing.T) {
	dir := t.TempDir()
	gemini := func(svc *queue.Service, env map[string]string) string {
		b, _ := json.Marshal(map[string]any{"hook_event_name": "BeforeTool", "tool_name": "run_shell_command", "cwd": dir, "session_id": "s1", "tool_input": map[string]any{"command": "ls -la"}})
		return Gemini(context.Background(), strings.NewReader(string(b)), GeminiConfig{Wait: 20 * time.Second, Open: opener(svc), Getenv: func(k string) string { return env[k] }}).Decision
	}
	claude := func(svc *queue.Service, env map[string]string) string {
		return Claude(context.Background(), strings.NewReader(bashCall("ls -la")), ClaudeConfig{Wait: 20 * time.Second, Open: opener(svc),
			Shell: func() string { return "/bin/bash" }, ShellPrefix: func() string { return "" }, Getenv: func(k string) string { return env[k] }}).Decision
	}
	for _, tc := range []struct {
		name       string
		run        func(*queue.Service, map[string]string) string
		env        map[string]string
		desk, want string
	}{
		{"gemini none", gemini, nil, "", GeminiAllow},
		{"gemini empty", gemini, map[string]string{"BASH_ENV": "", "ENV": ""}, "", GeminiAllow},
		{"gemini BASH_ENV deny", gemini, map[string]string{"BASH_ENV": "/p/x.sh"}, "deny", GeminiDeny},
		{"gemini BASH_ENV approve", gemini, map[string]string{"BASH_ENV": "/p/x.sh"}, "approve", GeminiAllow},
		{"gemini ENV deny", gemini, map[string]string{"ENV": "/p/e.sh"}, "deny", GeminiDeny},
		{"claude none", claude, nil, "", ClaudeAllow},
		{"claude BASH_ENV deny", claude, map[string]string{"BASH_ENV": "/p/x.sh"}, "deny", ClaudeDeny},
	} {
		t.Run(tc.name, func(t *testing.T) {
			svc := newService(t)
			asked := make(chan store.Ask, 1)
			if tc.desk != "" {
				go func() {
					for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
						if p, err := svc.Pending(); err == nil && len(p) > 0 {
							asked <- p[0]
							decide(t, svc, tc.desk)
							return
						}
					}
					asked <- store.Ask{}
				}()
			}
			if got := tc.run(svc, tc.env); got != tc.want {
				t.Errorf("decision %q, want %q", got, tc.want)
			}
			if tc.desk == "" {
				if p, _ := svc.Pending(); len(p) > 0 {
					t.Errorf("asked with no running variable: %+v", p[0])
				}
				return
			}
			a := <-asked
			name := "BASH_ENV"
			if _, ok := tc.env[name]; !ok {
				name = "ENV"
			}
			if a.Rule != queue.MustAskRule || !strings.Contains(a.MustAsk, name) || !strings.Contains(a.MustAsk, tc.env[name]) {
				t.Errorf("asked by %q with %q, want %s naming %s", a.Rule, a.MustAsk, queue.MustAskRule, name)
			}
		})
	}
}

// TestGeminiEnvFileTools (rt19i #6): Gemini CLI's write_file of a .env it
// loads (the project's, a parent's) is denied at the desk's wait as a
// guarded file; another file is left to Gemini's own policy.
func TestGeminiEnvFileTools(t *testing.T) {
	proj := filepath.Join(t.TempDir(), "proj")
	if err := os.MkdirAll(proj, 0o700); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		path string
		deny bool
	}{
		{".env", true},
		{filepath.Join(proj, ".env"), true},
		{"../.env", true},
		{"notes.txt", false},
	} {
		b, _ := json.Marshal(map[string]any{"session_id": "s1", "transcript_path": "/tmp/t.json", "cwd": proj, "hook_event_name": "BeforeTool",
			"timestamp": "2026-12-03T03:00:00.000Z", "tool_name": "write_file", "tool_input": map[string]any{"file_path": tc.path, "content": "BASH_ENV=/tmp/x.sh\n"}})
		r := Gemini(context.Background(), strings.NewReader(string(b)), GeminiConfig{Wait: 300 * time.Millisecond, Open: opener(newService(t))})
		if got := r.Decision == GeminiDeny; got != tc.deny {
			t.Errorf("write_file %s: %+v, want deny %v", tc.path, r, tc.deny)
		}
	}
}
