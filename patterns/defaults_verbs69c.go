package patterns

// fx69c's patterns (rt67 E, issue 7): deletes whose neighbours already
// asked. A backup repository's unreferenced data removed for good
// (`restic prune`, `borg compact`: what `restic forget` and `borg prune`
// let go is then gone), a container registry's untagged images
// collected (`doctl registry garbage-collection start`), and code that
// deletes data sent to a MotherDuck database (`duckdb md:prod -c 'DROP
// TABLE …'`: a remote database, as a database URL is). Wired into the
// table by withVerbs69c (defaultTableSource), with the rule's
// documentation and examples. Built on first use (lazy.go).
var verbs69c = lazy[map[string][]string]{build: func() map[string][]string {
	out := []string{
		"restic ** prune **", "borg ** compact **", "borg2 ** compact **",
		"doctl ** registry garbage-collection start **", "doctl ** registry gc start **",
	}
	for _, md := range []string{"md:*", "motherduck:*"} {
		out = append(out, "duckdb "+md+" [data-delete] **", "duckdb "+md+" -c=[data-delete] **",
			"echo ** [data-delete] ** | duckdb "+md+" **", "printf ** [data-delete] ** | duckdb "+md+" **")
	}
	return map[string][]string{"cmd.cloud-delete": out}
}}

// docs69c is what DEFAULTS.md says, per default, of verbs69c.
func docs69c() map[string]string {
	return map[string]string{
		"cmd.cloud-delete": " And (fx69c, rt67 E): a backup repository's unreferenced data removed for good (`restic prune`, `borg compact`), as `restic forget` and `borg prune` are; " +
			"a container registry's untagged images collected (`doctl registry garbage-collection start`); " +
			"and code that deletes data sent to a MotherDuck database (`duckdb md:prod -c 'DROP TABLE events'`: a remote database, as a database URL is). " +
			"Their listings and reads (`restic snapshots`, `borg list`, `doctl registry garbage-collection get-active`, `duckdb md:prod -c 'SELECT 1'`) are left alone.",
	}
}

// examples69c are, per default, examples of verbs69c for
// TestDefaultExamples: what asks, and what is left alone.
func examples69c() map[string][2][]string {
	return map[string][2][]string{
		"cmd.cloud-delete": {{"restic -r /mnt/backup prune", "borg compact /mnt/borg",
			"doctl registry garbage-collection start --include-untagged-manifests -f", "duckdb md:prod -c 'DROP TABLE events'"},
			{"restic -r /mnt/backup snapshots", "borg list /mnt/borg", "doctl registry garbage-collection get-active",
				"duckdb md:prod -c 'SELECT count(*) FROM events'", "duckdb local.db -c 'DROP TABLE events'"}},
	}
}

// withVerbs69c adds verbs69c's patterns, documentation and examples to
// the defaults of infos.
func withVerbs69c(infos []DefaultInfo) []DefaultInfo {
	return withVerbs(infos, verbs69c.get(), nil, docs69c(), examples69c())
}
