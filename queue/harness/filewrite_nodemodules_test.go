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

// TestFileToolsHardLinkNodeModules (rt21i #10): a file tool's write of a
// hard link below node_modules waits for the desk when its other name is
// a guarded file (the harness settings in the home or the project, a
// shell start-up file), as it does elsewhere; a package store's file
// linked in (pnpm) stays with the harness's own permissions.
func TestFileToolsHardLinkNodeModules(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	nm := filepath.Join(proj, "node_modules", "a")
	store := filepath.Join(root, "pnpm", "store", "v3", "files", "ab")
	for _, d := range []string{filepath.Join(home, ".claude"), filepath.Join(home, ".gemini"), filepath.Join(proj, ".claude"), nm, store} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("HOME", home)
	for from, to := range map[string]string{
		filepath.Join(home, ".claude", "settings.json"): filepath.Join(nm, "x"),
		filepath.Join(home, ".gemini", "settings.json"): filepath.Join(nm, "g.json"),
		filepath.Join(home, ".bashrc"):                  filepath.Join(nm, "rc.js"),
		filepath.Join(proj, ".claude", "settings.json"): filepath.Join(nm, "p.json"),
		filepath.Join(store, "cdef"):                    filepath.Join(nm, "index.js"),
	} {
		if err := os.WriteFile(from, []byte("{}"), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Link(from, to); err != nil {
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
	write := func(p string) map[string]any { return map[string]any{"file_path": p, "content": "x"} }
	edit := func(p string) map[string]any {
		return map[string]any{"file_path": p, "old_string": "a", "new_string": "b"}
	}
	tests := []struct {
		name string
		deny bool
		run  func() bool
	}{
		{"claude Write a link to ~/.claude/settings.json", true, func() bool { return claude("Write", write("node_modules/a/x")) }},
		{"claude Edit a link to ~/.bashrc", true, func() bool { return claude("Edit", edit(filepath.Join(nm, "rc.js"))) }},
		{"gemini write_file a link to ~/.gemini/settings.json", true, func() bool { return gemini("write_file", write("node_modules/a/g.json")) }},
		{"claude Write a link to the project's settings", true, func() bool { return claude("Write", write("node_modules/a/p.json")) }},
		{"claude Edit a package store's file", false, func() bool { return claude("Edit", edit("node_modules/a/index.js")) }},
		{"claude Write a new file", false, func() bool { return claude("Write", write("node_modules/a/new.js")) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.run(); got != tt.deny {
				t.Errorf("denied %v, want %v", got, tt.deny)
			}
		})
	}
}
