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

// TestFileToolsThroughLinks (rt18i #2, #7): the harnesses' own file tools
// (Claude Code's Write and Edit, Gemini CLI's write_file and replace,
// Codex's apply_patch) writing a guarded file through a symbolic link an
// earlier call made (to the home, to ~/.claude) are refused as the same
// write spelled directly is; a write the links lead to no guarded place
// passes to the harness's own flow. So is a write of the hook script the
// project's settings name.
func TestFileToolsThroughLinks(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	for _, d := range []string{filepath.Join(home, ".claude"), filepath.Join(home, ".gemini"), filepath.Join(proj, "src")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("HOME", home)
	// A hook script the project's settings name (rt18i #7).
	for p, text := range map[string]string{
		filepath.Join(proj, "scripts", "guard.sh"):      "#!/bin/sh\n",
		filepath.Join(proj, ".claude", "settings.json"): `{"hooks":{"PreToolUse":[{"hooks":[{"type":"command","command":"\"$CLAUDE_PROJECT_DIR\"/scripts/guard.sh"}]}]}}`,
	} {
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	for name, target := range map[string]string{"hh": home, "c": filepath.Join(home, ".claude"), "s": "src"} {
		if err := os.Symlink(target, filepath.Join(proj, name)); err != nil {
			t.Fatal(err)
		}
	}
	claude := func(tool string, input map[string]any) bool {
		b, _ := json.Marshal(map[string]any{"session_id": "s1", "cwd": proj, "hook_event_name": "PreToolUse", "tool_name": tool, "tool_input": input})
		r := Claude(context.Background(), strings.NewReader(string(b)), ClaudeConfig{Wait: 300 * time.Millisecond, Open: opener(newService(t))})
		return r.Decision == ClaudeDeny
	}
	gemini := func(tool string, input map[string]any) bool {
		b, _ := json.Marshal(map[string]any{"session_id": "s1", "transcript_path": "/tmp/t.json", "cwd": proj, "hook_event_name": "BeforeTool",
			"timestamp": "2026-12-03T03:00:00.000Z", "tool_name": tool, "tool_input": input})
		r := Gemini(context.Background(), strings.NewReader(string(b)), GeminiConfig{Wait: 300 * time.Millisecond, Open: opener(newService(t))})
		return r.Decision == GeminiDeny
	}
	codex := func(file string) bool {
		cmd := "apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: " + file + "\n+{}\n*** End Patch\nEOF"
		b, _ := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "tool_name": "Bash", "cwd": proj, "session_id": "s1", "tool_input": map[string]any{"command": cmd}})
		r := Codex(context.Background(), strings.NewReader(string(b)), CodexConfig{Wait: 300 * time.Millisecond, Open: opener(newService(t)), Dir: func() (string, error) { return proj, nil }})
		return r.Decision == ClaudeDeny
	}
	write := func(p string) map[string]any { return map[string]any{"file_path": p, "content": "{}"} }
	edit := func(p string) map[string]any {
		return map[string]any{"file_path": p, "old_string": "a", "new_string": "b"}
	}
	tests := []struct {
		name string
		deny bool
		run  func() bool
	}{
		{"claude Write through a link to the home", true, func() bool { return claude("Write", write("hh/.claude/settings.json")) }},
		{"claude Edit through a link to ~/.claude", true, func() bool { return claude("Edit", edit(filepath.Join(proj, "c", "settings.json"))) }},
		{"claude Write a shell profile through a link", true, func() bool { return claude("Write", write("hh/.bashrc")) }},
		{"claude Write the hook script the settings name", true, func() bool { return claude("Write", write("scripts/guard.sh")) }},
		{"gemini replace the hook script the settings name", true, func() bool { return gemini("replace", edit(filepath.Join(proj, "scripts", "guard.sh"))) }},
		{"claude Write a script no settings name", false, func() bool { return claude("Write", write("scripts/other.sh")) }},
		{"claude Write through a link in the project", false, func() bool { return claude("Write", write("s/main.go")) }},
		{"gemini write_file through a link to the home", true, func() bool { return gemini("write_file", write("hh/.gemini/settings.json")) }},
		{"gemini replace through a link to ~/.claude", true, func() bool { return gemini("replace", edit("c/settings.local.json")) }},
		{"gemini write_file through a link in the project", false, func() bool { return gemini("write_file", write("s/main.go")) }},
		{"codex apply_patch through a link to the home", true, func() bool { return codex("hh/.codex/config.toml") }},
		{"codex apply_patch through a link in the project", false, func() bool { return codex("s/a.go") }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.run(); got != tt.deny {
				t.Errorf("denied %v, want %v", got, tt.deny)
			}
		})
	}
}
