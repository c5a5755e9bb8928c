package acpproxy

import (
	"testing"

	"ozdesk.dev/ozdesk/queue/harness"
)

// TestRewrites: Gemini CLI's rewrite is taken for an agent argv names
// as Gemini CLI, however launched, and for one it names as no agent
// ozdesk knows; not for Codex.
func TestRewrites(t *testing.T) {
	tests := []struct {
		argv   []string
		gemini bool
	}{
		{[]string{"gemini", "--acp"}, true},
		{[]string{"node", "/opt/x/node_modules/@google/gemini-cli/bundle/gemini.js", "--acp"}, true},
		{[]string{"npx", "@google/gemini-cli@0.61.0", "--acp"}, true},
		{[]string{"sh", "-c", "exec gemini --acp"}, true},
		{[]string{"python3", "agent.py"}, true},
		{[]string{"my-agent"}, true},
		{[]string{"codex-acp"}, false},
		{[]string{"npx", "@zed-industries/codex-acp"}, false},
	}
	for _, tt := range tests {
		if got := Rewrites(tt.argv) != nil; got != tt.gemini {
			t.Errorf("Rewrites(%q) set: %v, want %v", tt.argv, got, tt.gemini)
		}
	}
}

// TestGeminiRewriteJudged: gemini --acp shows the model's command as the
// permission request's title, and runs its stripShellWrapper of it
// (rt18h #3): the proxy judges what runs, and refuses a rewrite it cannot
// be sure of.
func TestGeminiRewriteJudged(t *testing.T) {
	tests := []struct {
		title, want string
	}{
		{"bash -c 'echo x' '; touch forbidden #'", "cancel"},
		{"cmd.exe /c 'touch forbidden'", "cancel"},
		{"BASH -c 'touch forbidden'", "cancel"},
		{"\u00a0touch forbidden", "cancel"},
		{`bash -c "echo $HOME"`, "cancel"},
		{"bash -c 'ls -la'", "proceed_once"},
		{"ls -la", "proceed_once"},
	}
	for _, tt := range tests {
		t.Run(tt.title, func(t *testing.T) {
			cfg := config(newService(t))
			cfg.Rewrite = harness.GeminiRuns
			r := startRelay(t, cfg)
			r.session("/tmp")
			r.agent(permission("0", tt.title))
			if got := r.atAgent(); got != chose("0", tt.want) {
				t.Errorf("the agent got %s; want %s", got, chose("0", tt.want))
			}
		})
	}
}
