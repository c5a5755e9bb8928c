package patterns

import "testing"

// fx28i2Cases are issue 10's red-team finds rt28i #1–#4 and its minor
// notes, as the defaults read them.
//
// #1, #2: a nested harness started with a switch that turns its hooks,
// plugins or checks off (claude --bare, --safe-mode, --restricted; codex
// --ignore-user-config, --ignore-rules, --dangerously-bypass-hook-trust)
// or that loads code the line does not show (claude --plugin-dir,
// --plugin-url, --agents; gemini --skip-trust; codex --trust, --enable)
// runs what it decides unjudged: unreadable, as claude
// --dangerously-skip-permissions is.
//
// #3: a nested harness run with its permissions relaxed (claude
// --permission-mode acceptEdits or auto, gemini --approval-mode
// auto_edit, codex -s workspace-write or --add-dir, opencode --auto)
// runs tools unasked wherever no ozdesk hook reaches it (started outside
// the project): unreadable too. The default modes stay allowed.
//
// #2 and the minor notes: a Claude Code plugin's manifest or hooks file
// (.claude-plugin/plugin.json, .claude-plugin/marketplace.json,
// hooks/hooks.json) and opencode's .opencode/package.json, written
// anywhere, are code a harness runs later (runs-later, unreadable); the
// harnesses' config writers (claude config set/add/remove, claude
// auto-mode reset) are guard-tamper, their reads are left alone.
var fx28i2Cases = []doesCase{
	{`claude --bare -p --permission-mode auto < n.txt`, "cmd.unreadable"},
	{`claude --bare -p 'run id please'`, "cmd.unreadable"},
	{`claude -p go --bare`, "cmd.unreadable"},
	{`npx @anthropic-ai/claude-code --bare -p go`, "cmd.unreadable"},
	{`claude -p go --safe-mode`, "cmd.unreadable"},
	{`claude -p go --restricted --tools Bash`, "cmd.unreadable"},
	{`claude -p go --plugin-dir ./p`, "cmd.unreadable"},
	{`claude -p go --plugin-dir=./p`, "cmd.unreadable"},
	{`claude -p go --plugin-url http://127.0.0.1:9/p.zip`, "cmd.unreadable"},
	{`claude -p go --agents '{"r":{"description":"x","prompt":"y"}}'`, "cmd.unreadable"},
	{`claude -p go --permission-mode acceptEdits`, "cmd.unreadable"},
	{`claude -p go --permission-mode=auto`, "cmd.unreadable"},
	{`cd ~ && claude -p --permission-mode acceptEdits < /tmp/n3.txt`, "cmd.guard-tamper"}, // unreadable, named by the certain default (fx41a)
	{`claude -p go --permission-mode "$MODE"`, "cmd.unreadable"},
	{`gemini -p x --approval-mode auto_edit`, "cmd.unreadable"},
	{`gemini -p x --approval-mode=auto_edit`, "cmd.unreadable"},
	{`gemini -p x --skip-trust`, "cmd.unreadable"},
	{`qwen -p x --skip-trust`, "cmd.unreadable"},
	{`codex exec -s workspace-write x`, "cmd.unreadable"},
	{`codex exec --sandbox=workspace-write x`, "cmd.unreadable"},
	{`codex exec --add-dir ~ x`, "cmd.unreadable"},
	{`codex exec --enable unified_exec_tty x`, "cmd.unreadable"},
	{`codex --enable=unified_exec_tty`, "cmd.unreadable"},
	{`codex exec --ignore-user-config x`, "cmd.unreadable"},
	{`codex exec --ignore-rules x`, "cmd.unreadable"},
	{`codex exec --dangerously-bypass-hook-trust x`, "cmd.unreadable"},
	{`codex exec --trust x`, "cmd.unreadable"},
	{`codex exec --approve-for-me x`, "cmd.unreadable"},
	{`opencode --auto`, "cmd.unreadable"},
	{`claude -p go`, ""},
	{`claude -p go --permission-mode plan`, ""},
	{`claude -p go --permission-mode dontAsk`, ""},
	{`claude -p go --permission-mode manual`, ""},
	{`claude -p go --strict-mcp-config`, ""},
	{`gemini -p x --approval-mode default`, ""},
	{`codex exec -s read-only x`, ""},
	{`codex exec x`, ""},
	{`opencode --help`, ""},
	{`claude --help`, ""},

	{`mkdir -p p/.claude-plugin && echo '{"name":"p"}' > p/.claude-plugin/plugin.json`, "cmd.unreadable"},
	{`echo '{"hooks":{}}' > p/hooks/hooks.json`, "cmd.unreadable"},
	{`echo '{}' > .claude-plugin/marketplace.json`, "cmd.unreadable"},
	{`echo '{}' > .opencode/package.json`, "cmd.unreadable"},
	{`echo '{}' > hooks.json`, ""},
	{`echo '{}' > p/hooks/other.json`, ""},
	{`cat p/hooks/hooks.json`, ""},

	{`claude config set -g autoUpdates false`, "cmd.guard-tamper"},
	{`claude config add allowedTools 'Bash(*)'`, "cmd.guard-tamper"},
	{`claude config remove allowedTools Bash`, "cmd.guard-tamper"},
	{`claude auto-mode reset`, "cmd.guard-tamper"},
	{`claude config get theme`, ""},
	{`claude config list`, ""},
	{`claude auto-mode config`, ""},
	{`claude auto-mode defaults`, ""},
}

// TestFx28i2 checks fx28i2Cases against the defaults.
func TestFx28i2(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "fx28i2 ", fx28i2Cases)
}
