package harness

import (
	"path/filepath"
	"testing"
)

// TestFileToolsThroughSwappableLinks (rt20i #5): a file tool's write of a
// file named like a guarded file (settings.json, .bashrc) through a
// symbolic link in the project, which the agent's background loop may
// swap to ~/.claude between the hook's check and the harness's write,
// waits for the desk even while the link leads inside the project, and
// so does a write of a link itself, whatever its name; the same name
// through plain directories, and other names through a linked directory,
// pass to the harness's own permissions.
func TestFileToolsThroughSwappableLinks(t *testing.T) {
	f := newFileTools(t, "~/.claude", "safedir")
	proj := f.Proj
	f.Symlinks(map[string]string{"d": "safedir", "s.json": "safedir/settings.json"})
	claude := func(path string) bool { return f.claude("Write", writeInput(path, `{"disableAllHooks":true}`)) }
	gemini := func(path string) bool { return f.gemini("write_file", writeInput(path, "{}")) }
	codex := func(path string) bool { return f.codex("apply_patch", addPatch(path, "{}")) }
	opencode := func(path string) bool { return f.opencode(path, "{}") }
	checkDenials(t, []denial{
		{"claude Write settings.json through a link in the project", true, func() bool { return claude("d/settings.json") }},
		{"claude Write .bashrc through a link in the project", true, func() bool { return claude(filepath.Join(proj, "d", ".bashrc")) }},
		{"claude Write a link in the project (its target may be swapped)", true, func() bool { return claude("s.json") }},
		{"gemini write_file settings.json through a link", true, func() bool { return gemini(filepath.Join(proj, "d", "settings.json")) }},
		{"codex apply_patch settings.json through a link", true, func() bool { return codex("d/settings.json") }},
		{"opencode write settings.json through a link", true, func() bool { return opencode(filepath.Join(proj, "d", "settings.json")) }},
		{"claude Write settings.json in a plain directory", false, func() bool { return claude("safedir/settings.json") }},
		{"claude Write another file through the link", false, func() bool { return claude("d/main.go") }},
		{"opencode write another file through the link", false, func() bool { return opencode(filepath.Join(proj, "d", "notes.md")) }},
	})
}
