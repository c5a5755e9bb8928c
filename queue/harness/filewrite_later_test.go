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

// TestFileToolsRunLaterAndHome (rt19i #1, #2, #4): the file tools'
// writes are judged where they lead and as the shell's writes are. A
// write through a link to .git/hooks, .claude/hooks or a CI workflow
// directory, or through a dangling link to a hook not yet there, waits
// as a write of the hook does; so does a write of a file with a second
// name (a hard link to a guarded file), of the home's git config given
// as an absolute path, of ~/.ssh/rc and ~/.ssh/authorized_keys. Everyday
// writes in the project (a file with one name, through a link inside the
// project) stay with the harness's own permissions.
func TestFileToolsRunLaterAndHome(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	for _, d := range []string{
		filepath.Join(home, ".claude"), filepath.Join(home, ".ssh"), filepath.Join(home, ".config", "git"),
		filepath.Join(proj, ".git", "hooks"), filepath.Join(proj, ".claude", "hooks"), filepath.Join(proj, ".github", "workflows"), filepath.Join(proj, "src"),
	} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("HOME", home)
	for p, text := range map[string]string{
		filepath.Join(home, ".claude", "settings.json"):       "{}",
		filepath.Join(proj, ".git", "hooks", "post-checkout"): "#!/bin/sh\n",
		filepath.Join(proj, "src", "main.go"):                 "package main\n",
	} {
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	for name, target := range map[string]string{
		"gh": ".git/hooks", "ch": ".claude/hooks", "wf": ".github/workflows",
		"d10": ".git/hooks/post-checkout", "d11": ".git/hooks/pre-push", "s": "src",
	} {
		if err := os.Symlink(target, filepath.Join(proj, name)); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Link(filepath.Join(home, ".claude", "settings.json"), filepath.Join(proj, "hard.json")); err != nil {
		t.Fatal(err)
	}
	// A package manager's store linked into node_modules (pnpm).
	nm := filepath.Join(proj, "node_modules", "a")
	if err := os.MkdirAll(nm, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "store.js"), []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(filepath.Join(root, "store.js"), filepath.Join(nm, "index.js")); err != nil {
		t.Fatal(err)
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
	opencode := func(path string) bool {
		args, _ := json.Marshal(map[string]any{"filePath": path, "content": "x"})
		b, _ := json.Marshal(OpencodeFileInput{Tool: "write", Args: args, Directory: proj, Session: "s1"})
		r := OpencodeFile(context.Background(), strings.NewReader(string(b)), OpencodeFileConfig{Wait: 300 * time.Millisecond, Open: opener(newService(t))})
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
		// #1: links to places whose files run later.
		{"claude Write through a link to .git/hooks", true, func() bool { return claude("Write", write("gh/pre-commit")) }},
		{"claude Write through a link to .claude/hooks", true, func() bool { return claude("Write", write("ch/x.sh")) }},
		{"claude Write through a link to the workflows", true, func() bool { return claude("Write", write("wf/ci.yml")) }},
		{"claude Write a link to a hook", true, func() bool { return claude("Write", write("d10")) }},
		{"claude Write a dangling link to a hook", true, func() bool { return claude("Write", write("d11")) }},
		{"gemini write_file through a link to .git/hooks", true, func() bool { return gemini("write_file", write("gh/pre-commit")) }},
		{"opencode write through a link to .git/hooks", true, func() bool { return opencode(filepath.Join(proj, "gh", "pre-commit")) }},
		// #2: a second name of a guarded file.
		{"claude Write a hard link to the settings", true, func() bool { return claude("Write", write("hard.json")) }},
		{"gemini replace a hard link to the settings", true, func() bool { return gemini("replace", edit("hard.json")) }},
		{"opencode write a hard link to the settings", true, func() bool { return opencode(filepath.Join(proj, "hard.json")) }},
		// #4: the home's files the shell's write asks about.
		{"claude Write ~/.gitconfig (absolute)", true, func() bool { return claude("Write", write(filepath.Join(home, ".gitconfig"))) }},
		{"claude Edit ~/.config/git/config", true, func() bool { return claude("Edit", edit(filepath.Join(home, ".config", "git", "config"))) }},
		{"gemini write_file ~/.gitconfig", true, func() bool { return gemini("write_file", write(filepath.Join(home, ".gitconfig"))) }},
		{"opencode write ~/.gitconfig", true, func() bool { return opencode(filepath.Join(home, ".gitconfig")) }},
		{"claude Write ~/.ssh/rc", true, func() bool { return claude("Write", write(filepath.Join(home, ".ssh", "rc"))) }},
		{"gemini write_file ~/.ssh/authorized_keys", true, func() bool { return gemini("write_file", write("~/.ssh/authorized_keys")) }},
		{"opencode write ~/.ssh/config", true, func() bool { return opencode(filepath.Join(home, ".ssh", "config")) }},
		{"claude Write .git/config", true, func() bool { return claude("Write", write(".git/config")) }},
		// Everyday project edits pass to the harness.
		{"claude Edit a project file", false, func() bool { return claude("Edit", edit("src/main.go")) }},
		{"claude Write a new project file through a link in the project", false, func() bool { return claude("Write", write("s/new.go")) }},
		{"gemini write_file a project file", false, func() bool { return gemini("write_file", write(filepath.Join(proj, "src", "main.go"))) }},
		{"claude Edit a linked file in node_modules", false, func() bool { return claude("Edit", edit("node_modules/a/index.js")) }},
		{"opencode write a project file", false, func() bool { return opencode(filepath.Join(proj, "src", "main.go")) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.run(); got != tt.deny {
				t.Errorf("denied %v, want %v", got, tt.deny)
			}
		})
	}
}
