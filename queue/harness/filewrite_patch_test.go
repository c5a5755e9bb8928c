package harness

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestPatchToolsJudgeEachFile: opencode's apply_patch and patch tools and
// Codex's own apply_patch tool judge each file their patch adds, updates,
// moves or deletes as the edit and write tools judge theirs: a file
// outside the project waits for the asks its write makes (~/.ssh/rc),
// through links too; a guarded file, one that runs later or has a second
// name waits; a delete is judged as a delete; a patch that cannot be read
// is refused.
func TestPatchToolsJudgeEachFile(t *testing.T) {
	f := newFileTools(t, "~/.claude", "~/.ssh", "src", ".git/hooks")
	home, proj := f.Home, f.Proj
	f.Write(0o600, "{}\n", "~/.claude/settings.json", "src/a.go", "notes.txt")
	f.Hardlinks(map[string]string{"~/.claude/settings.json": "hard.json"})
	f.Symlinks(map[string]string{"hh": home, "gh": ".git/hooks"})
	patch := func(body string) string { return "*** Begin Patch\n" + body + "*** End Patch\n" }
	opencode := func(tool string) func(string) (bool, string) {
		return func(p string) (bool, string) {
			args, _ := json.Marshal(map[string]any{"patchText": p})
			b, _ := json.Marshal(OpencodeFileInput{Tool: tool, Args: args, Directory: proj, Session: "s1"})
			r := OpencodeFile(context.Background(), strings.NewReader(string(b)), OpencodeFileConfig{Wait: fileToolWait, Open: opener(newService(t))})
			return r.Decision == GeminiDeny, r.Reason
		}
	}
	codex := func(p string) (bool, string) {
		b, _ := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "tool_name": "apply_patch", "cwd": proj, "session_id": "s1", "tool_input": map[string]any{"command": p}})
		r := Codex(context.Background(), strings.NewReader(string(b)), CodexConfig{Wait: fileToolWait, Open: opener(newService(t)), Dir: func() (string, error) { return proj, nil }})
		return r.Decision == ClaudeDeny, r.Reason
	}
	tools := map[string]func(string) (bool, string){"opencode apply_patch": opencode("apply_patch"), "opencode patch": opencode("patch"), "codex apply_patch": codex}
	tests := []struct {
		name      string
		patch     string
		deny      bool
		reasonHas string
	}{
		{name: "add a project file", patch: patch("*** Add File: src/b.go\n+package b\n")},
		{name: "update and delete project files", patch: patch("*** Update File: src/a.go\n@@\n-{}\n+x\n*** Delete File: notes.txt\n")},
		{name: "update ~/.ssh/rc outside the project", patch: patch("*** Add File: " + filepath.Join(home, ".ssh", "rc") + "\n+x\n"), deny: true, reasonHas: "nobody decided"},
		{name: "authorized_keys through a link to the home", patch: patch("*** Add File: hh/.ssh/authorized_keys\n+x\n"), deny: true, reasonHas: "nobody decided"},
		{name: "~/.ssh/config by a tilde", patch: patch("*** Add File: ~/.ssh/config\n+x\n"), deny: true, reasonHas: "nobody decided"},
		{name: "a guarded file through a link", patch: patch("*** Update File: hh/.claude/settings.json\n@@\n-{}\n+x\n"), deny: true, reasonHas: "nobody decided"},
		{name: "a git hook through a link", patch: patch("*** Add File: gh/pre-commit\n+x\n"), deny: true, reasonHas: "nobody decided"},
		{name: "a second name of a guarded file", patch: patch("*** Update File: hard.json\n@@\n-{}\n+x\n"), deny: true, reasonHas: "nobody decided"},
		{name: "a guarded file deleted", patch: patch("*** Delete File: hh/.bashrc\n"), deny: true, reasonHas: "nobody decided"},
		{name: "moved onto a shell profile", patch: patch("*** Update File: notes.txt\n*** Move to: " + filepath.Join(home, ".bashrc") + "\n@@\n-{}\n+x\n"), deny: true, reasonHas: "nobody decided"},
		{name: "a later file among project files", patch: patch("*** Add File: src/c.go\n+x\n*** Add File: gh/post-checkout\n+x\n"), deny: true, reasonHas: "nobody decided"},
		{name: "names no file", patch: "*** Begin Patch\n*** End Patch\n", deny: true, reasonHas: "names no file"},
		{name: "an empty name", patch: patch("*** Add File: \n+x\n"), deny: true, reasonHas: "cannot read"},
	}
	for _, tt := range tests {
		for tool, run := range tools {
			t.Run(tt.name+"/"+tool, func(t *testing.T) {
				deny, reason := run(tt.patch)
				if deny != tt.deny || !strings.Contains(reason, tt.reasonHas) {
					t.Errorf("denied %v (%q); want %v holding %q", deny, reason, tt.deny, tt.reasonHas)
				}
			})
		}
	}
}
