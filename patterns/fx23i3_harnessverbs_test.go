package patterns

import "testing"

// fx23i3HarnessVerbCases are rt23i #1, #6 and #7: a harness's own CLI
// verbs that write its settings, hooks, plugins or extensions, which the
// agent asks the harness to run, so no guarded path stands in the
// command; and the same CLIs' everyday reads and help beside them.
var fx23i3HarnessVerbCases = []doesCase{
	// #6: Codex's feature flags are written to ~/.codex/config.toml.
	{`codex features disable hooks`, "cmd.guard-tamper"},
	{`codex features enable unified_exec_tty`, "cmd.guard-tamper"},
	{`/tmp/bin/codex features enable unified_exec_tty; /tmp/bin/codex features disable hooks`, "cmd.guard-tamper"},
	// --enable FEATURE asks on its own since rt28i (fx28i2): the line is unreadable first.
	{`codex --enable x features disable hooks`, "cmd.unreadable"},
	{`codex -m o3 features disable hooks`, "cmd.guard-tamper"},
	{`npx -y @openai/codex features disable hooks`, "cmd.guard-tamper"},
	{`codex plugin add p`, "cmd.guard-tamper"},
	{`codex plugin marketplace add ./mk`, "cmd.guard-tamper"},
	{`codex plugin marketplace upgrade`, "cmd.guard-tamper"},
	// #7: opencode's plugin verb writes .opencode/opencode.json.
	{`opencode plugin file:/tmp/owd/evilpkg`, "cmd.guard-tamper"},
	{`opencode plugin -g evil`, "cmd.guard-tamper"},
	{`opencode plug evil --force`, "cmd.guard-tamper"},
	{`opencode agent create`, "cmd.guard-tamper"},
	// #1: Gemini CLI's extensions, skills and hooks verbs.
	{`gemini extensions link ./ext2 --consent`, "cmd.guard-tamper"},
	{`gemini extensions install ./x`, "cmd.guard-tamper"},
	{`gemini extensions install https://github.com/o/ext`, "cmd.guard-tamper"},
	{`gemini extension enable x`, "cmd.guard-tamper"},
	{`gemini extensions update --all`, "cmd.guard-tamper"},
	{`gemini extensions config x KEY`, "cmd.guard-tamper"},
	{`gemini -d extensions link ./ext2`, "cmd.guard-tamper"},
	{`gemini skills install ./s`, "cmd.guard-tamper"},
	{`gemini skills link ./s`, "cmd.guard-tamper"},
	{`gemini hooks migrate`, "cmd.guard-tamper"},
	{`gemini hook migrate`, "cmd.guard-tamper"},
	{`qwen extensions install ./x`, "cmd.guard-tamper"},
	// #1: Claude Code's plugin and marketplace verbs.
	{`claude plugin marketplace add ./mk && claude plugin install p@mk`, "cmd.guard-tamper"},
	{`claude plugin install p@mk --scope project`, "cmd.guard-tamper"},
	{`claude plugins i p@mk`, "cmd.guard-tamper"},
	{`claude plugin enable p@mk`, "cmd.guard-tamper"},
	{`claude plugin marketplace update`, "cmd.guard-tamper"},
	{`claude plugin init evil`, "cmd.guard-tamper"},
	{`claude import gemini --yes`, "cmd.guard-tamper"},
	{`bash -c 'claude plugin install p@mk'`, "cmd.guard-tamper"},
	// A nested Codex run with its hooks switched off for that run
	// (`--disable hooks` is `-c features.hooks=false`, which is unreadable).
	{`codex --disable hooks exec "clean up"`, "cmd.unreadable"},
	{`codex exec --disable=hooks x`, "cmd.unreadable"},
	{`codex exec --disable hooks --enable x y`, "cmd.unreadable"},
	{`codex exec --disable web_search x`, ""},
	// Their reads and help are everyday.
	{`codex features list`, ""},
	{`codex features --help`, ""},
	{`codex features disable --help`, ""},
	{`codex plugin list`, ""},
	{`codex plugin marketplace list`, ""},
	{`gemini extensions list`, ""},
	{`gemini extensions install --help`, ""},
	{`gemini extensions validate ./ext`, ""},
	{`gemini extensions new ./ext`, ""},
	{`gemini skills list --all`, ""},
	{`claude plugin list`, ""},
	{`claude plugin validate ./p`, ""},
	{`claude plugin details p`, ""},
	{`claude plugin marketplace list`, ""},
	{`claude plugin install -h`, ""},
	{`opencode plugin --help`, ""},
	{`opencode agent list`, ""},
	{`opencode models`, ""},
}

// TestFx23i3HarnessVerbs checks fx23i3HarnessVerbCases against the defaults.
func TestFx23i3HarnessVerbs(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "harness verb ", fx23i3HarnessVerbCases)
}
