package patterns

import (
	"encoding/json"
	"path"
	"strings"
)

// The scripts of package.json a package manager runs (body_eval.go): `npm
// run NAME` (run-script, and npm's abbreviations), `npm test|start|stop|
// restart`, each with npm's preNAME and postNAME; `pnpm [run] NAME`,
// `yarn [run] NAME`, `bun run NAME`. The package.json is the one of the
// directory the part runs in, moved by npm's --prefix (-C) and
// --workspace (-w) given as a path, pnpm's -C/--dir, yarn's and bun's
// --cwd. A filter, a recursive run, a workspace given by name or a word
// that is not literal before the script's name leaves the part as it was.

// packageJSONMax bounds the package.json read.
const packageJSONMax = 256 << 10

// npmRunVerbs are npm's subcommands that run a named script.
var npmRunVerbs = []string{"run", "run-script", "rum", "urn"}

// npmOwnScript is the script npm's subcommand sub runs by its own name
// (npm t runs test), or "".
func npmOwnScript(sub string) string {
	switch sub {
	case "test", "t", "tst":
		return "test"
	case "start", "stop", "restart":
		return sub
	}
	return ""
}

// pmBuiltins are pnpm's, yarn's and bun's own commands: `pnpm NAME` runs
// the script NAME only when NAME is none of them.
var pmBuiltins = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, c := range strings.Fields(`add audit autoclean bin cache check config create dedupe deploy dlx doctor
		env exec explain fetch generate-lock-entry global help i import info init install install-test it
		licenses link list ls login logout node outdated owner pack patch patch-commit plugin policies prune
		publish rebuild remove rm root search server set setup store tag team unlink unplug up update upgrade
		upgrade-interactive version versions why workspace workspaces x build pm repl`) {
		m[c] = true
	}
	return m
}}

// packageRun is how a package manager part runs a script.
type packageRun struct {
	dir  string // where the package.json is
	name string // the script
	word int    // the word naming it (or the subcommand)
	args []Word // the extra arguments
	pre  bool   // npm's preNAME and postNAME run too
}

// packageBodies returns the scripts a package manager part runs.
func packageBodies(p *Part, ctx *Context) []runnerBody {
	run, ok := readPackageRun(p, ctx.Cwd)
	if !ok {
		return nil
	}
	scripts, ok := packageScriptsAt(ctx, run.dir)
	if !ok {
		return nil
	}
	if _, has := scripts[run.name]; !has {
		return nil // no such script: the manager runs nothing of it
	}
	names := []string{run.name}
	if run.pre {
		names = []string{"pre" + run.name, run.name, "post" + run.name}
	}
	file := fromIn(ctx.Cwd, run.dir, "package.json")
	var out []runnerBody
	for _, n := range names {
		body, has := scripts[n]
		if !has {
			continue
		}
		if n == run.name {
			body = appendArgs(body, run.args)
		}
		out = append(out, runnerBody{
			key: "package.json " + run.dir + " " + n, from: file + "'s script " + n,
			text: body, dir: run.dir, word: run.word,
		})
	}
	return out
}

// packageScriptsAt reads the scripts of dir's package.json: false when
// there is none or it cannot be read.
func packageScriptsAt(ctx *Context, dir string) (map[string]string, bool) {
	b, err := ctx.ProjectFile(path.Join(dir, "package.json"), packageJSONMax)
	if err != nil {
		return nil, false
	}
	return parsePackageScripts(b)
}

// parsePackageScripts reads package.json's scripts: false when it is not
// a JSON object whose scripts, if any, are strings.
func parsePackageScripts(b []byte) (map[string]string, bool) {
	var pkg struct {
		Scripts map[string]string `json:"scripts"`
	}
	if err := json.Unmarshal(b, &pkg); err != nil {
		return nil, false
	}
	return pkg.Scripts, true
}

// readPackageRun reads which script a package manager part runs, and
// where: false when it runs none, or its words say so only with doubt.
// Options stand before the subcommand or between it and the script's
// name (npm run -w pkg fmt).
func readPackageRun(p *Part, cwd string) (packageRun, bool) {
	run := packageRun{dir: cwd, word: -1}
	ws := p.Words
	var ops []int // the operands before the script's name, then its name
	k := 1
	for ; k < len(ws) && len(ops) < 2; k++ {
		v, ok := ws[k].Literal()
		if !ok {
			return run, false
		}
		if !strings.HasPrefix(v, "-") || v == "-" {
			ops = append(ops, k)
			if len(ops) == 1 && !packageRunVerb(p.Program, v) {
				break // the subcommand names the script
			}
			continue
		}
		name, val, eq := strings.Cut(v, "=")
		dirFlag, give := packageDirFlag(p.Program, name)
		if give {
			return run, false
		}
		if !dirFlag {
			continue // a flag taken as one without a value
		}
		if !eq {
			if k+1 >= len(ws) {
				return run, false
			}
			k++
			var ok bool
			if val, ok = ws[k].Literal(); !ok {
				return run, false
			}
		}
		if run.dir = bodyDir(cwd, LitWord(val)); run.dir == "" {
			return run, false
		}
	}
	if len(ops) == 0 {
		return run, false
	}
	sub, _ := ws[ops[0]].Literal()
	switch {
	case packageRunVerb(p.Program, sub):
		if len(ops) < 2 {
			return run, false
		}
		run.word = ops[1]
		run.name, _ = ws[run.word].Literal()
		run.pre = p.Program == "npm"
	case p.Program == "npm":
		own := npmOwnScript(sub)
		if own == "" {
			return run, false
		}
		run.name, run.word, run.pre = own, ops[0], true
	case p.Program == "bun":
		return run, false // bun NAME may run a file: only bun run NAME is read
	default: // pnpm NAME, yarn NAME
		if pmBuiltins.get()[sub] {
			return run, false
		}
		run.name, run.word = sub, ops[0]
	}
	rest := ws[run.word+1:]
	if len(rest) > 0 && rest[0].Raw == "--" {
		rest = rest[1:]
	}
	run.args = rest
	return run, true
}

// packageRunVerb reports whether sub is program's subcommand that runs
// the script named next.
func packageRunVerb(program, sub string) bool {
	if program == "npm" {
		return contains(npmRunVerbs, sub)
	}
	return sub == "run" || program == "bun" && sub == "run-script"
}

// packageDirFlag reports whether flag of program names the directory
// whose package.json runs (dir), or selects packages the reader does not
// follow (give: a filter, a recursive run).
func packageDirFlag(program, flag string) (dir, give bool) {
	switch program {
	case "npm":
		switch flag {
		case "--prefix", "-C", "-w", "--workspace":
			return true, false
		case "--workspaces", "-ws", "--include-workspace-root", "--ignore-scripts":
			return false, true
		}
	case "pnpm":
		switch flag {
		case "-C", "--dir":
			return true, false
		case "-F", "--filter", "-r", "--recursive", "-w", "--workspace-root", "--filter-prod":
			return false, true
		}
	case "yarn", "bun":
		switch flag {
		case "--cwd":
			return true, false
		case "--filter", "-F":
			return false, true
		}
	}
	return false, false
}
