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

// TestFileToolsNestedGitDirs (rt21i #1): through Claude Code's hook
// protocol, a Write or Edit of a submodule's config or hook
// (.git/modules/sub/…) or a worktree's config.worktree is denied as the
// same write of .git/config is, and so is the Bash redirect; a file of
// the git directory that runs nothing, and a project file, pass to the
// harness's own permissions.
func TestFileToolsNestedGitDirs(t *testing.T) {
	proj := t.TempDir()
	for _, d := range []string{".git/modules/sub/hooks", ".git/modules/sub/info", ".git/worktrees/w", "src"} {
		if err := os.MkdirAll(filepath.Join(proj, d), 0o700); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("HOME", filepath.Join(proj, "home"))
	call := func(tool string, input map[string]any) Reply {
		b, _ := json.Marshal(map[string]any{"session_id": "s1", "cwd": proj, "hook_event_name": "PreToolUse", "tool_name": tool, "tool_input": input})
		return Claude(context.Background(), strings.NewReader(string(b)), ClaudeConfig{Wait: 300 * time.Millisecond, Open: opener(newService(t))})
	}
	cases := []struct {
		tool  string
		input map[string]any
		deny  bool
	}{
		{"Write", map[string]any{"file_path": filepath.Join(proj, ".git/modules/sub/config"), "content": "[core]\n\tfsmonitor = id\n"}, true},
		{"Write", map[string]any{"file_path": filepath.Join(proj, ".git/modules/sub/hooks/post-checkout"), "content": "#!/bin/sh\nid\n"}, true},
		{"Edit", map[string]any{"file_path": filepath.Join(proj, ".git/worktrees/w/config.worktree"), "old_string": "a", "new_string": "b"}, true},
		{"Bash", map[string]any{"command": "echo '[core] fsmonitor = id' >> .git/modules/sub/config"}, true},
		{"Write", map[string]any{"file_path": filepath.Join(proj, ".git/modules/sub/info/exclude"), "content": "x\n"}, false},
		{"Write", map[string]any{"file_path": filepath.Join(proj, "src/main.go"), "content": "package main\n"}, false},
	}
	for _, tc := range cases {
		r := call(tc.tool, tc.input)
		if got := r.Decision == ClaudeDeny; got != tc.deny {
			t.Errorf("%s %v: decision %q (%s), want deny %v", tc.tool, tc.input, r.Decision, r.Reason, tc.deny)
		}
	}
}
