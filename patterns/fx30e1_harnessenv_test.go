package patterns

import "testing"

// harnessEnvSwitchCases (rt29i #1 to #3): the environment forms of a
// harness's switches that turn off what judges it ask as the switches
// do; values the harness reads as off, and everyday variables, stay
// allowed.
var harnessEnvSwitchCases = []evalCase{
	ask("CLAUDE_CODE_SIMPLE=1 claude -p x", "cmd.unreadable"),
	ask("export CLAUDE_CODE_SIMPLE=1; claude -p x", "cmd.unreadable"),
	ask("env CLAUDE_CODE_SIMPLE=1 claude -p x", "cmd.unreadable"),
	ask("declare -x CLAUDE_CODE_SIMPLE=true; claude -p x", "cmd.unreadable"),
	ask("CLAUDE_CODE_SIMPLE=$X claude -p x", "cmd.unreadable"),
	ask("CLAUDE_CODE_SIMPLE=' Yes' claude -p x", "cmd.unreadable"),
	ask("CLAUDE_CODE_SAFE_MODE=on claude -p x", "cmd.unreadable"),
	ask("env CLAUDE_CODE_RESTRICTED=1 claude -p x", "cmd.unreadable"),
	ask("GEMINI_CLI_TRUST_WORKSPACE=true gemini -p x", "cmd.unreadable"),
	ask("export GEMINI_CLI_TRUST_WORKSPACE=true; gemini -p x", "cmd.unreadable"),
	ask("env GEMINI_CLI_TRUST_WORKSPACE=\"$T\" gemini -p x", "cmd.unreadable"),
	ask("GEMINI_CLI_TRUST_WORKSPACE=true qwen -p x", "cmd.unreadable"),
	ask(`OPENCODE_PERMISSION='{"bash":"allow"}' opencode`, "cmd.unreadable"),
	ask(`export OPENCODE_PERMISSION='{"*":"allow"}'; opencode`, "cmd.unreadable"),
	ask(`OPENCODE_PERMISSION="$P" opencode`, "cmd.unreadable"),
	allow("CLAUDE_CODE_SIMPLE=0 claude --version"),
	allow("CLAUDE_CODE_SIMPLE=false claude -p x"),
	allow("GEMINI_CLI_TRUST_WORKSPACE=false gemini -p x"),
	allow(`OPENCODE_PERMISSION='{"bash":"deny"}' opencode`),
	allow("gemini -p x"),
	allow("opencode"),
	allow("GEMINI_API_KEY=x gemini -p x"),
	allow("claude -p x"),
	allow("CLAUDE_CODE_SIMPLE=1 echo x"),
}

func TestHarnessEnvSwitchCases(t *testing.T) { runCases(t, harnessEnvSwitchCases) }
