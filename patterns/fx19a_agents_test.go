package patterns

import "testing"

// fx19aAgentCases are rt19d finding 3: another coding agent started with
// its approvals off (or, for opencode, without the plugin that asks
// ozdesk) runs what it decides, which no ask sees: foreign-code, so the
// floor asks (cmd.unreadable). "" is the agent started as it comes.
var fx19aAgentCases = []doesCase{
	{`gemini -y -p 'fix the build'`, "cmd.unreadable"},
	{`gemini --approval-mode yolo -p 'fix the build'`, "cmd.unreadable"},
	{`gemini --approval-mode=yolo`, "cmd.unreadable"},
	{`gemini --yolo`, "cmd.unreadable"},
	{`npx -y @google/gemini-cli --approval-mode yolo`, "cmd.unreadable"},
	{`codex -a never exec 'deploy'`, "cmd.unreadable"},
	{`codex --ask-for-approval never exec x`, "cmd.unreadable"},
	{`codex --ask-for-approval=never exec x`, "cmd.unreadable"},
	{`codex exec --sandbox danger-full-access 'x'`, "cmd.unreadable"},
	{`codex -s danger-full-access 'x'`, "cmd.unreadable"},
	{`codex --dangerously-bypass-approvals-and-sandbox exec x`, "cmd.unreadable"},
	{`codex --full-auto 'x'`, "cmd.unreadable"},
	{`claude --dangerously-skip-permissions -p x`, "cmd.unreadable"},
	{`claude --permission-mode bypassPermissions -p x`, "cmd.unreadable"},
	{`claude -p x --allowedTools 'Bash(*)'`, "cmd.unreadable"},
	{`claude -p x --allowed-tools Bash`, "cmd.unreadable"},
	{`claude --mcp-config /tmp/m.json -p x`, "cmd.unreadable"},
	{`OPENCODE_PURE=1 opencode`, "cmd.unreadable"},
	{`env OPENCODE_PURE=1 opencode`, "cmd.unreadable"},
	{`export OPENCODE_PURE=1; opencode`, "cmd.unreadable"},
	{`opencode --pure`, "cmd.unreadable"},
	{`crush --yolo`, "cmd.unreadable"},
	{`crush -y run x`, "cmd.unreadable"},
	{`aider --yes-always --message x`, "cmd.unreadable"},
	{`qwen --yolo -p x`, "cmd.unreadable"},
	{`qwen --approval-mode yolo -p x`, "cmd.unreadable"},
	// The agents as they come, asking for approval themselves.
	{`gemini`, ""},
	{`gemini -p 'explain main.go'`, ""},
	{`gemini --approval-mode default -p x`, ""},
	{`codex`, ""},
	{`codex -a on-request exec x`, ""},
	{`codex --sandbox read-only exec x`, ""},
	{`claude -p "summarise the diff"`, ""},
	{`claude -p x --allowedTools Read,Grep`, ""},
	{`claude --permission-mode plan -p x`, ""},
	{`opencode`, ""},
	{`crush`, ""},
	{`qwen -p x`, ""},
}

// TestFx19aAgents checks fx19aAgentCases against the defaults.
func TestFx19aAgents(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "agent ", fx19aAgentCases)
}
