package patterns

import "testing"

// gitLossCases (rt17d #8): local history and unpushed work destroyed ask
// by cmd.force-push; dry runs, ordinary gc and other branches do not.
var gitLossCases = []evalCase{
	ask("git reflog expire --expire=now --all && git gc --prune=now --aggressive", "cmd.force-push"),
	ask("git reflog expire --expire-unreachable=now --all", "cmd.force-push"),
	ask("git reflog delete HEAD@{1}", "cmd.force-push"),
	ask("git gc --prune=all", "cmd.force-push"),
	ask("git prune", "cmd.force-push"),
	ask("git update-ref -d refs/heads/main", "cmd.force-push"),
	ask("git branch -D main", "cmd.force-push"),
	ask(`git branch -D "$B"`, "cmd.force-push"),
	ask("git branch -M tmp master", "cmd.force-push"),
	ask("git branch -f main HEAD~3", "cmd.force-push"),
	ask("git stash clear", "cmd.force-push"),
	ask("git filter-branch --force --tree-filter 'rm -rf src' HEAD", "cmd.force-push"),
	ask("git filter-repo --path src --invert-paths --force", "cmd.force-push"),
	ask("rm -rf .git", "cmd.force-push"),
	ask("rm -rf ./.git/", "cmd.force-push"),
	ask("mv .git /tmp/old-git", "cmd.force-push"),
	ask("find .git -type f -delete", "cmd.force-push"),
	ask("rm -rf .git/objects", "cmd.force-push"),
	ask("sudo rm -rf sub/.git", "cmd.force-push"),
	allow("git reflog expire --dry-run --expire=now --all"),
	allow("git reflog"),
	allow("git gc"),
	allow("git branch -D feature/x"),
	allow("git branch -d old"),
	allow("git stash pop"),
	allow("git stash list"),
	allow("git filter-repo --analyze"),
	allow("rm -rf .git/hooks/pre-commit"),
	allow("rm -rf .github/workflows/old.yml"),
	allow("rm -f .gitignore"),
}

func TestGitLossCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range gitLossCases {
		if v := pol.Explain(c.cmd, ctx, testNow); v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
