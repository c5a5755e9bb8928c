package patterns

import "strings"

// What keeps npm's scripts from running, read as npm reads it (rt54 M2,
// checked with npm 11.19.1): npm's option parser (nopt) takes the word
// after a boolean option as its value when it is true or false, so `npm
// i ./dep --ignore-scripts false` runs the scripts, as do
// `--ignore-scripts=false` and a later `--no-ignore-scripts`; the last
// one given wins. --ignore-scripts keeps only the pre and post scripts of
// a script npm runs by its name (`npm test --ignore-scripts` runs test,
// `npm restart --ignore-scripts` stop and start). `npm restart` with no
// restart script runs prerestart, prestop, stop, poststop, prestart,
// start, poststart and postrestart. And npm's other verbs that change
// node_modules (update, up, upgrade, prune, dedupe, ddp, `audit fix`)
// reify the tree as an install does: a file: or link: dependency's
// install scripts run, and the root's dependencies script (the root's
// own install scripts do not). `npm rebuild` runs the root's install
// scripts and, checked, a file: dependency's (`npm rebuild dep` that
// one's alone; the local dependencies are read whatever the operands), and
// pnpm's rebuild the same root scripts; `bun pm pack` runs a pack's.

// quietOption reads the option at ws[k] when it is one of names, a
// boolean (--NAME, --NAME=V, --no-NAME, and --NAME true|false): the index
// of its last word, its name, and whether it is on; "" when it is none of
// them.
func quietOption(ws []Word, k int, names ...string) (int, string, bool) {
	v, ok := ws[k].Literal()
	if !ok {
		return k, "", false
	}
	name, val, eq := strings.Cut(v, "=")
	off := false
	if rest, neg := strings.CutPrefix(name, "--no-"); neg {
		name, off = "--"+rest, true
	}
	if !contains(names, name) {
		return k, "", false
	}
	switch {
	case off:
		return k, name, false
	case eq:
		return k, name, val != "false"
	case k+1 < len(ws) && (isLit(ws[k+1], "false") || isLit(ws[k+1], "true")):
		return k + 1, name, isLit(ws[k+1], "true")
	}
	return k, name, true
}

// npmRestartScripts are the scripts `npm restart` runs when package.json
// has no restart script, with pre those scripts' pre and post scripts.
func npmRestartScripts(pre bool) []string {
	if !pre {
		return []string{"stop", "start"}
	}
	return []string{"prerestart", "prestop", "stop", "poststop", "prestart", "start", "poststart", "postrestart"}
}

// reifyHooks are the root's scripts npm's subcommand sub runs when it
// changes node_modules as an install does (beyond the install scripts of
// the local packages it installs), or nil when sub is none of them.
func reifyHooks(program, sub string) []string {
	if program != "npm" {
		return nil
	}
	switch sub {
	case "update", "up", "upgrade", "udpate", "prune", "dedupe", "ddp":
		return []string{"dependencies"}
	}
	return nil
}

// bunPmPack is the word `pack` of `bun pm pack` in p, whose subcommand is
// at word at, or -1: it runs the pack's prepack, prepare and postpack, as
// `bun pack` does (its --ignore-scripts skips them).
func bunPmPack(p *Part, at int) int {
	if p.Program != "bun" || !isLit(p.Words[at], "pm") || at+1 >= len(p.Words) || !isLit(p.Words[at+1], "pack") {
		return -1
	}
	return at + 1
}

// npmAuditFix is the word `fix` of `npm audit fix` in p, whose
// subcommand is at word at, or -1.
func npmAuditFix(p *Part, at int) int {
	if p.Program != "npm" || !isLit(p.Words[at], "audit") {
		return -1
	}
	for k := at + 1; k < len(p.Words); k++ {
		v, ok := p.Words[k].Literal()
		if !ok {
			return -1
		}
		if !strings.HasPrefix(v, "-") {
			if v == "fix" {
				return k
			}
			return -1
		}
	}
	return -1
}
