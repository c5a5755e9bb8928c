package patterns

// Coding agents run code from files in their own directories, where no
// hook sees it (rt20i #2): a hook script or a plugin at the next start, and
// a skill's, a slash command's or a custom command's shell lines (Claude
// Code's and Codex's SKILL.md `!`cmd“ lines, Gemini CLI's `!{…}`,
// opencode's `!`cmd“) when the command is invoked, by the operator or,
// for a skill, by the model itself, with the tools its front matter
// allows; a subagent runs with the tools its file names. Claude Code ran
// a skill's `!` line with no PreToolUse call at all. Writing any file in
// these directories, in a project or in the home, and through the shell
// or a file tool alike, is runs-later, as writing a git hook is. The home's
// copies of most of them lie in the harnesses' guarded directories as
// well (~/.gemini, ~/.codex, ~/.config/opencode, ~/.config/crush), where
// cmd.guard-tamper asks first.

// harnessLater is what runs a harness's commands, skills and agents.
const harnessLater = "the coding agent (a command's, skill's or agent's shell lines and allowed tools, when it is invoked, by the model too)"

// laterPlacesHarness are those directories, read as laterPlaces are:
// one table for every harness.
var laterPlacesHarness = []laterPlace{
	{place{at: atSome, pat: []string{"/.claude/hooks"}}, "the harness's hooks"},
	{place{at: atSome, pat: []string{"/.claude/commands"}}, "the harness (a slash command's lines run, with the tools it allows, when invoked)"},
	{place{at: atSome, pat: []string{"/.claude/agents"}}, "the harness (a subagent's tools and prompt, when invoked)"},
	{place{at: atSome, pat: []string{"/.claude/skills"}}, harnessLater},
	{place{at: atSome, pat: []string{"/.gemini/commands"}}, harnessLater},
	{place{at: atSome, pat: []string{"/.gemini/agents"}}, harnessLater},
	{place{at: atSome, pat: []string{"/.gemini/skills"}}, harnessLater},
	{place{at: atSome, pat: []string{"/.qwen/commands"}}, harnessLater},
	{place{at: atSome, pat: []string{"/.qwen/agents"}}, harnessLater},
	{place{at: atSome, pat: []string{"/.codex/skills"}}, harnessLater},
	{place{at: atSome, pat: []string{"/.codex/prompts"}}, harnessLater},
	{place{at: atSome, pat: []string{"/.agents/skills"}}, harnessLater},
	{place{at: atSome, pat: []string{"/.crush/commands"}}, harnessLater},
	{place{at: atHome, pat: []string{"/.config/crush/commands"}}, harnessLater},
	{place{at: atSome, pat: []string{"/.opencode/plugin"}}, "opencode (at its next start)"},
	{place{at: atSome, pat: []string{"/.opencode/plugins"}}, "opencode (at its next start)"},
	{place{at: atSome, pat: []string{"/.opencode/command"}}, harnessLater},
	{place{at: atSome, pat: []string{"/.opencode/commands"}}, harnessLater},
	{place{at: atSome, pat: []string{"/.opencode/agent"}}, harnessLater},
	{place{at: atSome, pat: []string{"/.opencode/agents"}}, harnessLater},
	{place{at: atSome, pat: []string{"/.opencode/skill"}}, harnessLater},
	{place{at: atSome, pat: []string{"/.opencode/skills"}}, harnessLater},
	{place{at: atHome, pat: []string{"/.config/opencode/command"}}, harnessLater},
	{place{at: atHome, pat: []string{"/.config/opencode/commands"}}, harnessLater},
	{place{at: atHome, pat: []string{"/.config/opencode/agent"}}, harnessLater},
	{place{at: atHome, pat: []string{"/.config/opencode/agents"}}, harnessLater},
	{place{at: atHome, pat: []string{"/.config/opencode/skill"}}, harnessLater},
	{place{at: atHome, pat: []string{"/.config/opencode/skills"}}, harnessLater},
	{place{at: atHome, pat: []string{"/.cache/opencode/node_modules"}}, "opencode (the npm plugins it loads at its next start)"},
	// A Claude Code plugin's or marketplace's manifest and a plugin's hooks
	// file, in any directory: a plugin tree is code Claude Code runs once
	// the plugin is loaded (--plugin-dir, a local marketplace), its hooks
	// at once (rt28i #2). opencode installs the packages
	// .opencode/package.json names at its next start.
	{place{at: atSome, pat: []string{"/.claude-plugin"}}, "Claude Code (a plugin's hooks and MCP servers, once the plugin is loaded)"},
	{place{at: atSome, pat: []string{"/hooks/hooks.json"}}, "Claude Code (a plugin's hooks, once the plugin is loaded)"},
	{place{at: atSome, pat: []string{"/.opencode/package.json"}}, "opencode (the packages it installs and loads at its next start)"},
	// Other agents' files that run programs or relax their checks at
	// their next start (fx30e3, rt29i #4, from their documentation; not
	// run here): Cursor CLI's hooks (commands on its events) and
	// permissions (`Shell(*)` allowed), amp's settings (its MCP servers
	// and permissions), Copilot CLI's repository hooks, and Codex's
	// execpolicy rules in a project (a `decision="allow"` rule relaxes its
	// approvals; the home's ~/.codex is guarded already). Cursor's rules
	// (.cursor/rules) are prompts, not code, and are left alone.
	{place{at: atSome, pat: []string{"/.cursor/hooks.json"}}, "Cursor's agent (its hooks' commands, at its next start)"},
	{place{at: atSome, pat: []string{"/.cursor/cli.json"}}, "Cursor's agent (its permissions, at its next start)"},
	{place{at: atHome, pat: []string{"/.cursor/cli-config.json"}}, "Cursor's agent (its permissions, at its next start)"},
	{place{at: atSome, pat: []string{"/.amp/settings.json"}}, "amp (its MCP servers and permissions, at its next start)"},
	{place{at: atHome, pat: []string{"/.config/amp/settings.json"}}, "amp (its MCP servers and permissions, at its next start)"},
	{place{at: atSome, pat: []string{"/.github/hooks"}}, "GitHub Copilot CLI (its repository hooks' commands, at its next start)"},
	{place{at: atSome, pat: []string{"/.codex/rules"}}, "Codex (its rules, which may allow commands without approval, at its next start)"},
	// Editors that read a project's start-up file with 'exrc' set (rt20i
	// #6): vim runs .vimrc, .exrc and .gvimrc from the directory it starts
	// in with no prompt (its 'secure' spares only files another user
	// owns). Neovim asks to trust each new or changed .nvim.lua, .nvimrc
	// and .exrc (vim.secure) before it runs one, so those are left to it.
	{place{at: atSome, pat: []string{"/.vimrc"}}, exrcLater},
	{place{at: atSome, pat: []string{"/.exrc"}}, exrcLater},
	{place{at: atSome, pat: []string{"/.gvimrc"}}, exrcLater},
}

// exrcLater is what runs a project's vim start-up file.
const exrcLater = "vim (with 'exrc' set, when it starts in the directory, with no prompt)"
