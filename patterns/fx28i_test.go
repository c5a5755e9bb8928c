package patterns

import "testing"

// fx28iCases are issue 10's open items fx28i #3 and #6.
//
// #3: a coding agent run by the agent with its own switches that let
// commands run unasked is an agent whose checks are off. Gemini CLI's
// --policy and --admin-policy load policy files the line does not show
// (a rule in one may allow run_shell_command), and --allowed-tools
// naming its shell tool lets commands run without confirmation; `gemini
// -p x` alone runs no shell command unasked in a headless run (it needs
// --yolo or a policy allowing the tool) and is left alone.
//
// #6: a harness's self-update verbs replace the binary whose hooks guard
// the agent (with a version of the line's choosing: `claude install
// 1.0.0`, `npm i -g @anthropic-ai/claude-code@0.1`), or remove it and its
// configuration (`opencode uninstall`): guard-tamper, as the harnesses'
// other verbs that change what judges the agent are. Gemini CLI has no
// such verb (`gemini update` is a prompt).
var fx28iCases = []doesCase{
	{`gemini -p x --policy p.toml`, "cmd.unreadable"},
	{`gemini -p x --policy=p.toml`, "cmd.unreadable"},
	{`gemini --admin-policy /tmp/a.toml -p x`, "cmd.unreadable"},
	{`gemini -p x --allowed-tools run_shell_command`, "cmd.unreadable"},
	{`gemini -p x --allowed-tools=read_file,run_shell_command`, "cmd.unreadable"},
	{`gemini -p x --allowed-tools 'run_shell_command(git)'`, "cmd.unreadable"},
	{`gemini -p x --allowed-tools ShellTool`, "cmd.unreadable"},
	{`qwen -p x --policy p.toml`, "cmd.unreadable"},
	{`npx -y @google/gemini-cli -p x --policy p.toml`, "cmd.unreadable"},
	{`gemini -p x --approval-mode yolo`, "cmd.unreadable"},
	{`gemini -p x -y`, "cmd.unreadable"},
	{`codex exec --dangerously-bypass-approvals-and-sandbox x`, "cmd.unreadable"},
	{`codex exec --full-auto x`, "cmd.unreadable"},
	{`claude -p --dangerously-skip-permissions x`, "cmd.unreadable"},
	{`opencode run x`, "cmd.unreadable"},
	{`gemini -p x`, ""},
	{`gemini -p x --allowed-tools read_file`, ""},
	{`gemini -p x --approval-mode plan`, ""},
	{`codex exec x`, ""},
	{`claude -p x`, ""},

	{`claude update`, "cmd.guard-tamper"},
	{`claude upgrade`, "cmd.guard-tamper"},
	{`claude install 1.0.0`, "cmd.guard-tamper"},
	{`claude install --force latest`, "cmd.guard-tamper"},
	{`codex update`, "cmd.guard-tamper"},
	{`opencode upgrade 0.1.0`, "cmd.guard-tamper"},
	{`opencode uninstall --force`, "cmd.guard-tamper"},
	{`npm i -g @anthropic-ai/claude-code`, "cmd.guard-tamper"},
	{`npm install --global @anthropic-ai/claude-code@0.1.0`, "cmd.guard-tamper"},
	{`npm -g install @openai/codex`, "cmd.guard-tamper"},
	{`npm update -g @google/gemini-cli`, "cmd.guard-tamper"},
	{`npm i -g opencode-ai@latest`, "cmd.guard-tamper"},
	{`pnpm add -g @anthropic-ai/claude-code`, "cmd.guard-tamper"},
	{`bun add -g @google/gemini-cli`, "cmd.guard-tamper"},
	{`bun install --global @openai/codex`, "cmd.guard-tamper"},
	{`yarn global add @anthropic-ai/claude-code`, "cmd.guard-tamper"},
	{`sudo npm i -g @anthropic-ai/claude-code`, "cmd.guard-tamper"},
	{`claude update --help`, ""},
	{`opencode upgrade --help`, ""},
	{`npm i -g typescript`, ""},
	{`npm i -D @anthropic-ai/claude-code`, ""},
	{`npm ls -g @anthropic-ai/claude-code`, ""},
	{`claude --version`, ""},
}

// TestFx28i checks fx28iCases against the defaults.
func TestFx28i(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "fx28i ", fx28iCases)
}
