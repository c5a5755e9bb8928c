package patterns

// forgeSettingPatterns are cmd.force-push's patterns for what changes a
// repository's published history or its default branch on the forge by
// other verbs than a forced push (fx18d2, rt18d #9): a release tag
// deleted on the remote (`git push origin :refs/tags/v1.0.0`, `git push
// --delete origin v1.0.0`: [tag-refspec], [tag-name]), a tag moved by
// force (`+refs/tags/…`), a pull
// request merged past the branch's protection (`gh pr merge --admin`),
// and the default branch changed (`gh repo edit --default-branch`).
// Deleting a remote feature branch, pushing a tag and `gh pr merge
// --squash` are everyday work and are left alone.
func forgeSettingPatterns() []string {
	return []string{
		"git push * ** [tag-refspec] **", "git push --delete * ** [tag-name] **", "git push --force * ** [tag-name] **",
		"hub push * ** [tag-refspec] **", "hub push --delete * ** [tag-name] **",
		"gh pr merge --admin **", "gh repo edit --default-branch=* **",
	}
}
