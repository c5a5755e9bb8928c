package patterns

import (
	"fmt"
	"testing"
)

// settingsMadeCases (rt35i F3): a harness's settings file made without
// content, or made any other way, asks as its write does: touch, mkdir,
// mkfifo and mknod beside ln, cp, mv, chmod, truncate and install, for
// every harness's settings (Claude Code's .claude/settings*.json, Gemini
// CLI's .gemini/settings.json and ~/.gemini, Codex's config.toml and
// hooks.json, crush.json, opencode's .opencode). A directory that only
// holds them, touch's reference file and an environment variable's path
// are left alone.
var settingsMadeCases = append(settingsVerbCases(), []evalCase{
	ask("touch -c .claude/settings.json", "cmd.guard-tamper"),
	ask("touch -d yesterday .claude/settings.local.json", "cmd.guard-tamper"),
	ask("touch -t 202601010000 crush.json", "cmd.guard-tamper"),
	ask("touch a b .claude/settings.local.json", "cmd.guard-tamper"),
	ask("touch -- .claude/settings.local.json", "cmd.guard-tamper"),
	ask("touch .Claude/Settings.Local.json", "cmd.guard-tamper"),
	ask("touch ./.claude/../.claude/settings.local.json", "cmd.guard-tamper"),
	ask("touch .claude//settings.local.json", "cmd.guard-tamper"),
	ask("cd .claude && touch settings.local.json", "cmd.guard-tamper"),
	ask("env touch .claude/settings.local.json", "cmd.guard-tamper"),
	ask("busybox touch .claude/settings.local.json", "cmd.guard-tamper"),
	ask("touch .claude/settings.{local,x}.json", "cmd.guard-tamper"),
	ask(`touch "$HOME"/.claude/settings.local.json`, "cmd.guard-tamper"),
	ask(`f=.claude/settings.local.json; touch "$f"`, "cmd.guard-tamper"),
	ask(`touch "$CLAUDE_SETTINGS"`, "cmd.guard-tamper"),
	ask("touch ~/.gemini/x", "cmd.guard-tamper"),
	ask("touch .gemini/policies/x.toml", "cmd.guard-tamper"),
	ask("touch .opencode/plugin/x.js", "cmd.guard-tamper"),
	ask("touch ~/.config/zed/settings.json", "cmd.guard-tamper"),
	ask("touch .mcp.json", "cmd.guard-tamper"),
	ask("touch ~/.bashrc", "cmd.guard-tamper"),
	ask("sudo touch /etc/claude-code/managed-settings.json", "cmd.guard-tamper"),
	ask("sudo mkdir -p /etc/codex", "cmd.guard-tamper"),
	ask("mkdir ~/.gemini", "cmd.guard-tamper"),
	ask("mkdir -pv ~/.gemini/x", "cmd.guard-tamper"),
	ask("mkdir -p ~/.codex", "cmd.guard-tamper"),
	ask("mkdir -p ~/.config/opencode/plugin", "cmd.guard-tamper"),
	ask("mkdir -m 700 .claude/settings.local.json", "cmd.guard-tamper"),
	ask("mkdir -p ~/.local/state/ozdesk", "cmd.guard-tamper"),
	ask("mkfifo .claude/settings.local.json", "cmd.guard-tamper"),
	ask("mknod .gemini/settings.json p", "cmd.guard-tamper"),
	ask("install -d .opencode/plugin", "cmd.guard-tamper"),
	ask("install -D /tmp/x .claude/settings.local.json", "cmd.guard-tamper"),
	ask("ln -s /tmp/evil .opencode", "cmd.guard-tamper"),
	ask("ln -s /tmp/evil ~/.codex", "cmd.guard-tamper"),
	ask("chmod -R 777 .claude", "cmd.guard-tamper"),
	// Everyday: what only holds the settings, and what is not them.
	allow("mkdir -p .claude"),
	allow("mkdir .claude"),
	allow("mkdir -p .claude/commands"),
	allow("touch .claude/commands/x.md"),
	allow("mkdir -p .gemini"),
	allow("mkdir -p .gemini/policies"),
	allow("mkdir -p .opencode/plugin"),
	allow("mkdir -p ~/.claude"),
	allow("mkdir -p ~/.local/bin"),
	allow("mkdir -p ~/.local/bin && cp build/tool ~/.local/bin/tool"),
	allow("mkdir -p ~/.config"),
	allow("mkdir -p ~/.cache/myproj"),
	allow("touch -r .claude/settings.json x"),
	allow("touch .claude/settings.foo.json"),
	allow("touch ."),
	allow("touch src/new.go"),
	allow("touch .env.local"),
	allow(`touch "$f"`),
	allow(`mkdir -p "$OUT_DIR"`),
	allow("mkdir -p build/out"),
	allow("mkfifo /tmp/fifo"),
	allow("mknod /tmp/p p"),
}...)

// settingsVerbCases: every verb that makes, replaces or re-modes a path,
// on each harness's settings file.
func settingsVerbCases() []evalCase {
	files := []string{
		".claude/settings.json", ".claude/settings.local.json", "~/.claude/settings.json",
		".gemini/settings.json", "~/.gemini/settings.json", "~/.gemini",
		"~/.codex/config.toml", "~/.codex/hooks.json", ".codex/config.toml", ".codex/hooks.json",
		"crush.json", ".crush.json", "~/.config/crush/crush.json",
		".opencode/opencode.json", "opencode.json", "~/.config/opencode/opencode.json",
	}
	verbs := []string{"touch %s", "mkdir -p %s", "ln -s /tmp/x %s", "ln /tmp/x %s", "cp /tmp/x %s",
		"mv /tmp/x %s", "chmod 666 %s", "truncate -s 0 %s", "install -m 644 /dev/null %s"}
	var out []evalCase
	for _, f := range files {
		for _, v := range verbs {
			out = append(out, ask(fmt.Sprintf(v, f), "cmd.guard-tamper"))
		}
	}
	return out
}

// TestFx36iSettingsMade runs settingsMadeCases with the harness settings
// guarded as the queue guards them (GuardedPaths of the home and every
// directory above the cwd).
func TestFx36iSettingsMade(t *testing.T) {
	ctx := testContext()
	ctx.Protected = append(ctx.Protected, GuardedPaths(ctx.Home, ancestors(ctx.Cwd)...)...)
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range settingsMadeCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
