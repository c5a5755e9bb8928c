package patterns

import "testing"

// fx18d2NamingCases (rt18d #13): deleting a harness's own settings
// directory names cmd.guard-tamper, as its settings file does; a
// directory further above stays a delete outside the workdir.
var fx18d2NamingCases = []evalCase{
	ask("rm -rf ~/.claude", "cmd.guard-tamper"),
	ask("rm -rf ~/.claude/", "cmd.guard-tamper"),
	ask("rm -rf /home/op/.claude", "cmd.guard-tamper"),
	ask("rm -rf .claude", "cmd.guard-tamper"),
	ask("rm -rf ~/.codex", "cmd.guard-tamper"),
	ask("rm -rf ~/.claude/settings.json", "cmd.guard-tamper"),
	ask("rm -rf ../.gemini", "cmd.guard-tamper"),
	ask("rm -rf ~/.config", "cmd.delete-outside"),
	ask("rm -rf ../other", "cmd.delete-outside"),
	allow("rm -rf .claude/commands/old.md"),
}

func TestFx18d2NamingCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx18d2NamingCases {
		if v := pol.Explain(c.cmd, ctx, testNow); v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
