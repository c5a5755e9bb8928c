package patterns_test

import "testing"

// TestFx20i3HarnessDirs (rt20i #2, #6): every harness's commands, skills
// and agents, in a project and in the home, run their shell lines when
// invoked with no hook call, so a write of one is runs-later, as a write
// of .claude/commands/ is; so are a project's .vimrc and .exrc, which vim
// runs unprompted with 'exrc' set. Reading, listing and deleting them,
// and neovim's .nvim.lua (which neovim asks to trust), stay allowed.
func TestFx20i3HarnessDirs(t *testing.T) {
	checkFx7a(t, []fx7aCase{
		{"printf 'Context: !`touch RAN`\\n' > .claude/skills/x/SKILL.md", "cmd.unreadable"},
		{"echo x > ~/.claude/skills/x/SKILL.md", "cmd.unreadable"},
		{"cp run.sh .claude/skills/x/scripts/run.sh", "cmd.unreadable"},
		{"echo x > .gemini/commands/x.toml", "cmd.unreadable"},
		{"echo x > .gemini/agents/a.md", "cmd.unreadable"},
		{"echo x > .qwen/commands/x.toml", "cmd.unreadable"},
		{"echo x > .codex/skills/x/SKILL.md", "cmd.unreadable"},
		{"echo x > .agents/skills/x/SKILL.md", "cmd.unreadable"},
		{"echo x > ~/.agents/skills/x/SKILL.md", "cmd.unreadable"},
		{"echo x > .crush/commands/x.md", "cmd.unreadable"},
		{"tee .opencode/command/a.md < a.md", "cmd.unreadable"},
		{"cp a.md .opencode/commands/a.md", "cmd.unreadable"},
		{"cp a.md .opencode/agent/a.md", "cmd.unreadable"},
		{"echo x > .opencode/skill/x/SKILL.md", "cmd.unreadable"},
		{"echo x > ~/.cache/opencode/node_modules/p/index.js", "cmd.unreadable"},
		{"echo '!rm -rf ~' > .exrc", "cmd.unreadable"},
		{"cp evil.vim .vimrc", "cmd.unreadable"},
		{"echo x > .gvimrc", "cmd.unreadable"},
		{"cat .claude/skills/x/SKILL.md", ""},
		{"ls .agents/skills .opencode/command", ""},
		{"rm -rf .claude/skills/old", ""},
		{"echo 'vim.o.number = true' > .nvim.lua", ""},
		{"echo x > docs/skills/x.md", ""},
		{"echo x > notes/commands.md", ""},
	})
}
