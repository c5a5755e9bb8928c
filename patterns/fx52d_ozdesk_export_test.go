package patterns

import "testing"

// fx52dExportCases: `ozdesk audit export -o FILE` makes FILE of the audit
// trail, which holds the agent's own words; it is judged as `> FILE` is
// (rt50k NEW-9: `-o ~/.bash_profile` ran an asked command's `$(touch …)`
// at the next login shell). The verbs that only read, and an export into
// the project or /tmp, stay left alone.
var fx52dExportCases = []evalCase{
	ask("ozdesk audit export -o ~/.bash_profile", "cmd.guard-tamper"),
	ask("ozdesk audit export --output ~/.profile", "cmd.guard-tamper"),
	ask("ozdesk audit export --output=/home/op/.bashrc", "cmd.guard-tamper"),
	ask("ozdesk audit export -o=/home/op/.zshrc", "cmd.guard-tamper"),
	ask("ozdesk audit export -o/home/op/.bashrc", "cmd.guard-tamper"),
	ask("ozdesk audit export -o \"$HOME/.bashrc\"", "cmd.guard-tamper"),
	ask("ozdesk audit export --through 5 -o ~/.zshrc", "cmd.guard-tamper"),
	ask("ozdesk audit -o ~/.bashrc export", "cmd.guard-tamper"),
	ask("/usr/local/bin/ozdesk audit export -o ~/.bashrc", "cmd.guard-tamper"),
	ask("cd ~ && ozdesk audit export -o .bashrc", "cmd.guard-tamper"),
	ask("ozdesk audit export -o /etc/profile.d/oz.sh", "cmd.guard-tamper"),
	ask("ozdesk audit export -o ~/.claude/settings.json", "cmd.guard-tamper"),
	ask("ozdesk audit export -o .claude/settings.local.json", "cmd.guard-tamper"),
	ask("ozdesk audit export -o /etc/ozdesk/config.yaml", "cmd.guard-tamper"),
	ask("ozdesk audit export -o /dev/pts/0", "cmd.guard-tamper"),
	ask("ozdesk audit export -o ~/.ssh/authorized_keys", "cmd.credentials"),
	ask("ozdesk audit export -o ~/trail.jsonl", "cmd.delete-outside"),
	allow("ozdesk audit export -o /tmp/trail.jsonl"),
	allow("ozdesk audit export -o trail.jsonl"),
	allow("ozdesk audit export --output=backup/trail.jsonl"),
	allow("ozdesk audit export --through 5 -o trail-5.jsonl"),
	allow("ozdesk audit export > trail.jsonl"),
	allow("ozdesk audit export | gzip > trail.jsonl.gz"),
	allow("ozdesk audit > audit.txt"),
	allow("ozdesk audit --since 1h > audit.txt"),
	allow("ozdesk queue ls > asks.txt"),
	allow("ozdesk policy explain --command ls > explain.txt"),
	allow("ozdesk policy export > policy.yaml"),
	allow("ozdesk audit verify --file trail.jsonl"),
}

func TestFx52dOzdeskExportWrites(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx52dExportCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
