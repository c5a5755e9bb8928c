package patterns

import "strings"

// More files run later than git's own hooks and husky's (rt21i #9): the
// other git-hook managers keep the commands a hook runs in their
// configuration (lefthook's lefthook.yml, read by the `lefthook run`
// its installed hook calls; lint-staged's config, run by husky's or
// simple-git-hooks' pre-commit; simple-git-hooks' own config), so a write
// of one followed by any `git commit` runs what it names. gh runs a
// shell alias from its config (`aliases: {co: "!rm -rf ~"}`), wget a
// `use_askpass` program from its rc, terraform a provider's binary from
// `dev_overrides` in its rc, and pdb the lines of a .pdbrc (the home's
// and the directory's) at every start, `pytest --pdb` included. Writing
// one is runs-later, as writing .husky/ or .pre-commit-config.yaml is.

// hookManagerLater is what runs a git-hook manager's configuration.
const hookManagerLater = "git (through a hook manager's hooks, at a later commit or push)"

// laterPlacesHookManagers are those places, read as laterPlaces are.
var laterPlacesHookManagers = []laterPlace{
	{place{at: atSome, pat: []string{"/lefthook.yml"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/lefthook.yaml"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/lefthook.toml"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/lefthook.json"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/lefthook.jsonc"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/.lefthook.yml"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/.lefthook.yaml"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/.lefthook.toml"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/.lefthook.json"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/.lefthook.jsonc"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/lefthook-local.yml"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/lefthook-local.yaml"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/.lefthook-local.yml"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/.lefthook-local.yaml"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/.lefthook"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/.lefthook-local"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/.lintstagedrc"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/.lintstagedrc.json"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/.lintstagedrc.yaml"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/.lintstagedrc.yml"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/.lintstagedrc.js"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/.lintstagedrc.mjs"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/.lintstagedrc.cjs"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/lint-staged.config.js"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/lint-staged.config.mjs"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/lint-staged.config.cjs"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/lint-staged.config.ts"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/.simple-git-hooks.json"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/simple-git-hooks.json"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/.simple-git-hooks.js"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/simple-git-hooks.js"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/.simple-git-hooks.cjs"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/simple-git-hooks.cjs"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/.simple-git-hooks.mjs"}}, hookManagerLater},
	{place{at: atSome, pat: []string{"/simple-git-hooks.mjs"}}, hookManagerLater},
	{place{at: atHome, pat: []string{"/.config/gh/config.yml"}}, "gh (a shell alias, `!…`, at a later gh call)"},
	{place{at: atHome, pat: []string{"/.wgetrc"}}, "wget (its use_askpass program, at a later wget)"},
	{place{at: atRoot, pat: []string{"/etc/wgetrc"}}, "wget (its use_askpass program, at a later wget)"},
	{place{at: atHome, pat: []string{"/.terraformrc"}}, "terraform (a provider's dev_overrides binary, at a later plan or apply)"},
	{place{at: atSome, pat: []string{"/.pdbrc"}}, "pdb (its lines, at its next start: pytest --pdb too)"},
}

// ghAliasLater is what runs a gh shell alias.
const ghAliasLater = "gh (a shell alias runs its command at a later gh call)"

// ghShellAlias returns the word of `gh alias set NAME EXPANSION` that
// makes a shell alias (--shell/-s, an expansion starting with `!`, one
// not literal or read from standard input), and of `gh alias import`
// (its file may hold shell aliases).
func ghShellAlias(p *Part, ops []Word) (Word, bool) {
	if len(ops) < 2 || !isLit(ops[0], "alias") {
		return Word{}, false
	}
	switch {
	case isLit(ops[1], "import"):
		return ops[1], true
	case !isLit(ops[1], "set"):
		return Word{}, false
	case hasFlag(p, "--shell", "-s"):
		return ops[1], true
	case len(ops) < 4:
		return ops[1], true // the expansion from standard input
	}
	v, ok := ops[3].Literal()
	if !ok || v == "-" || strings.HasPrefix(strings.TrimSpace(v), "!") {
		return ops[3], true
	}
	return Word{}, false
}
