package patterns

import (
	"strings"
)

// Some programs run what their configuration names: git its aliases,
// pager, hooks, fsmonitor and ssh command; npm, pnpm, yarn and bun the
// scripts of package.json. A line that writes that configuration (git
// config KEY VALUE, npm pkg set scripts.X=…, or any write of the files)
// and then runs the program has rebound what the program does.

// harmlessGitKeys are the git configuration keys, and prefixes of keys
// ending in ".", that make git run nothing.
var harmlessGitKeys = []string{
	"user.", "color.", "advice.", "log.", "pull.", "push.default", "push.autosetupremote",
	"branch.", "init.defaultbranch", "fetch.prune", "rebase.", "status.", "commit.gpgsign",
	"commit.verbose", "tag.sort", "column.", "rerere.", "merge.conflictstyle", "diff.algorithm",
	"diff.colormoved", "core.autocrlf", "core.ignorecase", "core.filemode", "core.quotepath",
}

// gitConfigMakes returns the configuration file git config writes when
// it sets a key that makes git run something (any key not known to be
// harmless; a key that is not literal might be any).
func gitConfigMakes(p *Part, ops []Word, dir place) []made {
	at := -1
	for i, w := range ops {
		if isLit(w, "config") {
			at = i
			break
		}
	}
	if at < 0 {
		return remoteSetURLMakes(ops, dir)
	}
	rest := ops[at+1:]
	if len(rest) > 0 && (isLit(rest[0], "set") || isLit(rest[0], "--add")) {
		rest = rest[1:]
	}
	if len(rest) < 2 || hasFlag(p, "--get", "--get-all", "--get-regexp", "--list", "-l", "--unset", "--unset-all") {
		return nil
	}
	if key, ok := rest[0].Literal(); ok && (harmlessGitKey(key) || len(rest) == 2 && gitSetupSetting(key, rest[1])) {
		return nil // effects_config_setup.go
	}
	if key, ok := rest[0].Literal(); ok && remoteURLKey(key) && networkRemote(rest[1]) {
		return nil // a push to it is [push-away]'s to judge
	}
	_, files := operandWords(p, "--file", "-f")
	switch {
	case len(files) > 0:
		return placesOf(files, dir, false, "sets git configuration in")
	case hasFlag(p, "--global"):
		return []made{{place: place{at: atHome, pat: []string{"/.gitconfig"}}, how: "sets git configuration in"}}
	case hasFlag(p, "--system"):
		return []made{{place: place{at: atRoot, pat: []string{"/etc/gitconfig"}}, how: "sets git configuration in"}}
	}
	pl := below(dir.at, dir.pat[0], ".git/config")
	if len(dir.pat) != 1 {
		pl = place{at: atSome, pat: []string{"/.git/config"}}
	}
	return []made{{place: pl, how: "sets git configuration in"}}
}

// remoteSetURLMakes: git remote set-url points a remote that later
// pushes name (origin) at another URL, in the repository's configuration.
// Adding a remote of a new name is everyday work: a push to it names it.
func remoteSetURLMakes(ops []Word, dir place) []made {
	if len(ops) < 2 || !isLit(ops[0], "remote") {
		return nil
	}
	if sub, ok := ops[1].Literal(); ok && sub != "set-url" && sub != "rename" {
		return nil
	}
	if isLit(ops[1], "set-url") && len(ops) >= 4 && len(ops) <= 5 && networkRemote(ops[len(ops)-1]) {
		return nil // a push to it is [push-away]'s to judge
	}
	pl := below(dir.at, dir.pat[0], ".git/config")
	if len(dir.pat) != 1 {
		pl = place{at: atSome, pat: []string{"/.git/config"}}
	}
	return []made{{place: pl, how: "points a remote elsewhere in",
		later: "a later git push sends there what it would have sent to the remote"}}
}

// remoteURLKey reports whether a git configuration key is a remote's URL
// (remote.NAME.url or .pushurl).
func remoteURLKey(key string) bool {
	k := strings.ToLower(key)
	return strings.HasPrefix(k, "remote.") && (strings.HasSuffix(k, ".url") || strings.HasSuffix(k, ".pushurl"))
}

// networkRemote reports whether w is literally a remote on the network,
// which git reaches by its own transports and runs nothing local for:
// https://, http://, ssh://, git:// (and git+ssh://), or scp's
// [user@]host:path. A local path (whose hooks a push runs), file://, a
// remote helper (ext::CMD, X::ADDR, another scheme) and a word not known
// are not: pointing a remote at one rebinds what a later push runs.
func networkRemote(w Word) bool {
	v, ok := w.Literal()
	if !ok || strings.Contains(v, "::") || strings.HasPrefix(v, "-") {
		return false
	}
	if scheme, _, ok := strings.Cut(v, "://"); ok {
		switch strings.ToLower(scheme) {
		case "https", "http", "ssh", "git", "git+ssh", "ssh+git":
			_, ok := urlHost(v)
			return ok
		}
		return false
	}
	_, ok = remoteHost(v)
	return ok
}

// harmlessGitKey reports whether setting key makes git run nothing.
func harmlessGitKey(key string) bool {
	key = strings.ToLower(key)
	for _, k := range harmlessGitKeys {
		if key == k || strings.HasSuffix(k, ".") && strings.HasPrefix(key, k) {
			return true
		}
	}
	return false
}

// gitHooks are the hooks git runs by name.
var gitHooks = []string{
	"pre-commit", "prepare-commit-msg", "commit-msg", "post-commit", "pre-push", "post-checkout",
	"post-merge", "pre-rebase", "post-rewrite", "pre-applypatch", "applypatch-msg", "post-applypatch",
	"pre-merge-commit", "push-to-checkout", "reference-transaction", "fsmonitor-watchman",
	"pre-auto-gc", "sendemail-validate", "post-index-change", "pre-receive", "update", "post-receive",
}

