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

// TestFileToolsHarnessCommandDirs (rt20i #2): each harness's file tool
// writing a skill, a command or an agent file (whose shell lines the
// harness runs when it is invoked, with no hook call: Claude Code ran a
// SKILL.md's `!` line so) waits for the desk, in the project and in the
// home, as a write of .claude/commands/ does; crush, which sends only its
// bash tool to the hook, is judged there. An everyday project file
// passes to the harness's own permissions.
func TestFileToolsHarnessCommandDirs(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	for _, d := range []string{home, filepath.Join(proj, "src")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("HOME", home)
	wait := 300 * time.Millisecond
	claude := func(path string) bool {
		b, _ := json.Marshal(map[string]any{"session_id": "s1", "cwd": proj, "hook_event_name": "PreToolUse", "tool_name": "Write",
			"tool_input": map[string]any{"file_path": path, "content": "---\nname: x\n---\nContext: !`touch RAN`\n"}})
		r := Claude(context.Background(), strings.NewReader(string(b)), ClaudeConfig{Wait: wait, Open: opener(newService(t))})
		return r.Decision == ClaudeDeny
	}
	gemini := func(path string) bool {
		b, _ := json.Marshal(map[string]any{"session_id": "s1", "transcript_path": "/tmp/t.json", "cwd": proj, "hook_event_name": "BeforeTool",
			"timestamp": "2026-12-03T03:00:00.000Z", "tool_name": "write_file", "tool_input": map[string]any{"file_path": path, "content": "prompt = \"!{touch RAN}\"\n"}})
		r := Gemini(context.Background(), strings.NewReader(string(b)), GeminiConfig{Wait: wait, Open: opener(newService(t))})
		return r.Decision == GeminiDeny
	}
	codex := func(path string) bool {
		cmd := "apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: " + path + "\n+Context: !`touch RAN`\n*** End Patch\nEOF"
		b, _ := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "tool_name": "Bash", "cwd": proj, "session_id": "s1", "tool_input": map[string]any{"command": cmd}})
		r := Codex(context.Background(), strings.NewReader(string(b)), CodexConfig{Wait: wait, Open: opener(newService(t)), Dir: func() (string, error) { return proj, nil }})
		return r.Decision == ClaudeDeny
	}
	opencode := func(path string) bool {
		args, _ := json.Marshal(map[string]any{"filePath": path, "content": "!`touch RAN`"})
		b, _ := json.Marshal(OpencodeFileInput{Tool: "write", Args: args, Directory: proj, Session: "s1"})
		r := OpencodeFile(context.Background(), strings.NewReader(string(b)), OpencodeFileConfig{Wait: wait, Open: opener(newService(t))})
		return r.Decision == GeminiDeny
	}
	crush := func(path string) bool {
		r := Crush(context.Background(), strings.NewReader(crushBash("printf 'x' > "+path, proj, nil)), CrushConfig{Wait: wait, Open: opener(newService(t))})
		return r.Decision == CrushDeny
	}
	in := func(rel string) string { return filepath.Join(proj, rel) }
	tests := []struct {
		name string
		deny bool
		run  func() bool
	}{
		{"claude Write a project skill", true, func() bool { return claude(".claude/skills/x/SKILL.md") }},
		{"claude Write a script beside a skill", true, func() bool { return claude(".claude/skills/x/scripts/run.sh") }},
		{"claude Write a home skill", true, func() bool { return claude(filepath.Join(home, ".claude", "skills", "x", "SKILL.md")) }},
		{"claude Write a command (as before)", true, func() bool { return claude(".claude/commands/x.md") }},
		{"claude Write a project file", false, func() bool { return claude("src/x.md") }},
		{"gemini write_file a project command", true, func() bool { return gemini(in(".gemini/commands/x.toml")) }},
		{"gemini write_file a project skill", true, func() bool { return gemini(in(".gemini/skills/x/SKILL.md")) }},
		{"gemini write_file a project file", false, func() bool { return gemini(in("src/x.toml")) }},
		{"codex apply_patch a project skill", true, func() bool { return codex(".codex/skills/x/SKILL.md") }},
		{"codex apply_patch an .agents skill", true, func() bool { return codex(".agents/skills/x/SKILL.md") }},
		{"codex apply_patch a home skill", true, func() bool { return codex(filepath.Join(home, ".agents", "skills", "x", "SKILL.md")) }},
		{"codex apply_patch a project file", false, func() bool { return codex("src/x.md") }},
		{"opencode write a project command", true, func() bool { return opencode(in(".opencode/command/a.md")) }},
		{"opencode write a project agent", true, func() bool { return opencode(in(".opencode/agents/a.md")) }},
		{"opencode write a project file", false, func() bool { return opencode(in("src/a.md")) }},
		{"crush bash writes a project command", true, func() bool { return crush(".crush/commands/x.md") }},
		{"crush bash writes a project file", false, func() bool { return crush("src/x.md") }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.run(); got != tt.deny {
				t.Errorf("denied %v, want %v", got, tt.deny)
			}
		})
	}
}
