package patterns

import "strings"

// yarn and pnpm run a package's bin when their first operand is not one
// of their own commands (`yarn prisma migrate reset`, `pnpm cdk
// destroy`), as `yarn run BIN` and `pnpm exec BIN` do: the bin and its
// arguments are read as a nested command, so the defaults judge the tool
// as themselves.

// pmOwnCommands are yarn's (1 and 4) and pnpm's own commands, which are
// not a bin of the package.
var pmOwnCommands = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"add": true, "audit": true, "bin": true, "cache": true, "config": true, "constraints": true,
		"create": true, "dedupe": true, "deploy": true, "dlx": true, "doctor": true, "env": true,
		"exec": true, "explain": true, "fetch": true, "generate-lock-entry": true, "global": true,
		"help": true, "i": true, "import": true, "info": true, "init": true, "install": true,
		"install-test": true, "it": true, "licenses": true, "link": true, "list": true, "ln": true,
		"login": true, "logout": true, "ls": true, "node": true, "npm": true, "outdated": true,
		"owner": true, "pack": true, "patch": true, "patch-commit": true, "patch-remove": true,
		"plugin": true, "policies": true, "prune": true, "publish": true, "rebuild": true, "rb": true,
		"recursive": true, "remove": true, "rm": true, "root": true, "run": true, "search": true,
		"server": true, "set": true, "setup": true, "stage": true, "start": true, "store": true,
		"t": true, "tag": true, "team": true, "test": true, "un": true, "uninstall": true,
		"unlink": true, "unplug": true, "up": true, "update": true, "upgrade": true,
		"upgrade-interactive": true, "version": true, "versions": true, "why": true,
		"workspace": true, "workspaces": true, "add-project": true, "approve-builds": true,
		"cat-file": true, "cat-index": true, "find-hash": true, "ignored-builds": true, "self-update": true,
	}
}}

// pmBin reads `yarn BIN …` and `pnpm BIN …`: the first operand, when it
// is a literal name that is not one of their commands, is a bin of the
// package, run with the words after it. Their options before it are
// left to the runner's reading (wrappers_runner_table.go); a part whose
// first word after the program is an option is left alone here.
func (r *reading) pmBin(p *Part, sc scope) []*Node {
	if p.Program != "yarn" && p.Program != "pnpm" || len(p.Words) < 2 {
		return nil
	}
	name, ok := p.Words[1].Literal()
	if !ok || name == "" || strings.HasPrefix(name, "-") || strings.ContainsAny(name, "/.=") ||
		pmOwnCommands.get()[name] {
		return nil
	}
	return r.nestedArgv(p, p.Program+" "+name, p.Words[1:], sc)
}
