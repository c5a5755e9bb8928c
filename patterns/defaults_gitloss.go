package patterns

// gitLossPatterns are cmd.force-push's patterns for the repository's own
// history and unpushed work destroyed where it lives (rt17d #8): what no
// remote holds is gone for good once git's reflog no longer names it and
// its objects are pruned. The reflog expired now (`--expire=now`,
// `--expire-unreachable=…`) or entries deleted; objects pruned at once
// (`git gc --prune=now`, `git prune`, and other spellings of now,
// [git-prune-soon]: `--prune=1.second.ago`, `git -c gc.pruneExpire=now
// gc` or any verb that may auto-gc); a ref deleted (`git update-ref
// -d`, `--stdin`); a default branch force-deleted, force-renamed over or
// reset (`git branch -D main`, `-M x main`, `-f main X`, and the same
// reset through plumbing, `git update-ref refs/heads/main X`, or the ref
// replaced by a symbolic one, `git symbolic-ref refs/heads/main
// refs/heads/x`: rt21d #4); the stash
// cleared (every entry at once; one entry dropped, `git stash drop`, is
// the everyday cleanup after a pop and is left alone, fx35a: its commit
// stays in the object store until gc prunes it, as a deleted feature
// branch's does); history rewritten in place (filter-branch,
// filter-repo, also by its script's name git-filter-repo and as python's
// module git_filter_repo); and the repository directory itself deleted or moved
// (`rm -rf .git`, `mv .git /tmp/x`, `find .git -delete`, a bare repository
// `app.git`, its objects, refs and logs). `git reset --hard` and `git
// checkout -- .` are read elsewhere (cmd.guard-tamper).
func gitLossPatterns() []string {
	out := []string{
		"git reflog expire --expire=* **", "git reflog expire --expire-unreachable=* **",
		"git reflog delete **",
		"git gc --prune=now **", "git gc --prune=all **", "git gc --prune=0 **", "[git-prune-soon] **",
		"git prune **",
		"git update-ref -d **", "git update-ref --stdin **",
		"git update-ref [default-branch] **", "git symbolic-ref [default-branch] **",
		"git branch -D ** [default-branch] **", "git branch --delete --force ** [default-branch] **",
		"git branch -d --force ** [default-branch] **", "git branch -M ** [default-branch] **",
		"git branch -C ** [default-branch] **", "git branch -f [default-branch] **",
		"git branch --force [default-branch] **",
		// A default branch reset by creating it again by force (fx67a,
		// rt65 A6): only the value of -B/-C names the branch reset; a
		// plain checkout or switch target moves nothing.
		"git checkout -B=[reset-branch] **", "git switch -C=[reset-branch] **",
		"git worktree add -B=[reset-branch] **",
		// and rebased: the last of rebase's two operands is the branch
		// rewritten (`git rebase --onto X Y main`, `git rebase X main`).
		"git rebase * [default-branch]", "git rebase --root [default-branch]",
		"git stash clear **",
		"git filter-branch **", "git filter-repo **",
		// filter-repo by the script's own name and as python's module.
		"git-filter-repo **", "python* -m=git_filter_repo **",
	}
	return append(out, "rm ** [git-repo] **")
}

// gitLossExcept are what the patterns above catch and leave alone: dry
// runs and help, and HEAD read or pointed at a branch by symbolic-ref
// (`git symbolic-ref --short HEAD`, `git symbolic-ref HEAD refs/heads/x`),
// which moves no branch.
var gitLossExcept = []string{
	"git reflog expire --dry-run **", "git reflog expire -n **", "git prune -n **",
	"git prune --dry-run **", "git filter-repo --analyze **", "git filter-repo --dry-run **",
	"git filter-repo --help", "git filter-branch --help", "git prune --help",
	// Without `**`: an exception matches no flag it does not name, so
	// `git symbolic-ref -d HEAD` (HEAD deleted, fx53n) is not one of them.
	"git symbolic-ref HEAD", "git symbolic-ref HEAD *", "git symbolic-ref -q HEAD", "git symbolic-ref --quiet HEAD",
	"git symbolic-ref --short HEAD", "git symbolic-ref --short -q HEAD", "git symbolic-ref --short --quiet HEAD",
	"git symbolic-ref -m=* HEAD *", "git symbolic-ref --no-recurse HEAD", "git symbolic-ref --no-recurse --short HEAD",
	"git-filter-repo --analyze **", "git-filter-repo --dry-run **", "git-filter-repo --help",
	"python* -m=git_filter_repo -- --analyze **", "python* -m=git_filter_repo -- --dry-run **",
	"python* -m=git_filter_repo -- --help",
}
