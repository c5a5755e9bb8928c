package patterns

// fx67d's patterns (rt65 A10): publishing the tables did not know. Rust's
// release tools (`release-plz release`, cargo-dist's publish and host
// steps), OCaml's `dune-release publish`, Chocolatey's push, ko's verbs
// that push by default (resolve, apply, create, run, as its build does),
// store paths copied to a binary cache (`nix copy --to s3://…`, `attic
// push`, as `cachix push` is), a form posted to PyPI's upload API
// without credentials on the line.
// Wired into the table by withVerbs67d (defaultTableSource), with the
// rule's documentation and examples. Built on first use (lazy.go).
var verbs67d = lazy[map[string][]string]{build: func() map[string][]string {
	out := []string{
		"release-plz release **",
		"cargo dist publish **", "cargo dist host **", "cargo-dist publish **", "cargo-dist host **",
		"dist publish **", "dist host **",
		"dune-release publish **", "dune-release opam submit **",
		"choco push **", "choco publish **",
		"ko resolve **", "ko apply **", "ko create **", "ko run **",
		"attic push **",
	}
	// A binary cache others substitute from (rt65 A10): a bucket or a
	// web server. A copy to a local store, or to a machine by ssh, is a
	// deploy and left alone.
	for _, to := range []string{"--to=s3://*", "--to=gs://*", "--to=http://*", "--to=https://*"} {
		out = append(out, "nix ** copy "+to+" **", "nix-copy-closure "+to+" **")
	}
	// PyPI's upload API takes only uploads: a form or file sent there is
	// a release, whether its credentials are on the line or in a netrc
	// or keyring the line does not show (verbs46b asks the forms with
	// credentials).
	for _, h := range []string{"*://upload.pypi.org/*", "*://test.pypi.org/legacy/*"} {
		for _, up := range []string{"-T=*", "--upload-file=*", "-F=*", "--form=*"} {
			out = append(out, "curl "+up+" ** "+h+" **")
		}
	}
	return map[string][]string{"cmd.publish": out}
}}

// except67d are the exceptions of verbs67d: ko's verbs told to keep the
// image here (`-L`/`--local` loads it into the local daemon; a
// `--push=false` turns a flag off with a value, which no exception
// outlives: except_negate.go), help, and dry runs.
var except67d = lazy[map[string][]string]{build: func() map[string][]string {
	out := []string{"release-plz release --dry-run **", "dune-release publish --dry-run **", "dune-release publish -n **",
		"choco push --help **", "attic push --help **", "cargo dist host --steps=check **"}
	for _, verb := range []string{"build", "resolve", "apply", "create", "run", "publish"} {
		for _, keep := range []string{"-L", "--local", "--help", "-h"} {
			out = append(out, "ko "+verb+" "+keep+" **")
		}
	}
	return map[string][]string{"cmd.publish": out}
}}

// docs67d is what DEFAULTS.md says, per default, of verbs67d and of the
// calls fx67d decided.
func docs67d() map[string]string {
	return map[string]string{
		"cmd.publish": " And (fx67d, rt65 A10): `release-plz release` (crates published, tags and releases made; `release-plz release-pr` opens a pull request that a person merges, and `update` bumps versions here: both left alone), " +
			"cargo-dist's `publish` and `host` (its `build` and `plan` are left alone), `dune-release publish` and `opam submit`, `choco push`, " +
			"ko's `resolve`, `apply`, `create` and `run`, which push every image they build unless told not to, as `ko build` does (`-L`/`--local` loads the image into the local daemon and is left alone; `--push=false` still asks, as every flag turned off with a value does where a rule has exceptions), " +
			"store paths copied to a binary cache others substitute from (`nix copy --to s3://…`, `gs://`, `http(s)://`; `attic push`), as `cachix push` asks (`nix copy --from https://cache.nixos.org` downloads into the local store as `nix build` does, and `attic login` stores a token as `cachix authtoken` does: both left alone), " +
			"and a form or file sent to PyPI's upload API with or without credentials on the line (`curl -F package=@dist/x.tar.gz https://upload.pypi.org/legacy/`: its credentials may come from a netrc the line does not show). " +
			"Not yet: a Dagger function named publish (`dagger call publish`) is left alone; it would take the ask of `dagger call publish --password file:./.env` from cmd.credentials, which names the secret. " +
			"Decided: `docker save acme/app | ssh prod docker load` is left alone: the image goes to one machine the operator reaches, a deploy as `scp build/app prod:` is, and is published to no one.",
		"cmd.cloud-delete": " And (fx67d, fx65b's leftovers): mysql's and mariadb's option file given on the line (`--defaults-file`, `--defaults-extra-file`) is read as sqlite3's `-init` file is ([sql-file]): its `init-command` is SQL run on connecting and its `pager` a shell command, so one outside the project (`mysql --defaults-file=/tmp/x.cnf`), written earlier on the line or named for what it deletes asks; " +
			"the project's own (`--defaults-file=config/my.cnf`) is left alone. The system's and the home's option files given by name (`/etc/mysql/debian.cnf`, `~/.my.cnf`) are outside the project and ask too, as sqlite3's `-init ~/.sqliterc` does.",
	}
}

// examples67d are, per default, examples of verbs67d for
// TestDefaultExamples: what asks, and what is left alone.
func examples67d() map[string][2][]string {
	return map[string][2][]string{
		"cmd.publish": {{"release-plz release", "cargo dist publish", "ko resolve -f config/ --push=true", "nix copy --to s3://acme-cache ./result",
			"attic push acme ./result", "curl -F package=@dist/x.tar.gz https://upload.pypi.org/legacy/"},
			{"release-plz update", "cargo dist build", "ko build --local ./src", "ko resolve -L -f config/", "nix copy --from https://cache.nixos.org ./result"}},
	}
}

// withVerbs67d adds verbs67d's patterns, exceptions, documentation and
// examples to the defaults of infos.
func withVerbs67d(infos []DefaultInfo) []DefaultInfo {
	return withVerbs(infos, verbs67d.get(), except67d.get(), docs67d(), examples67d())
}
