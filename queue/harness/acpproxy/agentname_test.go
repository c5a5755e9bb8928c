package acpproxy

import "testing"

// TestAgentName names the agent after the agent, not its launcher
// (rt18h #10: `ozdesk acp -- node …/gemini.js --acp` asked as "node").
func TestAgentName(t *testing.T) {
	for _, tc := range []struct {
		argv []string
		want string
	}{
		{[]string{"gemini", "--acp"}, "gemini"},
		{[]string{"/usr/local/bin/gemini", "--acp"}, "gemini"},
		{[]string{"node", "/opt/n/lib/node_modules/@google/gemini-cli/bundle/gemini.js", "--acp"}, "gemini"},
		{[]string{"npx", "-y", "@google/gemini-cli@0.61.0", "--acp"}, "gemini"},
		{[]string{"npx", "@zed-industries/claude-code-acp"}, "claude-code-acp"},
		{[]string{"npm", "exec", "--yes", "@zed-industries/codex-acp@1.0"}, "codex"},
		{[]string{"node", "--no-warnings", "./agent/main.mjs"}, "main"},
		{[]string{"uvx", "goose-acp"}, "goose-acp"},
		{[]string{"python3", "agent.py"}, "agent"},
		{[]string{"goose", "acp"}, "goose"},
		{[]string{"node"}, "node"},
	} {
		if got := AgentName(tc.argv); got != tc.want {
			t.Errorf("AgentName(%q) = %q, want %q", tc.argv, got, tc.want)
		}
	}
}
