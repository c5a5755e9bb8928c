package patterns

import "testing"

// fx20d3AgentCases are rt20d finding 9: coding agents the list lacked,
// started with their approvals off (GitHub Copilot CLI, Factory droid,
// Kiro and Amazon Q, goose run, which acts unasked by default), and the
// same agents as they come, which ask for approval themselves.
var fx20d3AgentCases = []doesCase{
	{`copilot -p "fix it" --allow-all-tools`, "cmd.unreadable"},
	{`copilot -p x --allow-tool shell`, "cmd.unreadable"},
	{`copilot -p x --allow-tool 'shell(*)'`, "cmd.unreadable"},
	{`copilot -p x --allow-all`, "cmd.unreadable"},
	{`copilot --yolo -p x`, "cmd.unreadable"},
	{`npx -y @github/copilot -p x --allow-all-tools`, "cmd.unreadable"},
	{`droid exec --skip-permissions-unsafe "x"`, "cmd.unreadable"},
	{`droid exec --auto high "x"`, "cmd.unreadable"},
	{`droid exec --auto=medium "x"`, "cmd.unreadable"},
	{`kiro-cli chat --trust-all-tools "x"`, "cmd.unreadable"},
	{`q chat --trust-all-tools "x"`, "cmd.unreadable"},
	{`goose run -t "x"`, "cmd.unreadable"},
	{`goose run --no-session -t "refactor"`, "cmd.unreadable"},
	{`env GOOSE_MODE=auto goose run -i plan.md`, "cmd.unreadable"},
	// As they come: they ask before acting.
	{`copilot -p "explain main.go"`, ""},
	{`copilot -p x --allow-tool 'shell(git)'`, ""},
	{`copilot --help`, ""},
	{`droid exec "summarize the repo"`, ""},
	{`kiro-cli chat "x"`, ""},
	{`goose session list`, ""},
	{`goose --version`, ""},
}

// TestFx20d3Agents checks fx20d3AgentCases against the defaults.
func TestFx20d3Agents(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "agent ", fx20d3AgentCases)
}
