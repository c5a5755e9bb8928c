package patterns

import (
	"encoding/json"
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

// packageConfig returns package.json's config strings that are plain
// text (rt50 A1), by the variable the manager sets each in a script's
// environment: "ozdesk" of `"config":{"bin":"ozdesk"}` is
// npm_package_config_bin's.
func packageConfig(b []byte) map[string]string {
	pkg, ok := parsePackage(b)
	if !ok {
		return nil
	}
	return pkg.config()
}

// config is packageConfig of the package.json pkg was read from.
func (pkg packageJSON) config() map[string]string {
	var config map[string]any
	if json.Unmarshal(pkg.Config, &config) != nil || len(config) == 0 {
		return nil
	}
	out := map[string]string{}
	for k, v := range config {
		s, ok := v.(string)
		if ok && s != "" && !strings.ContainsAny(s, "$`\\'\"\n") && k != "" && strings.Trim(k, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == "" {
			out["npm_package_config_"+k] = s
		}
	}
	return out
}

// packageConfigValues is a script's body with each variable of config it reads
// ($npm_package_config_bin, ${npm_package_config_bin}) as its value.
func packageConfigValues(body string, config map[string]string) string {
	for name, v := range config {
		if strings.Contains(body, name) {
			body = substVar(body, name, v)
		}
	}
	return body
}

// packageRead is how a package.json is read: as a script is, wherever
// it is (Context.ScriptFile), where the caller gives that: `npm --prefix
// /tmp/x run a` and `cd /tmp/x && npm run a` run /tmp/x's script as a
// makefile outside the project runs (rt50k NEW-7); else as a project
// file.
func packageRead(ctx *Context) func(string, int) ([]byte, error) {
	if ctx.ScriptFile != nil {
		return ctx.ScriptFile
	}
	return ctx.ProjectFile
}

// parsePackageScripts reads package.json's scripts: false when it is not
// a JSON object whose scripts, if any, are strings.
func parsePackageScripts(b []byte) (map[string]string, bool) {
	pkg, ok := parsePackage(b)
	return pkg.Scripts, ok
}

// packageJSON is what the reader takes from a package.json, read once:
// its scripts, and its config and packageManager kept as written, so
// that a value of another type there fails no more than it did when each
// was read apart.
type packageJSON struct {
	Scripts        map[string]string `json:"scripts"`
	Config         json.RawMessage   `json:"config"`
	PackageManager json.RawMessage   `json:"packageManager"`
	// the dependencies, for the local ones an install runs the scripts of
	Dependencies         json.RawMessage `json:"dependencies"`
	DevDependencies      json.RawMessage `json:"devDependencies"`
	OptionalDependencies json.RawMessage `json:"optionalDependencies"`
}

// parsePackage reads package.json b (after a byte order mark): false
// when it is not a JSON object whose scripts, if any, are strings.
func parsePackage(b []byte) (packageJSON, bool) {
	var pkg packageJSON
	if err := json.Unmarshal(stripBOM(b), &pkg); err != nil {
		return packageJSON{}, false
	}
	return pkg, true
}

// readPackageRun reads which script a package manager part runs, and
// where: false when it runs none, or its words say so only with doubt.
// Options stand before the subcommand or between it and the script's
// name (npm run -w pkg fmt).
func readPackageRun(p *Part, cwd string) (packageRun, bool) {
	run := packageRun{dir: cwd, word: -1, yarn: p.Program == "yarn", program: p.Program}
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
		next, ok := run.flag(p.Program, ws, k, cwd)
		if !ok {
			return run, false
		}
		k = next
	}
	if len(ops) == 0 {
		return run.bareInstall(p)
	}
	sub, _ := ws[ops[0]].Literal()
	if hooks := installHooks(p.Program, sub); hooks != nil {
		return run.install(p, ops[0], hooks, cwd)
	}
	if hooks, needs := lifecycleHooks(p.Program, sub); hooks != nil {
		run.deps = sub == "rebuild" || sub == "rb"         // body_npmquiet.go: the local deps' scripts too
		return run.lifecycle(p, ops[0], hooks, needs, cwd) // body_npmverbs.go
	}
	if at := bunPmPack(p, ops[0]); at > 0 {
		hooks, _ := lifecycleHooks("bun", "pack")
		return run.lifecycle(p, at, hooks, false, cwd)
	}
	if hooks := reifyHooks(p.Program, sub); hooks != nil {
		return run.install(p, ops[0], hooks, cwd) // body_npmquiet.go
	}
	if at := npmAuditFix(p, ops[0]); at > 0 {
		return run.install(p, at, reifyHooks("npm", "update"), cwd)
	}
	switch {
	case packageRunVerb(p.Program, sub):
		if len(ops) < 2 {
			return run, false
		}
		run.word = ops[1]
		run.name, _ = ws[run.word].Literal()
		run.pre = p.Program == "npm" || p.Program == "yarn"
	case p.Program == "npm":
		own := npmOwnScript(sub)
		if own == "" {
			return run, false
		}
		run.name, run.word, run.pre = own, ops[0], true
	case p.Program == "bun":
		// bun NAME runs the script NAME, a file's name aside (bun x.ts,
		// bun ./x): read when NAME is none of bun's own commands.
		if pmBuiltins.get()[sub] || bunBuiltin(sub) || strings.ContainsAny(sub, "./") {
			return run, false
		}
		run.name, run.word = sub, ops[0]
	default: // pnpm NAME, yarn NAME
		if pmBuiltins.get()[sub] {
			return run, false
		}
		run.name, run.word, run.pre = sub, ops[0], p.Program == "yarn"
	}
	rest := ws[run.word+1:]
	if p.Program == "npm" {
		// npm reads its own options anywhere before `--` (npm run fmt -w a).
		var args []Word
		for k := 0; k < len(rest); k++ {
			v, ok := rest[k].Literal()
			if ok && v == "--" {
				args = append(args, rest[k+1:]...)
				break
			}
			if kind := npmFlagKind(v); ok && kind != flagNone {
				next, good := run.flag(p.Program, rest, k, cwd)
				if !good {
					return run, false
				}
				k = next
				continue
			}
			args = append(args, rest[k])
		}
		run.args = args
		run.pre = run.pre && !run.quiet // --ignore-scripts: the script alone
		return run, true
	}
	if len(rest) > 0 && rest[0].Raw == "--" {
		rest = rest[1:]
	}
	run.args = rest
	return run, true
}

// flagKind is what a package manager's option does to where its script
// runs.
type flagKind int

const (
	flagNone   flagKind = iota // nothing: a flag without a value
	flagDir                    // names the directory (--prefix, -C, --cwd)
	flagSelect                 // names a workspace (-w, --filter)
	flagAll                    // every workspace (-r, --workspaces)
	flagGive                   // what the reader does not follow
	flagQuiet                  // --ignore-scripts (body_npmquiet.go)
	flagConfig                 // names a configuration file (--userconfig)
)

// flag reads the option at ws[k] of program into run: the index of its
// last word, false when it cannot be followed.
func (run *packageRun) flag(program string, ws []Word, k int, cwd string) (int, bool) {
	v, _ := ws[k].Literal()
	name, val, eq := strings.Cut(v, "=")
	kind := packageFlagKind(program, name)
	switch kind {
	case flagQuiet:
		last, _, on := quietOption(ws, k, "--ignore-scripts")
		run.quiet = on
		return last, true
	case flagNone:
		return k, true
	case flagGive:
		return k, false
	case flagAll:
		run.all = true
		return k, true
	}
	if !eq {
		if k+1 >= len(ws) {
			return k, false
		}
		k++
		var ok bool
		if val, ok = ws[k].Literal(); !ok {
			return k, false
		}
	}
	switch kind {
	case flagSelect:
		run.sels = append(run.sels, val)
		return k, true
	case flagConfig:
		if val == "" {
			return k, false
		}
		if !path.IsAbs(val) {
			val = path.Join(cwd, val)
		}
		run.rcs = append(run.rcs, val)
		return k, true
	}
	if run.dir = bodyDir(cwd, LitWord(val)); run.dir == "" {
		return k, false
	}
	return k, true
}

// npmFlagKind is packageFlagKind for npm, the options it reads after the
// script's name.
func npmFlagKind(v string) flagKind {
	name, _, _ := strings.Cut(v, "=")
	return packageFlagKind("npm", name)
}

// packageRunVerb reports whether sub is program's subcommand that runs
// the script named next.
func packageRunVerb(program, sub string) bool {
	if program == "npm" {
		return contains(npmRunVerbs, sub)
	}
	return sub == "run" || program == "bun" && sub == "run-script"
}

// packageFlagKind is what flag of program does to where the script
// runs.
func packageFlagKind(program, flag string) flagKind {
	switch program {
	case "npm":
		switch flag {
		case "--prefix", "-C":
			return flagDir
		case "-w", "--workspace":
			return flagSelect
		case "--workspaces", "-ws":
			return flagAll
		case "--include-workspace-root":
			return flagGive
		case "--ignore-scripts", "--no-ignore-scripts":
			return flagQuiet
		case "--userconfig", "--globalconfig":
			return flagConfig
		}
	case "pnpm":
		switch flag {
		case "-C", "--dir":
			return flagDir
		case "-F", "--filter", "--filter-prod":
			return flagSelect
		case "-r", "--recursive":
			return flagAll
		case "-w", "--workspace-root", "--include-workspace-root":
			return flagGive
		}
	case "bun":
		switch flag {
		case "--cwd":
			return flagDir
		case "--filter", "-F":
			return flagSelect
		}
	case "yarn":
		switch flag {
		case "--cwd":
			return flagDir
		case "--filter", "-F":
			return flagGive
		}
	}
	return flagNone
}

// bunBuiltin reports whether sub is one of bun's own commands beyond
// pmBuiltins: `bun NAME` runs it, not the script NAME.
func bunBuiltin(sub string) bool {
	switch sub {
	case "test", "a", "c", "dev", "completions", "discord", "feedback", "getcompletes", "upgrade", "run", "run-script":
		return true
	}
	return false
}
