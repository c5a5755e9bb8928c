package patterns

import (
	"encoding/json"
	"strings"
)

// The lifecycle scripts package managers run outside an install and
// `run` (body_npmlife.go, rt53 N4): `npm pack` (prepack, prepare,
// postpack), `npm publish` (prepublishOnly, prepack, prepare, postpack,
// publish, postpublish), each even with --dry-run; `npm version X`
// (preversion, version, postversion); `npm rebuild` (preinstall,
// install, postinstall, prepare); `npm link` (an install's); `npm
// uninstall X` (the root's dependencies script, which npm runs after
// node_modules changed, as after an install that names packages); pnpm's
// and bun's pack and publish, yarn 1's pack, publish and version; fx56c
// (rt54 N4 rest): pnpm's version (npm's) and link, yarn 1's remove (the
// root's install scripts again) and link. Only
// --ignore-scripts (and --help) keeps them from running. The scripts
// are read whatever the operands: reading a script that does not run
// can only ask where the script itself would.
//
// A local package installed runs its own install scripts: a directory
// named on the line (`npm add ./dep`, `npm i file:dep`, `pnpm add
// link:../dep`) and, at an install of the whole project, a `file:` or
// `link:` dependency of package.json. The package is the agent's own
// file in the tree, not a registry's package fetched by name and pin (the
// decided exemption), so its preinstall, install, postinstall and
// prepare scripts are read.

// lifecycleHooks are the lifecycle scripts program's subcommand sub runs
// beyond an install's (installHooks) and a named script's, in their
// order, and whether it runs them only when given an operand (`npm
// version` alone prints the versions); nil when it runs none.
func lifecycleHooks(program, sub string) ([]string, bool) {
	pack := []string{"prepack", "prepare", "postpack"}
	publish := []string{"prepublishOnly", "prepack", "prepare", "postpack", "publish", "postpublish"}
	switch program {
	case "npm":
		switch sub {
		case "pack":
			return pack, false
		case "publish":
			return publish, false
		case "version", "verison":
			return []string{"preversion", "version", "postversion"}, true
		case "rebuild", "rb":
			return []string{"preinstall", "install", "postinstall", "prepare"}, false
		case "link", "ln":
			return installHooks("npm", "install"), false
		case "uninstall", "unlink", "remove", "rm", "r", "un":
			return []string{"dependencies"}, true
		}
	case "pnpm", "bun":
		switch sub {
		case "pack":
			return pack, false
		case "rebuild", "rb":
			if program == "pnpm" { // body_npmquiet.go
				return []string{"preinstall", "install", "postinstall", "prepare"}, false
			}
		case "publish":
			return publish, false
		case "version":
			if program == "pnpm" { // fx56c: pnpm hands version to npm's
				return []string{"preversion", "version", "postversion"}, true
			}
		case "link", "ln":
			if program == "pnpm" { // fx56c: as npm link's, read whether they run or not
				return installHooks("pnpm", "install"), false
			}
		}
	case "yarn":
		switch sub {
		case "pack":
			return []string{"prepack", "postpack"}, false
		case "publish":
			return []string{"prepublish", "prepack", "prepublishOnly", "postpack", "publish", "postpublish"}, false
		case "version":
			return []string{"preversion", "version", "postversion"}, false
		case "remove", "link":
			// fx56c: yarn 1 runs the root's install scripts again after
			// remove; link's are read as npm link's are
			return []string{"preinstall", "install", "postinstall", "prepublish", "prepare"}, sub == "remove"
		}
	}
	return nil, false
}

// localDepHooks are the scripts an install runs of a local package it
// installs.
var localDepHooks = []string{"preinstall", "install", "postinstall", "preprepare", "prepare", "postprepare"}

