package patterns

import (
	"path"
	"strings"
)

// A package manager's run line: its subcommand, its options and the
// script it names.

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
		run.binFallback = p.Program == "yarn" || p.Program == "bun"
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
		run.name, run.word, run.binFallback = sub, ops[0], true
	default: // pnpm NAME, yarn NAME
		if pmBuiltins.get()[sub] {
			return run, false
		}
		run.name, run.word, run.pre, run.binFallback = sub, ops[0], p.Program == "yarn", true
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
	case "test", "a", "c", "dev", "completions", "discord", "feedback", "getcompletes", "upgrade", "run", "run-script",
		"build", "pm", "repl", "x":
		return true
	}
	return false
}
