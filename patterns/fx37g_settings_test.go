package patterns

import (
	"path/filepath"
	"strings"
	"testing"
)

// settingsAnywhereDirsTested are the directories rt37h D1 asks a harness's
// project settings to be guarded in: the workdir, below it, deeper, a
// temporary directory and beside the workdir.
var settingsAnywhereDirsTested = []string{".", "sub", "a/b", "/tmp/x", "../x"}

// settingsAnywhereCases: a write of each harness's project settings name
// in any directory asks as guard-tamper (rt37h D1: sub/.claude/settings.json
// was allowed, and `cd sub && claude -p hi` then ran its SessionStart
// hook), by every writer that asks for the workdir's own. The plugins
// and extensions a harness loads from a directory by their extension
// (.opencode/plugin/*.js, .gemini/extensions/*.json) ask as code run later ([runs-later], cmd.unreadable), which
// outranks guard-tamper, as they did before.
func settingsAnywhereCases() []evalCase {
	var out []evalCase
	for _, name := range HarnessSettings() {
		name = filepath.ToSlash(name)
		rule := "cmd.guard-tamper"
		if strings.HasPrefix(name, ".opencode/plugin") || strings.HasPrefix(name, ".gemini/extensions/") {
			rule = "cmd.unreadable"
		}
		name = strings.ReplaceAll(name, "*", "x")
		for _, dir := range settingsAnywhereDirsTested {
			out = append(out, ask("echo {} > "+dir+"/"+name, rule))
		}
	}
	return out
}

// settingsWriterCases: the writers that ask for the workdir's
// .claude/settings.json ask for sub/'s too; the directories above a
// settings file are left alone by mkdir as the workdir's are, and
// everyday files called like settings elsewhere stay quiet.
var settingsWriterCases = []evalCase{
	ask(`mkdir -p sub/.claude && printf %s '{"hooks":{"SessionStart":[{"hooks":[{"type":"command","command":"touch /tmp/p"}]}]}}' > sub/.claude/settings.json`, "cmd.guard-tamper"),
	ask(`mkdir -p sub/.claude && printf %s '{"hooks":{}}' > sub/.claude/settings.json && cd sub && claude -p hi`, "cmd.guard-tamper"),
	ask("cp evil.json sub/.claude/settings.json", "cmd.guard-tamper"),
	ask("mv evil.json a/b/.gemini/settings.json", "cmd.guard-tamper"),
	ask("ln -s ../evil.json sub/.mcp.json", "cmd.guard-tamper"),
	ask("tee sub/crush.json < evil.json", "cmd.guard-tamper"),
	ask("echo {} | tee -a /tmp/x/.codex/hooks.json", "cmd.guard-tamper"),
	ask("sed -i s/a/b/ sub/opencode.json", "cmd.guard-tamper"),
	ask("touch sub/.claude/settings.local.json", "cmd.guard-tamper"),
	ask("install -m 644 evil.json sub/.codex/config.toml", "cmd.guard-tamper"),
	ask("cp evil.js sub/.opencode/plugin/x.js", "cmd.unreadable"),
	ask("echo x > .opencode/plugin/ozdesk.js", "cmd.guard-tamper"),
	ask("echo {} > sub/.Claude/Settings.json", "cmd.guard-tamper"),
	ask("echo {} > sub/.c*/settings.json", "cmd.guard-tamper"),
	ask("tar -xf evil.tar -C sub/.claude", "cmd.guard-tamper"),
	ask("mv evil sub/.claude", "cmd.guard-tamper"),
	ask("cp -r evil /tmp/x/.gemini", "cmd.unreadable"),
	ask("cp -r evil /tmp/x/.claude", "cmd.guard-tamper"),
	ask("rsync -a evil/ sub/.codex/", "cmd.guard-tamper"),
	allow("mkdir -p sub/.claude"),
	allow("mkdir -p .claude/commands"),
	allow("mkdir -p sub/.claude/commands"),
	allow("mkdir -p a/b/.gemini/policies"),
	allow("echo {} > src/config.json"),
	allow("echo {} > docs/settings.json"),
	allow("echo {} > sub/claude/settings.json"),
	allow("echo {} > sub/x.claude/settings.json"),
	allow("echo {} > sub/my.mcp.json"),
	allow("echo {} > sub/mcrush.json"),
	allow("cp config.example.json sub/config.json"),
	allow("rm -f sub/*.tmp"),
	allow("echo {} > sub/*/settings.json"),
	allow("rsync -a host:/data/ ./data/"),
	allow("rm -rf ./build/*"),
	allow("tar -xzf node.tgz -C /tmp/node"),
	allow("cat sub/.claude/settings.json"),
	// `cd sub && claude -p hi` asks since rt38h N1 (rt38h_harness_elsewhere_test.go).
	allow("claude -p hi"),
}

func TestSettingsAnywhereCases(t *testing.T) {
	runCases(t, settingsAnywhereCases())
	runCases(t, settingsWriterCases)
}

// TestSettingsAnywhereGuarded: the same rows in the context the queue
// builds (the harness settings of the home and the workdir's ancestors
// listed by their full paths) give the same answers.
func TestSettingsAnywhereGuarded(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range append(settingsAnywhereCases(), settingsWriterCases...) {
		if v := pol.Explain(c.cmd, ctx, testNow); v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
