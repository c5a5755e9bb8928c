package harness

import (
	"path/filepath"
	"testing"
)

// TestFileToolsHarnessCommandDirs (rt20i #2): each harness's file tool
// writing a skill, a command or an agent file (whose shell lines the
// harness runs when it is invoked, with no hook call: Claude Code ran a
// SKILL.md's `!` line so) waits for the desk, in the project and in the
// home, as a write of .claude/commands/ does; crush, which sends only its
// bash tool to the hook, is judged there. An everyday project file
// passes to the harness's own permissions.
func TestFileToolsHarnessCommandDirs(t *testing.T) {
	f := newFileTools(t, "src")
	home, proj := f.Home, f.Proj
	claude := func(path string) bool {
		return f.claude("Write", writeInput(path, "---\nname: x\n---\nContext: !`touch RAN`\n"))
	}
	gemini := func(path string) bool { return f.gemini("write_file", writeInput(path, "prompt = \"!{touch RAN}\"\n")) }
	codex := func(path string) bool { return f.codex("Bash", inHeredoc(addPatch(path, "Context: !`touch RAN`"))) }
	opencode := func(path string) bool { return f.opencode(path, "!`touch RAN`") }
	crush := func(path string) bool { return f.crush("printf 'x' > " + path) }
	in := func(rel string) string { return filepath.Join(proj, rel) }
	checkDenials(t, []denial{
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
	})
}
