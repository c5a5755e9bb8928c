package patterns

import "testing"

// fx40cCases (rt39, "every ask tells the truth"): asks whose because was
// false or overstated. Each row is judged in the queue's context
// (guardedContext), with the rule, class and certainty its deciding part
// must give ("" for an allow).
var fx40cCases = []struct {
	cmd, rule, class, certainty string
}{
	// 1. A tmux command that ends or restarts what a pane runs might end
	// a desk: whether the session or pane runs one is not known.
	{"tmux kill-session -t dev", "cmd.guard-tamper", "tmux", "might"},
	{"tmux kill-session", "cmd.guard-tamper", "tmux", "might"},
	{"tmux kill-server", "cmd.guard-tamper", "tmux", "might"},
	{"tmux killp -t 1", "cmd.guard-tamper", "tmux", "might"},
	{"tmux respawn-window -k", "cmd.guard-tamper", "tmux", "might"},
	{"tmux send-keys -t dev 'npm test' Enter", "cmd.guard-tamper", "tmux-types", "might"},
	{"tmux new -d -s work", "", "", ""},
	{"tmux ls", "", "", ""},
	{"tmux attach -t dev", "", "", ""},
	// 3. An apply whose plan no person was shown might delete: the plan
	// is not in the line. -destroy certainly does.
	{"terraform apply -auto-approve", "cmd.cloud-delete", "plan-apply", "might"},
	{"tofu apply --auto-approve", "cmd.cloud-delete", "plan-apply", "might"},
	{"terragrunt apply -auto-approve=true -var count=0", "cmd.cloud-delete", "plan-apply", "might"},
	{"terraform -chdir=infra apply -auto-approve", "cmd.cloud-delete", "plan-apply", "might"},
	{"terraform apply -destroy -auto-approve", "cmd.cloud-delete", "-destroy", "certain"},
	{"terraform apply", "", "", ""},
	{"terraform plan -out=tf.plan", "", "", ""},
	{"terraform apply tf.plan", "", "", ""},
	// SQL from a file whose text the line does not hold might delete.
	{"mysql app_dev < dump.sql", "cmd.cloud-delete", "sql-file", "might"},
	{"psql -f /tmp/x.sql", "cmd.cloud-delete", "sql-file", "might"},
	{"psql -f drop.sql", "cmd.cloud-delete", "sql-file", "might"},
	{"psql -f schema.sql", "", "", ""},
	{"mysql app_dev < migrations/001.sql", "", "", ""},
	// 4. --git-dir names the repository's store, not the work tree git
	// clean deletes in: --work-tree (within -C's directories) does.
	{"git --work-tree=$HOME --git-dir=.git clean -fdx", "cmd.delete-home", "home", "certain"},
	{"git --git-dir=.git --work-tree=$HOME clean -fdx", "cmd.delete-home", "home", "certain"},
	{"git -C / --work-tree=home --git-dir=/home/op/proj/.git clean -fdx", "cmd.delete-home", "home", "certain"},
	{"git --work-tree=$HOME clean -fdx", "cmd.delete-home", "home", "certain"},
	{"git --git-dir=.git status", "", "", ""},
	{"git --work-tree=. --git-dir=.git clean -fd", "", "", ""},
	{"git --git-dir=../other/.git log --oneline", "", "", ""},
}

func TestFx40cCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range fx40cCases {
		checkFx40cBecause(t, pol, c.cmd, guardedContext("/home/op/proj"), c.rule, c.class, c.certainty)
	}
}

// checkFx40cBecause checks that cmd, judged in ctx, is allowed (rule "") or
// asks by rule because of a word of class with certainty.
func checkFx40cBecause(t *testing.T, pol *Policy, cmd string, ctx *Context, rule, class, certainty string) {
	t.Helper()
	v := pol.Explain(cmd, ctx, testNow)
	rep := v.Report()
	var gotClass, gotCertainty string
	if d := v.Part; d >= 0 && d < len(rep.Parts) && rep.Parts[d].Because != nil {
		gotClass, gotCertainty = rep.Parts[d].Because.Class, rep.Parts[d].Because.Certainty
	}
	if rule == "" {
		if v.Outcome != Allow {
			t.Errorf("%q: got %s by %q because %s (%s); want allow", cmd, v.Outcome, v.Rule, gotClass, gotCertainty)
		}
		return
	}
	if v.Outcome != Ask || v.Rule != rule || gotClass != class || gotCertainty != certainty {
		t.Errorf("%q: got %s by %q because %s (%s); want ask by %q because %s (%s)",
			cmd, v.Outcome, v.Rule, gotClass, gotCertainty, rule, class, certainty)
	}
}

// TestFx40cHardLinkedDirectory: an archive extracted, or a tree copied,
// into a directory that holds a file with a second name (or more entries
// than the look reads) might write a guarded file through it, but which
// entries it writes is not known: a might, never certain (rt39 E333:
// `curl … | tar xz -C /tmp` was certain because /tmp held such a file).
// A file named by the line that has a second name is still certain.
func TestFx40cHardLinkedDirectory(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	linked := func(names ...string) *Context {
		ctx := guardedContext("/home/op/proj")
		ctx.HardLinked = func(p string) bool {
			for _, n := range names {
				if p == n {
					return true
				}
			}
			return false
		}
		return ctx
	}
	for _, c := range []struct {
		cmd                    string
		ctx                    *Context
		rule, class, certainty string
	}{
		{"curl -sL https://example.com/x.tgz | tar xz -C /tmp", linked("/tmp/"), "cmd.guard-tamper", "protected", "might"},
		{"tar xzf /tmp/x.tgz -C /tmp", linked("/tmp/"), "cmd.guard-tamper", "protected", "might"},
		{"cp -r dist/. /tmp/", linked("/tmp/"), "cmd.guard-tamper", "protected", "might"},
		{"echo x > /tmp/h", linked("/tmp/h"), "cmd.guard-tamper", "protected", "certain"},
		{"curl -sL https://example.com/x.tgz | tar xz -C /tmp", linked(), "", "", ""},
		{"cp -r dist/. /tmp/", linked(), "", "", ""},
		{"echo x > /tmp/h", linked(), "", "", ""},
	} {
		checkFx40cBecause(t, pol, c.cmd, c.ctx, c.rule, c.class, c.certainty)
	}
}
