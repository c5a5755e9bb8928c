package patterns

// cloudVerbDeletes are cmd.cloud-delete's patterns for the deleting
// verbs of registry, IaC-state, forge and platform CLIs beside the ones
// the table names (b7a, issue 7 #10/#11), by the shape of the verb
// rather than one spelling each: an image or tag deleted from a registry
// (`crane delete`, `regctl tag`/`manifest`/`blob delete` or `rm`,
// `skopeo delete`, `oras manifest`/`blob delete`); a resource dropped
// from terraform's, tofu's or terragrunt's state (`state rm`: the
// resource lives on unmanaged, and the record of it is gone) and
// tofu's and terragrunt's workspaces; gh's deletes of what it keeps
// on the forge (a variable, a gist, a project, a codespace with its
// unpushed work, an issue, a label, a release's asset, a deploy key)
// and glab's;
// aws's purge-*, admin-delete-*, deregister-* and close-account; a
// state pushed by force, a resource tainted, sam's and copilot's
// deletes, dropuser, an archived
// repository (fx18d2); a state's lock lifted by force (`terraform
// force-unlock`) and helm's rollback and upgrade with --force (fx18d3);
// Cloud Foundry's
// delete and purge verbs; heroku's *:destroy; supabase's deletes; a
// swarm's secrets and configs. gh's caches (one key), its aliases and
// its extensions are local or made again and are left alone, as are
// every CLI's reads (describe, list, get, view); its workflow runs (`gh
// run delete`, their logs and artifacts) ask by [cli-delete] (fx40a).
func cloudVerbDeletes() []string {
	out := []string{
		"crane ** delete **", "gcrane ** delete **", "skopeo ** delete **",
		"regctl ** tag delete **", "regctl ** tag rm **", "regctl ** manifest delete **", "regctl ** manifest rm **",
		"regctl ** blob delete **", "regctl ** blob rm **", "regctl ** repo delete **",
		"oras ** manifest delete **", "oras ** blob delete **",
		"terraform ** state rm **", "tofu ** state rm **", "terragrunt ** state rm **",
		"tofu ** workspace delete **", "terragrunt ** workspace delete **", "terraform ** workspace delete **",
		"aws ** purge-* **", "aws ** admin-delete-* **", "aws ** deregister-* **", "aws organizations close-account **",
		"cf delete **", "cf delete-* **", "cf purge-* **",
		"heroku *:destroy **", "heroku *:remove **",
		"supabase ** delete **",
		"docker secret rm **", "docker secret remove **", "docker config rm **", "docker config remove **",
		"gh repo deploy-key delete **", "gh project item-delete **", "gh project field-delete **",
		"gh release delete-asset **",
		// fx18d2 (rt18d #6): a remote state overwritten by force (the
		// resources it recorded live on unmanaged), a resource tainted
		// (the next apply destroys and recreates it, as -replace does),
		// the deploy CLIs' stack deletes, a database role dropped (dropdb's twin), a repository
		// archived (read-only for everyone).
		"terraform ** state push -force **", "tofu ** state push -force **", "terragrunt ** state push -force **",
		"terraform ** taint **", "tofu ** taint **", "terragrunt ** taint **",
		"sam delete **", "sam ** delete **", "copilot ** delete **",
		"dropuser **",
		"gh repo archive **",
		// fx18d3 (rt18d leftovers): a state's lock lifted by force
		// (another run's apply may still be writing the state, and the
		// two writers lose resources from it, as a state pushed by force
		// does), and helm's --force on rollback and upgrade (resources
		// deleted and made again, with what they held).
		"terraform ** force-unlock **", "tofu ** force-unlock **", "terragrunt ** force-unlock **",
		"helm ** rollback --force **", "helm ** upgrade --force **",
		// rt21d #8: the deploy loops' teardown (all the project deployed to
		// the current cluster, namespaces too) and render's service delete.
		"skaffold delete **", "tilt down **", "render services delete **", "render service delete **",
	}
	for _, noun := range []string{"variable", "gist", "project", "codespace", "cs", "issue", "label", "ruleset", "repo", "release", "environment"} {
		out = append(out, "gh "+noun+" delete **", "gh "+noun+" remove **", "gh "+noun+" rm **")
	}
	for _, noun := range []string{"variable", "release", "issue", "label", "snippet", "deploy-key", "schedule"} {
		out = append(out, "glab "+noun+" delete **")
	}
	return out
}

// cloudVerbDeletesExcept are those CLIs' dry runs and help.
var cloudVerbDeletesExcept = []string{
	"terraform ** state rm -dry-run **", "tofu ** state rm -dry-run **", "terragrunt ** state rm -dry-run **",
	"terraform ** state rm --help **", "tofu ** state rm --help **", "crane ** delete --help **", "skopeo ** delete --help **",
	"cf delete --help **", "sam delete --help", "dropuser --help",
	"skaffold delete --help", "skaffold delete -h", "tilt down --help", "tilt down -h",
}
