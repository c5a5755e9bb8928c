package patterns

import "testing"

// gitRestoreCases (rt14d #12): git checkout and restore of the directory
// git runs in, from the index or HEAD, write back what git reset --hard
// does and are left alone as it is; of another commit they ask as it
// does (might); a pathspec naming the settings and another tree still
// ask.
var gitRestoreCases = []evalCase{
	allow("git checkout -- ."),
	allow("git restore ."),
	allow("git checkout ."),
	allow("git checkout HEAD -- ."),
	allow("git restore --staged --worktree ."),
	allow("git restore --source=HEAD ."),
	allow("git checkout -- src"),
	ask("git checkout -- .claude/settings.json", "cmd.guard-tamper"),
	ask("git restore .claude", "cmd.guard-tamper"),
	ask("git checkout origin/x -- .", "cmd.guard-tamper"),
	ask("git restore --source=v1 .", "cmd.guard-tamper"),
	ask("git restore -s v1 .", "cmd.guard-tamper"),
	ask("git reset --hard origin/feature/x", "cmd.guard-tamper"),
	ask("git -C /srv/app checkout -- .", "cmd.delete-outside"),
}

func TestGitRestoreCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range gitRestoreCases {
		if v := pol.Explain(c.cmd, ctx, testNow); v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// TestNamedRestore: a checkout of another commit's files asks as a
// might, and a certain force-push after it names the command.
func TestNamedRestore(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		cmd, rule string
		certain   bool
	}{
		{"git checkout origin/x -- .", "cmd.guard-tamper", false},
		{"git checkout origin/x -- . && git push --force origin main", "cmd.force-push", true},
	} {
		v := pol.Explain(c.cmd, guardedContext("/home/op/proj"), testNow)
		d := v.Deciding()
		if v.Rule != c.rule || d == nil || d.Because == nil || d.Because.Certain != c.certain {
			t.Errorf("%q: got %s by %q (%+v); want %s, certain %v", c.cmd, v.Outcome, v.Rule, d, c.rule, c.certain)
		}
	}
}
