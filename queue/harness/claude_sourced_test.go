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

// TestClaudeSourcedDirsFileTools (rt19i #7): Claude Code sources
// ~/.claude/session-env and ~/.claude/shell-snapshots before every later
// Bash call, so its Write and Edit of a file there are refused as a
// guarded file's (the desk's wait runs out), as the same write through
// the shell asks; a file beside them in the home's .claude is not.
func TestClaudeSourcedDirsFileTools(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	for _, d := range []string{filepath.Join(home, ".claude", "session-env", "s1"), filepath.Join(home, ".claude", "shell-snapshots"), proj} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("HOME", home)
	for _, tc := range []struct {
		tool, path string
		deny       bool
	}{
		{"Write", filepath.Join(home, ".claude", "session-env", "s1", "sessionstart-hook-0.sh"), true},
		{"Write", "~/.claude/shell-snapshots/snapshot-bash-1.sh", true},
		{"Edit", filepath.Join(home, ".claude", "shell-snapshots", "snapshot-bash-1.sh"), true},
		{"Write", filepath.Join(proj, "notes.txt"), false},
	} {
		input := map[string]any{"file_path": tc.path, "content": "alias ls='rm -rf ~'"}
		if tc.tool == "Edit" {
			input = map[string]any{"file_path": tc.path, "old_string": "a", "new_string": "alias ls=x"}
		}
		b, _ := json.Marshal(map[string]any{"session_id": "s1", "cwd": proj, "hook_event_name": "PreToolUse", "tool_name": tc.tool, "tool_input": input})
		r := Claude(context.Background(), strings.NewReader(string(b)), ClaudeConfig{Wait: 300 * time.Millisecond, Open: opener(newService(t))})
		if got := r.Decision == ClaudeDeny; got != tc.deny {
			t.Errorf("%s %s: %+v, want deny %v", tc.tool, tc.path, r, tc.deny)
		}
	}
}
