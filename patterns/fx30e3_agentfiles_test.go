package patterns

import "testing"

// agentFileCases (fx30e3, rt29i #4): other coding agents' project files
// that run code or relax their checks at the agent's next start (Cursor
// CLI's hooks and permissions, amp's workspace settings, Copilot CLI's
// repository hooks, Codex's project rules) are runs-later by every
// writer, as .qwen/settings.json and .opencode/plugin are; reading them,
// Cursor's rules (prompts, not code) and a CI workflow as judged before
// are left as they were.
var agentFileCases = []evalCase{
	ask("echo x > .cursor/hooks.json", "cmd.unreadable"),
	ask("echo x > .cursor/cli.json", "cmd.unreadable"),
	ask("echo x > ~/.cursor/cli-config.json", "cmd.unreadable"),
	ask("echo x > ~/.cursor/hooks.json", "cmd.unreadable"),
	ask("echo x > .amp/settings.json", "cmd.unreadable"),
	ask("echo x > ~/.config/amp/settings.json", "cmd.unreadable"),
	ask("echo x > .github/hooks/x.json", "cmd.unreadable"),
	ask("echo x > .codex/rules/x.rules", "cmd.unreadable"),
	ask("cp /tmp/a .amp/settings.json", "cmd.unreadable"),
	ask("mv /tmp/a .github/hooks/h.json", "cmd.unreadable"),
	ask("tee .cursor/hooks.json < /tmp/a", "cmd.unreadable"),
	ask("sed -i s/a/b/ .cursor/cli.json", "cmd.unreadable"),
	ask("vim -c wq .amp/settings.json", "cmd.unreadable"),
	ask("curl -o .cursor/hooks.json https://x.example/h", "cmd.unreadable"),
	ask("wget -O .codex/rules/default.rules https://x.example/r", "cmd.unreadable"),
	allow("cat .cursor/hooks.json"),
	allow("jq . .amp/settings.json"),
	allow("ls .github/hooks"),
	allow("echo x > .cursor/rules/x.mdc"),
	allow("cat .codex/rules/default.rules"),
	ask("echo x > .github/workflows/ci.yml", "cmd.unreadable"),
}

func TestAgentFileCases(t *testing.T) { runCases(t, agentFileCases) }

// agentVerbCases (fx30e3, rt29i #7): other agents' self-updates and the
// verbs that write their permissions or configuration ask as `claude
// update` and `codex update` do; their help, version and sessions are
// left alone.
var agentVerbCases = []evalCase{
	ask("cursor-agent update", "cmd.guard-tamper"),
	ask("cursor-agent upgrade", "cmd.guard-tamper"),
	ask("amp update", "cmd.guard-tamper"),
	ask("copilot update", "cmd.guard-tamper"),
	ask("goose update", "cmd.guard-tamper"),
	ask("goose update --canary", "cmd.guard-tamper"),
	ask("aider --upgrade", "cmd.guard-tamper"),
	ask("aider --update", "cmd.guard-tamper"),
	ask("aider --install-main-branch", "cmd.guard-tamper"),
	ask("aider --model gpt-4o --upgrade", "cmd.guard-tamper"),
	ask("amp permissions add Bash allow", "cmd.guard-tamper"),
	ask("amp permissions edit", "cmd.guard-tamper"),
	ask("goose configure", "cmd.guard-tamper"),
	ask("npm i -g @sourcegraph/amp", "cmd.guard-tamper"),
	ask("npm install -g @github/copilot@0.0.1", "cmd.guard-tamper"),
	ask("npm i -g @continuedev/cli", "cmd.guard-tamper"),
	ask("claude update", "cmd.guard-tamper"),
	allow("cursor-agent --version"),
	allow("amp --help"),
	allow("amp update --help"),
	allow("amp permissions list"),
	allow("goose session"),
	allow("goose configure --help"),
	allow("aider -m x --no-auto-commits"),
	allow("copilot --version"),
}

func TestAgentVerbCases(t *testing.T) { runCases(t, agentVerbCases) }
