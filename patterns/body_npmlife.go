package patterns

import (
	"bytes"
	"cmp"
	"encoding/json"
	"strconv"
	"strings"
)

// The lifecycle scripts an install runs (body_npm.go, rt50 A8): `npm
// install` (and its aliases `i`, `add`, `ci`, `clean-install` …) with no
// package named runs the root package.json's preinstall, install,
// postinstall, prepublish, preprepare, prepare and postprepare, and `npm
// it` (install-test, cit …) then pretest, test and posttest; `yarn` and
// `yarn install` run preinstall, install, postinstall, prepublish and
// prepare; `pnpm install` (`i`) and `bun install` (`i`) their preinstall,
// install, postinstall and pre/prepare/postprepare, and `pnpm it` test
// too; npm also runs the root's dependencies script. Each script is
// judged as `npm run NAME` judges it, so an everyday `"prepare": "husky
// install"` stays quiet and `"postinstall": "rm -rf ~/"` asks. An install
// that names a registry's package (`npm install lodash`, `pnpm i x`) runs
// only npm's dependencies script and the install scripts of the local
// packages it names (body_npmverbs.go); `--ignore-scripts`, `--dry-run`,
// a workspace option, or an option whose value the reader does not
// follow, leaves the part as it was. Yarn 1 also runs a script's preNAME and postNAME (`yarn
// test` runs pretest): read unless package.json's packageManager names
// yarn 2 or later, which runs none.

// installHooks are the lifecycle scripts program's subcommand sub runs,
// in their order, or nil when sub is no install.
func installHooks(program, sub string) []string {
	base := []string{"preinstall", "install", "postinstall", "prepublish", "preprepare", "prepare", "postprepare"}
	test := []string{"pretest", "test", "posttest"}
	switch program {
	case "npm":
		// npm runs the root's dependencies script after node_modules changed
		base = append(base, "dependencies")
		switch sub {
		case "install", "i", "in", "ins", "inst", "insta", "instal", "isnt", "isnta", "isntal", "isntall", "add",
			"ci", "clean-install", "ic", "install-clean", "isntall-clean":
			return base
		case "it", "install-test", "cit", "install-ci-test", "clean-install-test", "sit":
			return append(base, test...)
		}
	case "yarn":
		switch sub {
		case "install":
			return []string{"preinstall", "install", "postinstall", "prepublish", "prepare"}
		case "add":
			return localDepHooks // the local packages named (body_npmverbs.go)
		}
	case "pnpm", "bun":
		own := []string{"preinstall", "install", "postinstall", "preprepare", "prepare", "postprepare"}
		switch sub {
		case "install", "i":
			return own
		case "add":
			return localDepHooks
		case "it", "install-test":
			if program == "pnpm" {
				return append(own, "test")
			}
		}
	}
	return nil
}

// install reads the rest of an install part whose subcommand is word at:
// false when it names a package or an option the reader does not follow.
func (run packageRun) install(p *Part, at int, hooks []string, cwd string) (packageRun, bool) {
	run.word, run.hooks, run.name = at, hooks, hooks[0]
	rest := p.Words[at+1:]
	var ops []Word
	stops := map[string]bool{} // the options that keep the scripts from running, by name
	for k := 0; k < len(rest); k++ {
		v, ok := rest[k].Literal()
		if !ok || !strings.HasPrefix(v, "-") || v == "-" {
			ops = append(ops, rest[k]) // a package named, or a word not read
			continue
		}
		if v == "--" {
			ops = append(ops, rest[k+1:]...)
			break
		}
		if last, name, on := quietOption(rest, k, installStops...); name != "" {
			stops[name], k = on, last // body_npmquiet.go: the last one given wins
			continue
		}
		next, good := run.flag(p.Program, rest, k, cwd)
		if !good {
			return run, false
		}
		k = next
	}
	for name, on := range stops {
		if name == "--ignore-scripts" {
			run.quiet = on // after one given before the subcommand
		} else if on {
			return run, false
		}
	}
	if run.all || len(run.sels) > 0 || run.quiet {
		return run, false
	}
	if len(ops) == 0 {
		if isLit(p.Words[at], "add") && p.Program != "npm" {
			return run, false // pnpm, yarn and bun add nothing without a package
		}
		run.deps = true // the whole project: its local dependencies' scripts too
		return run, true
	}
	// packages named (body_npmverbs.go): the local ones' install scripts,
	// and npm's root dependencies script
	run.locals = localOperands(run.dir, ops)
	run.hooks = nil
	if p.Program == "npm" {
		run.hooks = []string{"dependencies"}
	}
	if len(run.hooks) == 0 && len(run.locals) == 0 {
		return run, false
	}
	run.name = cmp.Or(strings.Join(run.hooks, ""), "install")
	return run, true
}

// bareInstall reads `yarn` with no subcommand, which installs: false for
// any other program, and for yarn's --version and --help.
func (run packageRun) bareInstall(p *Part) (packageRun, bool) {
	if p.Program != "yarn" {
		return run, false
	}
	for _, w := range p.Words[1:] {
		v, _ := w.Literal()
		switch v {
		case "-v", "--version", "-h", "--help":
			return run, false
		}
		if installQuiet(v) {
			return run, false
		}
	}
	run.word, run.hooks, run.deps = 0, installHooks("yarn", "install"), true
	run.name = run.hooks[0]
	return run, !run.all && len(run.sels) == 0
}

// installStops are the options that keep an install from running the
// scripts.
var installStops = []string{"--ignore-scripts", "--dry-run", "--lockfile-only", "--help", "-h"}

// installQuiet reports whether option v keeps an install from running
// the scripts.
func installQuiet(v string) bool {
	name, val, _ := strings.Cut(v, "=")
	switch name {
	case "--ignore-scripts", "--dry-run", "--lockfile-only", "--help", "-h":
		return val != "false"
	}
	return false
}

// stripBOM is b without a leading UTF-8 byte order mark, which npm, yarn
// and pnpm skip before a package.json's JSON (rt50 A8: three bytes hid
// every script).
func stripBOM(b []byte) []byte {
	return bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
}

// yarnBerry reports whether the package.json pkg was read from names
// yarn 2 or later in its packageManager, which runs no preNAME and
// postNAME scripts.
func (pkg packageJSON) yarnBerry() bool {
	var manager string
	if json.Unmarshal(pkg.PackageManager, &manager) != nil {
		return false
	}
	v, ok := strings.CutPrefix(manager, "yarn@")
	if !ok {
		return false
	}
	major, _, _ := strings.Cut(v, ".")
	n, err := strconv.Atoi(major)
	return err == nil && n >= 2
}