// gitConfigFiles calls yield with each file git reads what it runs from,
// its configuration and its hooks, in turn, until yield returns false;
// it reports whether yield took them all.
func gitConfigFiles(dir place, yield func(place) bool) bool {
	in := func(rel string) place {
		if len(dir.pat) != 1 {
			return place{at: atSome, pat: []string{"/" + rel}}
		}
		return below(dir.at, dir.pat[0], rel)
	}
	if !yield(in(".git/config")) {
		return false
	}
	for _, h := range gitHooks {
		if !yield(in(".git/hooks/" + h)) {
			return false
		}
	}
	for _, pl := range []place{
		{at: atHome, pat: []string{"/.gitconfig"}},
		{at: atHome, pat: []string{"/.config/git/config"}},
		{at: atRoot, pat: []string{"/etc/gitconfig"}},
	} {
		if !yield(pl) {
			return false
		}
	}
	return true
}

// npmPkgMakes: npm pkg set (and pnpm's) and npm set-script write
// package.json; setting
// scripts.* or a key the reader cannot read rebinds what npm runs.
func npmPkgMakes(p *Part, dir place) []made {
	ops, _ := operandWords(p)
	if len(ops) >= 2 && isLit(ops[0], "set-script") {
		return placesOf([]Word{LitWord("package.json")}, dir, false, "sets scripts in")
	}
	if len(ops) < 3 || !isLit(ops[0], "pkg") || !isLit(ops[1], "set") {
		return nil
	}
	for _, w := range ops[2:] {
		lit, tail := litPrefix(w)
		if strings.HasPrefix(lit, "scripts") || lit == "" && tail || strings.HasPrefix(lit, "bin") {
			return placesOf([]Word{LitWord("package.json")}, dir, false, "sets scripts in")
		}
		if remoteDependency(lit, tail) {
			return placesOf([]Word{LitWord("package.json")}, dir, false, "sets a dependency from outside the registry in")
		}
	}
	return nil
}

// dependencyKeys are package.json's fields that name what an install
// fetches.
var dependencyKeys = []string{"dependencies.", "devDependencies.", "optionalDependencies.", "peerDependencies.",
	"overrides.", "resolutions.", "pnpm.overrides."}

// remoteDependency reports whether an `npm pkg set KEY=VALUE` word (its
// literal head lit; tail when more follows that is not literal) sets a
// dependency to something other than a registry version or tag: a URL
// or a repository (github:o/r, o/r, git+ssh://…), whose install scripts
// the next install runs (rt22e #37); a file: or link: of a directory on
// disk is code on disk, as a script is. A value that is not literal might
// be any of them.
func remoteDependency(lit string, tail bool) bool {
	key, val, ok := strings.Cut(lit, "=")
	if !ok {
		return false
	}
	dep := false
	for _, k := range dependencyKeys {
		dep = dep || strings.HasPrefix(key, k)
	}
	if !dep {
		return false
	}
	if tail {
		return true
	}
	val = strings.Trim(val, `"'`)
	if strings.HasPrefix(val, "file:") || strings.HasPrefix(val, "link:") {
		return false
	}
	if strings.HasPrefix(val, "npm:") {
		val = val[strings.LastIndexByte(val, '@')+1:] // an alias of a registry package
	}
	return strings.ContainsAny(val, ":/#\\")
}

// scriptRunners are the package managers' subcommands that run the
// scripts of package.json (install and publish run lifecycle scripts).
var scriptRunners = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"run": true, "run-script": true, "rum": true, "urn": true, "test": true, "t": true, "tst": true,
		"start": true, "stop": true, "restart": true, "install": true, "i": true, "in": true, "ci": true,
		"add": true, "rebuild": true, "pack": true, "publish": true, "exec": true, "x": true,
		"install-test": true, "it": true, "cit": true, "isntall": true,
	}
}}

// quietSubcommands are yarn's and pnpm's subcommands that run no script;
// any other operand may name one (yarn build runs the script build).
var quietSubcommands = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"info": true, "list": true, "ls": true, "why": true, "outdated": true, "config": true,
		"help": true, "whoami": true, "audit": true, "view": true, "licenses": true, "cache": true,
	}
}}

// packageScripts returns package.json in dir when part p runs its scripts.
func packageScripts(p *Part, dir place) []place {
	switch p.Program {
	case "npm", "bun", "pnpm", "yarn":
	default:
		return nil // before its operands are read: this runs for every part
	}
	ops, _ := operandWords(p)
	sub, lit := "", true
	if len(ops) > 0 {
		sub, lit = ops[0].Literal()
	}
	runs := false
	switch p.Program {
	case "npm", "bun":
		runs = !lit || scriptRunners.get()[sub] && sub != ""
	case "pnpm", "yarn":
		runs = !lit || !quietSubcommands.get()[sub]
	}
	if !runs {
		return nil
	}
	pl, _ := wordPlace(LitWord("package.json"), dir)
	out := []place{pl}
	// The scripts run with node_modules/.bin first on their PATH (fx22d1,
	// rt22d #9): a file the line wrote there runs in their place.
	if bin, ok := wordPlace(LitWord("node_modules/.bin"), dir); ok && len(bin.pat) == 1 {
		out = append(out, place{at: bin.at, pat: []string{strings.TrimSuffix(bin.pat[0], "/") + "/", ""}})
	}
	return out
}
