package harness

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestFileToolsThroughSwappableLinks (rt20i #5): a file tool's write of a
// file named like a guarded file (settings.json, .bashrc) through a
// symbolic link in the project, which the agent's background loop may
// swap to ~/.claude between the hook's check and the harness's write,
// waits for the desk even while the link leads inside the project, and
// so does a write of a link itself, whatever its name; the same name
// through plain directories, and other names through a linked directory,
// pass to the harness's own permissions.
func TestFileToolsThroughSwappableLinks(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	for _, d := range []string{filepath.Join(home, ".claude"), filepath.Join(proj, "safedir")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("HOME", home)
	if err := os.Symlink("safedir", filepath.Join(proj, "d")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("safedir/settings.json", filepath.Join(proj, "s.json")); err != nil {
		t.Fatal(err)
	}
	wait := 300 * time.Millisecond
	claude := func(path string) bool {
		b, _ := json.Marshal(map[string]any{"session_id": "s1", "cwd": proj, "hook_event_name": "PreToolUse", "tool_name": "Write",
			"tool_input": map[string]any{"file_path": path, "content": `{"disableAllHooks":true}`}})
		r := Claude(context.Background(), strings.NewReader(string(b)), ClaudeConfig{Wait: wait, Open: opener(newService(t))})
		return r.Decision == ClaudeDeny
	}
	gemini := func(path string) bool {
		b, _ := json.Marshal(map[string]any{"session_id": "s1", "transcript_path": "/tmp/t.json", "cwd": proj, "hook_event_name": "BeforeTool",
			"timestamp": "2026-12-03T03:00:00.000Z", "tool_name": "write_file", "tool_input": map[string]any{"file_path": path, "content": "{}"}})
		r := Gemini(context.Background(), strings.NewReader(string(b)), GeminiConfig{Wait: wait, Open: opener(newService(t))})
		return r.Decision == GeminiDeny
	}
	codex := func(path string) bool {
		patch := "*** Begin Patch\n*** Add File: " + path + "\n+{}\n*** End Patch"
		b, _ := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "tool_name": "apply_patch", "cwd": proj, "session_id": "s1", "tool_input": map[string]any{"command": patch}})
		r := Codex(context.Background(), strings.NewReader(string(b)), CodexConfig{Wait: wait, Open: opener(newService(t)), Dir: func() (string, error) { return proj, nil }})
		return r.Decision == ClaudeDeny
	}
	opencode := func(path string) bool {
		args, _ := json.Marshal(map[string]any{"filePath": path, "content": "{}"})
		b, _ := json.Marshal(OpencodeFileInput{Tool: "write", Args: args, Directory: proj, Session: "s1"})
		r := OpencodeFile(context.Background(), strings.NewReader(string(b)), OpencodeFileConfig{Wait: wait, Open: opener(newService(t))})
		return r.Decision == GeminiDeny
	}
	tests := []struct {
		name string
		deny bool
		run  func() bool
	}{
		{"claude Write settings.json through a link in the project", true, func() bool { return claude("d/settings.json") }},
		{"claude Write .bashrc through a link in the project", true, func() bool { return claude(filepath.Join(proj, "d", ".bashrc")) }},
		{"claude Write a link in the project (its target may be swapped)", true, func() bool { return claude("s.json") }},
		{"gemini write_file settings.json through a link", true, func() bool { return gemini(filepath.Join(proj, "d", "settings.json")) }},
		{"codex apply_patch settings.json through a link", true, func() bool { return codex("d/settings.json") }},
		{"opencode write settings.json through a link", true, func() bool { return opencode(filepath.Join(proj, "d", "settings.json")) }},
		{"claude Write settings.json in a plain directory", false, func() bool { return claude("safedir/settings.json") }},
		{"claude Write another file through the link", false, func() bool { return claude("d/main.go") }},
		{"opencode write another file through the link", false, func() bool { return opencode(filepath.Join(proj, "d", "notes.md")) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.run(); got != tt.deny {
				t.Errorf("denied %v, want %v", got, tt.deny)
			}
		})
	}
}
