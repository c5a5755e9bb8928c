package patterns

import (
	"errors"
	"path"
	"strconv"
	"strings"
)

// The scripts of package.json a package manager runs (body_eval.go): `npm
// run NAME` (run-script, and npm's abbreviations), `npm test|start|stop|
// restart`, each with npm's preNAME and postNAME; `pnpm [run] NAME`,
// `yarn [run] NAME`, `bun run NAME`. The package.json is the one of the
// directory the part runs in, moved by npm's --prefix (-C) and
// pnpm's -C/--dir, yarn's and bun's --cwd (`bun NAME`, a script by its
// bare name, too), and in the workspaces npm's
// -w and --workspaces, pnpm's --filter and -r, bun's --filter and yarn's
// `workspace NAME` name (body_workspace.go). A word that is not literal
// before the script's name leaves the part as it was. An install runs
// the lifecycle scripts (body_npmlife.go).

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
		upgrade-interactive version versions why workspace workspaces`) {
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
	// sels are the workspaces named (-w, --filter), all whether every
	// one is (body_workspace.go).
	sels []string
	all  bool
	// hooks, when set, are the lifecycle scripts an install runs, in
	// their order, in name's stead (body_npmlife.go).
	hooks []string
	// yarn is set for yarn, whose preNAME and postNAME run only in yarn 1.
	yarn bool
	// program is the package manager.
	program string
	// locals are the directories of the local packages an install names,
	// whose install scripts run; deps reports that the install is the
	// whole project's, which runs its local dependencies' (body_npmverbs.go).
	locals []string
	deps   bool
	// quiet: --ignore-scripts is on (body_npmquiet.go).
	quiet bool
	// rcs are the configuration files npm's --userconfig and
	// --globalconfig name, read as the .npmrc is (body_npmuserconfig.go).
	rcs []string
	// binFallback: with no script of that name the manager runs the tool
	// node_modules/.bin holds (yarn NAME, yarn run NAME, pnpm NAME, bun
	// run NAME: body_binrunner.go).
	binFallback bool
}

// packageBodies returns the scripts a package manager part runs.
func packageBodies(p *Part, ctx *Context) []runnerBody {
	run, ok := readPackageRun(p, ctx.Cwd)
	if !ok {
		return nil
	}
	if ws, is := yarnWorkspaceOf(p, ctx); is {
		if p.Program != "yarn" || ws == "" || run.dir != ctx.Cwd || run.all || len(run.sels) > 0 || len(run.hooks) > 0 || len(run.locals) > 0 {
			return nil
		}
		run.sels = []string{ws}
	}
	if is, withRoot := yarnForeachOf(p, ctx); is && p.Program == "yarn" && ctx.ProjectDir != nil && run.dir == ctx.Cwd && len(run.hooks) == 0 && len(run.locals) == 0 {
		// yarn workspaces foreach: every workspace's (body_monorepo.go)
		root := monorepoRoot(ctx, "yarn", run.dir)
		dirs, why := monorepoDirs(ctx, "yarn", root)
		if why != "" {
			return []runnerBody{{key: "workspaces " + root, word: run.word, unread: why}}
		}
		if withRoot && !contains(dirs, root) {
			dirs = append(dirs, root)
		}
		var out []runnerBody
		for _, d := range dirs {
			out = append(out, packageBodiesAt(ctx, run, d)...)
		}
		return out
	}
	if !run.all && len(run.sels) == 0 {
		return packageBodiesAt(ctx, run, run.dir)
	}
	dirs, ok := workspaceSelect(ctx, run.dir, run.sels, run.all)
	if !ok {
		return nil
	}
	var out []runnerBody
	for _, d := range dirs {
		out = append(out, packageBodiesAt(ctx, run, d)...)
	}
	return out
}

// packageBodiesAt returns the scripts run runs from dir's package.json.
func packageBodiesAt(ctx *Context, run packageRun, dir string) []runnerBody {
	run.dir = dir
	b, err := packageRead(ctx)(path.Join(run.dir, "package.json"), packageJSONMax)
	if errors.Is(err, ErrFileTooLarge) {
		// padding is free (rt50 A7): what it runs is not known
		return []runnerBody{{key: "package.json " + run.dir, word: run.word,
			unread: fromIn(ctx.Cwd, run.dir, "package.json") + " is larger than ozdesk reads (" + strconv.Itoa(packageJSONMax>>10) + " KiB)"}}
	}
	if err != nil {
		return localBodies(ctx, run, nil)
	}
	pkg, ok := parsePackage(b)
	if !ok {
		return localBodies(ctx, run, nil)
	}
	scripts, config := pkg.Scripts, pkg.config()
	if run.yarn && run.pre && pkg.yarnBerry() {
		run.pre = false
	}
	names := run.hooks
	if len(names) == 0 && (len(run.locals) > 0 || run.deps) {
		names = nil // an install naming only local packages: theirs run
	} else if len(names) == 0 {
		_, has := scripts[run.name]
		switch {
		case !has && run.program == "npm" && run.name == "restart":
			names = npmRestartScripts(run.pre) // body_npmquiet.go
		case !has && run.binFallback && binToolName(LitWord(run.name)) != "":
			// yarn, pnpm and bun run the tool of that name (body_binrunner.go)
			return localBinBodies(ctx, run.dir, run.name, run.args, run.word)
		case !has:
			return nil // no such script: the manager runs nothing of it
		case run.pre:
			names = []string{"pre" + run.name, run.name, "post" + run.name}
		default:
			names = []string{run.name}
		}
	}
	file := fromIn(ctx.Cwd, run.dir, "package.json")
	var out []runnerBody
	var env map[string]string // npm's variables, read when a script reads one (body_npmenv.go)
	for _, n := range names {
		body, has := scripts[n]
		if !has {
			continue
		}
		if env == nil && readsPackageEnv(body) {
			env = packageEnv(ctx, run.dir, b, config)
		}
		vals := config
		if env != nil {
			vals = env
		}
		body = packageConfigValues(body, vals)
		if n == run.name {
			body = appendArgs(body, run.args)
		}
		out = append(out, runnerBody{
			key: "package.json " + run.dir + " " + n, from: file + "'s script " + n,
			text: body, dir: run.dir, word: run.word, bin: path.Join(run.dir, "node_modules", ".bin"),
		})
	}
	if len(out) > 0 {
		why := plantedRunner(ctx, run.program, run.dir)
		if why == "" {
			why = lineConfigRunner(ctx, run) // body_npmuserconfig.go
		}
		if why != "" {
			return []runnerBody{{key: "runner " + run.dir, from: file, dir: run.dir, word: run.word, unread: why, unreadClass: UnreadableProgram}}
		}
	}
	return append(out, localBodies(ctx, run, &pkg)...)
}
