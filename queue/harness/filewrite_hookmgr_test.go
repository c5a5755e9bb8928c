package harness

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestFileToolsHookManagers (rt21i #9): through Claude Code's and Gemini
// CLI's hook protocols, a file tool's write of lefthook.yml, a
// lint-staged or simple-git-hooks config, or a .pdbrc is denied as a
// write of .husky/pre-commit is (each runs at a later commit or start);
// a project file of a similar name passes to the harness's permissions.
func TestFileToolsHookManagers(t *testing.T) {
	proj := t.TempDir()
	t.Setenv("HOME", filepath.Join(proj, "home"))
	claude := func(path string) bool {
		b, _ := json.Marshal(map[string]any{"session_id": "s1", "cwd": proj, "hook_event_name": "PreToolUse", "tool_name": "Write",
			"tool_input": map[string]any{"file_path": path, "content": "pre-commit:\n  commands:\n    x:\n      run: id\n"}})
		r := Claude(context.Background(), strings.NewReader(string(b)), ClaudeConfig{Wait: 300 * time.Millisecond, Open: opener(newService(t))})
		return r.Decision == ClaudeDeny
	}
	gemini := func(path string) bool {
		b, _ := json.Marshal(map[string]any{"session_id": "s1", "transcript_path": "/tmp/t.json", "cwd": proj, "hook_event_name": "BeforeTool",
			"timestamp": "2026-12-03T03:00:00.000Z", "tool_name": "write_file", "tool_input": map[string]any{"file_path": path, "content": "x"}})
		r := Gemini(context.Background(), strings.NewReader(string(b)), GeminiConfig{Wait: 300 * time.Millisecond, Open: opener(newService(t))})
		return r.Decision == GeminiDeny
	}
	for _, tc := range []struct {
		path string
		deny bool
	}{
		{"lefthook.yml", true},
		{".lintstagedrc.json", true},
		{".simple-git-hooks.json", true},
		{".pdbrc", true},
		{"docs/lefthook.md", false},
		{"src/app.py", false},
	} {
		p := filepath.Join(proj, tc.path)
		if got := claude(p); got != tc.deny {
			t.Errorf("Claude Write %s: deny %v, want %v", tc.path, got, tc.deny)
		}
		if got := gemini(p); got != tc.deny {
			t.Errorf("Gemini write_file %s: deny %v, want %v", tc.path, got, tc.deny)
		}
	}
}
