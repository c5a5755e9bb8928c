package harness

import (
	"path/filepath"
	"testing"
)

// TestFileToolsThroughLinks (rt18i #2, #7): the harnesses' own file tools
// (Claude Code's Write and Edit, Gemini CLI's write_file and replace,
// Codex's apply_patch) writing a guarded file through a symbolic link an
// earlier call made (to the home, to ~/.claude) are refused as the same
// write spelled directly is; a write the links lead to no guarded place
// passes to the harness's own flow. So is a write of the hook script the
// project's settings name.
func TestFileToolsThroughLinks(t *testing.T) {
	f := newFileTools(t, "~/.claude", "~/.gemini", "src", "scripts", ".claude")
	home, proj := f.Home, f.Proj
	// A hook script the project's settings name (rt18i #7).
	f.Write(0o600, "#!/bin/sh\n", "scripts/guard.sh")
	f.Write(0o600, `{"hooks":{"PreToolUse":[{"hooks":[{"type":"command","command":"\"$CLAUDE_PROJECT_DIR\"/scripts/guard.sh"}]}]}}`, ".claude/settings.json")
	f.Symlinks(map[string]string{"hh": home, "c": filepath.Join(home, ".claude"), "s": "src"})
	claude, gemini := f.claude, f.gemini
	codex := func(file string) bool { return f.codex("Bash", inHeredoc(addPatch(file, "{}"))) }
	write := func(p string) map[string]any { return writeInput(p, "{}") }
	edit := editInput
	checkDenials(t, []denial{
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
	})
}
