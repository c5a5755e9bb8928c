package harness

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/testtree"
)

// fileTools is a [testtree.Tree] set as HOME, and a call of each
// harness's file tool from its project, each judged on a fresh service
// that waits 300ms for the desk; a call reports whether the harness was
// told to deny.
type fileTools struct {
	*testtree.Tree
	t *testing.T
}

// fileToolWait is how long each file tool's call waits for the desk.
const fileToolWait = 300 * time.Millisecond

// newFileTools makes the tree (its home, its project and dirs) and sets
// HOME to its home for the test.
func newFileTools(t *testing.T, dirs ...string) *fileTools {
	t.Helper()
	f := &fileTools{Tree: testtree.New(t, dirs...), t: t}
	t.Setenv("HOME", f.Home)
	return f
}

// claude calls Claude Code's hook for tool with input.
func (f *fileTools) claude(tool string, input map[string]any) bool {
	b, _ := json.Marshal(map[string]any{"session_id": "s1", "cwd": f.Proj, "hook_event_name": "PreToolUse", "tool_name": tool, "tool_input": input})
	r := Claude(context.Background(), strings.NewReader(string(b)), ClaudeConfig{Wait: fileToolWait, Open: opener(newService(f.t))})
	return r.Decision == ClaudeDeny
}

// gemini calls Gemini CLI's hook for tool with input.
func (f *fileTools) gemini(tool string, input map[string]any) bool {
	b, _ := json.Marshal(map[string]any{"session_id": "s1", "transcript_path": "/tmp/t.json", "cwd": f.Proj, "hook_event_name": "BeforeTool",
		"timestamp": "2026-12-03T03:00:00.000Z", "tool_name": tool, "tool_input": input})
	r := Gemini(context.Background(), strings.NewReader(string(b)), GeminiConfig{Wait: fileToolWait, Open: opener(newService(f.t))})
	return r.Decision == GeminiDeny
}

// codex calls Codex's hook for tool (Bash or apply_patch) with command.
func (f *fileTools) codex(tool, command string) bool {
	b, _ := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "tool_name": tool, "cwd": f.Proj, "session_id": "s1", "tool_input": map[string]any{"command": command}})
	r := Codex(context.Background(), strings.NewReader(string(b)), CodexConfig{Wait: fileToolWait, Open: opener(newService(f.t)), Dir: func() (string, error) { return f.Proj, nil }})
	return r.Decision == ClaudeDeny
}

// opencode calls opencode's file hook for its write tool with path and
// content.
func (f *fileTools) opencode(path, content string) bool {
	args, _ := json.Marshal(map[string]any{"filePath": path, "content": content})
	b, _ := json.Marshal(OpencodeFileInput{Tool: "write", Args: args, Directory: f.Proj, Session: "s1"})
	r := OpencodeFile(context.Background(), strings.NewReader(string(b)), OpencodeFileConfig{Wait: fileToolWait, Open: opener(newService(f.t))})
	return r.Decision == GeminiDeny
}

// crush calls crush's hook for its bash tool with command.
func (f *fileTools) crush(command string) bool {
	r := Crush(context.Background(), strings.NewReader(crushBash(command, f.Proj, nil)), CrushConfig{Wait: fileToolWait, Open: opener(newService(f.t))})
	return r.Decision == CrushDeny
}

// writeInput is a Write or write_file tool's input.
func writeInput(path, content string) map[string]any {
	return map[string]any{"file_path": path, "content": content}
}

// editInput is an Edit or replace tool's input.
func editInput(path string) map[string]any {
	return map[string]any{"file_path": path, "old_string": "a", "new_string": "b"}
}

// addPatch is an apply_patch patch that adds path holding line.
func addPatch(path, line string) string {
	return "*** Begin Patch\n*** Add File: " + path + "\n+" + line + "\n*** End Patch"
}

// inHeredoc is the shell line that runs apply_patch on patch, as Codex's
// Bash tool sends it.
func inHeredoc(patch string) string { return "apply_patch <<'EOF'\n" + patch + "\nEOF" }

// denial is a file tool's call and whether the harness should be told to
// deny it.
type denial struct {
	name string
	deny bool
	run  func() bool
}

// checkDenials runs each row as a subtest.
func checkDenials(t *testing.T, rows []denial) {
	t.Helper()
	for _, tt := range rows {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.run(); got != tt.deny {
				t.Errorf("denied %v, want %v", got, tt.deny)
			}
		})
	}
}
