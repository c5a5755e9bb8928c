package patterns

import "testing"

// fx18d2ForgeCases (rt18d #9): a release tag deleted or moved on the
// remote, a merge past protection and the default branch changed ask as
// cmd.force-push; feature branches, tag pushes and plain merges do not.
var fx18d2ForgeCases = []evalCase{
	ask("git push origin :refs/tags/v1.0.0", "cmd.force-push"),
	ask("git tag -d v1.0.0 && git push origin :refs/tags/v1.0.0", "cmd.force-push"),
	ask("git push --delete origin v1.0.0", "cmd.force-push"),
	ask("git push -d origin 2.3.1", "cmd.force-push"),
	ask("git push origin --delete refs/tags/release-7", "cmd.force-push"),
	ask("git push origin :v1.2", "cmd.force-push"),
	ask("git push origin +refs/tags/v1:refs/tags/v1", "cmd.force-push"),
	ask("git push -f origin refs/tags/v1.0.0", "cmd.force-push"),
	ask("gh pr merge 42 --admin --squash", "cmd.force-push"),
	ask("gh repo edit --default-branch scratch", "cmd.force-push"),
	ask("gh repo edit o/r --default-branch=legacy", "cmd.force-push"),
	allow("git push --delete origin feature/x"),
	allow("git push origin :feature"),
	ask("git push origin v1.0.0", "cmd.publish"), // fx45e: a version tag pushed
	ask("git push origin --tags", "cmd.publish"),
	allow(`git push origin "v$VERSION"`),
	allow("gh pr merge 42 --squash --delete-branch"),
	allow("gh repo edit --description x"),
	allow("git tag -d v1.0.0"),
}

func TestFx18d2ForgeCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx18d2ForgeCases {
		if v := pol.Explain(c.cmd, ctx, testNow); v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