// lifecycle reads the rest of a part whose subcommand at word at runs
// hooks (lifecycleHooks): false when --ignore-scripts or --help stops
// them, when an option names what the reader does not follow, and when
// the subcommand needs an operand and has none.
func (run packageRun) lifecycle(p *Part, at int, hooks []string, needsOperand bool, cwd string) (packageRun, bool) {
	run.word, run.hooks, run.name = at, hooks, hooks[0]
	rest := p.Words[at+1:]
	operands := 0
	for k := 0; k < len(rest); k++ {
		v, ok := rest[k].Literal()
		if !ok || !strings.HasPrefix(v, "-") || v == "-" {
			operands++
			continue
		}
		if v == "--" {
			operands += len(rest) - k - 1
			break
		}
		if last, name, on := quietOption(rest, k, "--ignore-scripts", "--help", "-h"); name != "" {
			k = last // body_npmquiet.go: the last one given wins
			if name == "--ignore-scripts" {
				run.quiet = on
			} else if on {
				return run, false
			}
			continue
		}
		next, good := run.flag(p.Program, rest, k, cwd)
		if !good {
			return run, false
		}
		k = next
	}
	if needsOperand && operands == 0 || run.quiet {
		return run, false
	}
	return run, !run.all && len(run.sels) == 0
}

// localPackageDir is the directory a package spec v installs from when it
// names one on disk (./dep, ../dep, /abs/dep, file:dep, link:dep), from
// cwd; "" for a registry's name, a URL or a repository.
func localPackageDir(cwd, v string) string {
	if rest, ok := strings.CutPrefix(v, "file:"); ok {
		v = rest
	} else if rest, ok := strings.CutPrefix(v, "link:"); ok {
		v = rest
	} else if !strings.HasPrefix(v, "./") && !strings.HasPrefix(v, "../") && !strings.HasPrefix(v, "/") && v != "." && v != ".." {
		return ""
	}
	if v == "" || strings.HasSuffix(v, ".tgz") || strings.HasSuffix(v, ".tar.gz") || strings.HasSuffix(v, ".tar") {
		return ""
	}
	return bodyDir(cwd, LitWord(v))
}

// localDeps returns the directories of the local packages among
// package.json's dependencies (file: and link: specs), from dir.
func (pkg packageJSON) localDeps(dir string) []string {
	var out []string
	for _, raw := range []json.RawMessage{pkg.Dependencies, pkg.DevDependencies, pkg.OptionalDependencies} {
		var deps map[string]any
		if json.Unmarshal(raw, &deps) != nil {
			continue
		}
		for _, v := range deps {
			s, ok := v.(string)
			if !ok || !strings.HasPrefix(s, "file:") && !strings.HasPrefix(s, "link:") {
				continue
			}
			if d := localPackageDir(dir, s); d != "" && d != dir {
				out = append(out, d)
			}
		}
	}
	return out
}

// localBodies returns the install scripts of the local packages run
// installs: those named on the line, and with run.deps those of the
// package.json pkg read from run.dir. At most localDepsMax are read.
func localBodies(ctx *Context, run packageRun, pkg *packageJSON) []runnerBody {
	dirs := run.locals
	if run.deps && pkg != nil {
		dirs = append(dirs[:len(dirs):len(dirs)], pkg.localDeps(run.dir)...)
	}
	var out []runnerBody
	for i, d := range dirs {
		if i >= localDepsMax {
			break
		}
		dep := packageRun{dir: d, word: run.word, hooks: localDepHooks, name: localDepHooks[0], program: run.program, rcs: run.rcs}
		out = append(out, packageBodiesAt(ctx, dep, d)...)
	}
	return out
}

// localDepsMax bounds the local packages one install's scripts are read
// of.
const localDepsMax = 8

// localOperands are the directories of the local packages an install's
// operands name, from cwd (a word that is not literal names none the
// reader knows).
func localOperands(cwd string, ops []Word) []string {
	var out []string
	for _, w := range ops {
		if v, ok := w.Literal(); ok {
			if d := localPackageDir(cwd, v); d != "" {
				out = append(out, d)
			}
		}
	}
	return out
}
