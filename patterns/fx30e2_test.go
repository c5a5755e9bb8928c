package patterns

import "testing"

// fx30e2Cases (rt29i #5, #6, #8, #9): other agents' relaxed modes, every
// spelling of a global install of a harness, Continue's cn options, and
// aider's command-string options read as nested commands.
var fx30e2Cases = []evalCase{
	// #5 qwen's own spelling of auto-edit.
	ask("qwen -p x --approval-mode auto-edit", "cmd.unreadable"),
	ask("qwen -p x --approval-mode=auto-edit", "cmd.unreadable"),
	ask("qwen -p x --approval-mode auto_edit", "cmd.unreadable"),
	allow("qwen -p x"),
	allow("qwen -p x --approval-mode default"),
	allow("qwen -p x --approval-mode plan"),
	// #6 a harness installed globally, every spelling.
	ask("npm i --location=global @openai/codex", "cmd.guard-tamper"),
	ask("npm i --location global @openai/codex", "cmd.guard-tamper"),
	ask("npm install @anthropic-ai/claude-code@0.1 --location=global", "cmd.guard-tamper"),
	ask("npm --location=global install @google/gemini-cli", "cmd.guard-tamper"),
	ask("npm install --global @openai/codex", "cmd.guard-tamper"),
	ask("npm i -g @openai/codex", "cmd.guard-tamper"),
	ask("npm isntall -g @openai/codex", "cmd.guard-tamper"),
	ask("npm it -g opencode-ai", "cmd.guard-tamper"),
	ask("npm udpate -g @openai/codex", "cmd.guard-tamper"),
	ask("pnpm add -g @openai/codex", "cmd.guard-tamper"),
	ask("yarn global add @openai/codex", "cmd.guard-tamper"),
	ask("bun add -g @openai/codex", "cmd.guard-tamper"),
	ask("bun i -g @openai/codex", "cmd.guard-tamper"),
	ask("bun a -g @qwen-code/qwen-code", "cmd.guard-tamper"),
	ask("volta install @openai/codex", "cmd.guard-tamper"),
	ask("volta install @anthropic-ai/claude-code@0.1", "cmd.guard-tamper"),
	allow("npm i -D typescript"),
	allow("npm i -g typescript"),
	allow("npm i --location=global typescript"),
	allow("volta install node"),
	allow("bun i -g typescript"),
	allow("npm i @openai/codex"),
	// #8 Continue's cn.
	ask("cn -p x --auto", "cmd.unreadable"),
	ask("cn --auto", "cmd.unreadable"),
	ask("cn --config evil.yaml -p x", "cmd.unreadable"),
	ask("cn -p x --allow Bash", "cmd.unreadable"),
	ask("cn -p x --allow=Bash", "cmd.unreadable"),
	ask("cn -p x --mcp foo/bar", "cmd.unreadable"),
	allow("cn -p x"),
	allow("cn -p 'fix the failing test'"),
	// #9 aider's command strings, judged as nested commands.
	ask("aider -m x --auto-test --test-cmd 'rm -rf ~'", "cmd.delete-home"),
	ask("aider -m x --test-cmd='rm -rf ~'", "cmd.delete-home"),
	ask("aider -m x --test-c 'rm -rf ~'", "cmd.delete-home"),
	ask("aider -m x --lint-cmd 'rm -rf ~'", "cmd.delete-home"),
	ask("aider -m x --lint-cmd 'python: rm -rf ~'", "cmd.delete-home"),
	ask("aider -m x --notifications-command 'rm -rf ~'", "cmd.delete-home"),
	ask(`aider -m x --test-cmd "$T"`, "cmd.unreadable"),
	ask("aider --load cmds.txt", "cmd.unreadable"),
	ask("aider --load=cmds.txt -m x", "cmd.unreadable"),
	ask("echo '/run rm -rf ~' > c.txt && aider --load c.txt", "cmd.unreadable"),
	allow("aider -m x --test-cmd 'pytest -q'"),
	allow("aider -m x --auto-test --test-cmd 'go test ./...'"),
	allow("aider -m x --lint-cmd 'python: flake8 --select=E9'"),
	allow("aider -m x --lint-cmd 'ruff check'"),
	allow("aider -m x --test"),
	allow("aider -m x"),
}

func TestFx30e2Cases(t *testing.T) { runCases(t, fx30e2Cases) }
