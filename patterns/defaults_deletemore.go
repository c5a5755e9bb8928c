package patterns

// cloudDeleteMore are cmd.cloud-delete's patterns for the deleting verbs
// of tools beside the documented ones (rt14d finding 7b), and for a
// default branch's protection lifted through a forge's API: rclone's
// deletefile, rmdir, rmdirs and cleanup; s5cmd's rm and rb (after its
// global options); argocd's sync with --prune (it deletes what the
// repository no longer holds) and its deletes; pulumi's up that replaces
// (--target-replace, --replace: delete and create) and its destroy,
// down and state delete after global options; flux's delete and
// uninstall (the kustomization's objects are garbage-collected);
// glab api's DELETE, and a branch unprotected by glab (…/unprotect).
func cloudDeleteMore() []string {
	return []string{
		"rclone ** deletefile **", "rclone ** rmdir **", "rclone ** rmdirs **", "rclone ** cleanup **",
		"rclone ** delete **", "rclone ** purge **",
		"s5cmd ** rm **", "s5cmd ** rb **",
		"argocd ** app sync --prune **", "argocd ** delete **",
		"pulumi ** up --target-replace=* **", "pulumi ** up --replace=* **",
		"pulumi ** update --target-replace=* **", "pulumi ** update --replace=* **",
		"pulumi ** destroy **", "pulumi ** down **", "pulumi ** state delete **",
		"flux ** delete **", "flux ** uninstall **",
		"glab api -X=DELETE **", "glab api -X=delete **", "glab api ** */unprotect **",
	}
}

// cloudDeleteMoreExcept are those tools' dry runs and help, and rclone's
// deletes of a path on this machine (`rclone purge ~/Documents`), which
// the delete defaults judge as rm's (fx38c, rt36 D033).
var cloudDeleteMoreExcept = []string{
	"rclone --dry-run **", "rclone -n **", "s5cmd --dry-run **", "argocd ** app sync --dry-run **",
	"rclone ** purge [rclone-local]", "rclone ** delete [rclone-local]", "rclone ** deletefile [rclone-local]",
	"rclone ** rmdir [rclone-local]", "rclone ** rmdirs [rclone-local]",
	"pulumi ** destroy --preview-only **", "flux ** delete --help", "flux ** uninstall --dry-run **",
}

// forcePushMore are cmd.force-push's patterns for tools that rewrite a
// default branch on the remote other than git push: hub (git with
// GitHub's verbs: `hub push -f origin main`), and `gh repo sync
// --force`, which hard-resets a fork's branch (its default one when -b
// does not name another) to its parent's.
func forcePushMore() []string {
	return append([]string{
		"hub push --force * ** [default-branch] **", "hub push --force-with-lease * ** [default-branch] **",
		"hub push * ** [force-refspec] **", "hub push --delete * ** [default-branch] **",
		"hub push * ** [delete-refspec] **", "hub push --mirror **", "hub push --force", "hub push --force *",
		"gh repo sync --force **",
		// The far side of a push (what sshd runs for `git push host:REPO`):
		// the refspecs arrive on standard input, so any branch may be
		// forced or deleted, as in a bare forced push.
		"git-receive-pack * **", "git receive-pack * **",
	}, append(gitLossPatterns(), forgeSettingPatterns()...)...) // defaults_gitloss.go, defaults_forge.go
}
