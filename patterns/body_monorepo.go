package patterns

import "strings"

// The monorepo task runners (issue 7, rt56 R13, rt56c F3): `lerna run
// X`, `turbo run X` (`turbo X`, `turbo watch X`, `turbo run a#X`), `nx run
// P:X`, `nx run-many -t X`, `nx affected -t X` and `nx X [P]` run the task
// X in the packages of the workspace (body_monorepo_read.go reads them),
// and `yarn workspaces foreach [-A] run X` the script X in each workspace.
// Which packages a filter (--filter, --scope, --since, -p, affected sets)
// selects is not followed: the script or target X of every package is
// judged, which is what can run. The line is read for the task names:
// every operand after the runner's command, up to `--`, is one (an
// option's value read as a task names a script no package runs, or one
// that is judged needlessly); a word that is not literal names none, and
// one where the runner's command stands leaves the part as it was, as
// npm's does.

// monorepoTasksMax bounds the task names one line is read for.
const monorepoTasksMax = 8

// monorepoRun is what a workspace runner's line runs.
type monorepoRun struct {
	tasks []string // the task (script, target) names
	words []int    // the word naming each
	// project is the nx project named (nx run P:X, nx X P), or "" for all.
	project string
	// root: a task of turbo's root package (//#X) is named.
	root bool
	// dir is turbo's --cwd, or "".
	dir string
}

// readMonorepoLine reads the words of a lerna, turbo or nx part (vals:
// each word's literal text, ok[i] false where it is not literal): false
// when it runs no task or names one with doubt.
func readMonorepoLine(program string, vals []string, lit []bool) (monorepoRun, bool) {
	var run monorepoRun
	var ops []int
	for k := 1; k < len(vals); k++ {
		v := vals[k]
		if !lit[k] {
			if len(ops) == 0 {
				return run, false
			}
			ops = append(ops, k)
			continue
		}
		if v == "--" {
			break
		}
		if program == "turbo" && (v == "--cwd" || strings.HasPrefix(v, "--cwd=")) {
			d, ok := strings.CutPrefix(v, "--cwd=")
			if !ok && k+1 < len(vals) {
				k++
				d, ok = vals[k], lit[k]
			}
			if !ok || d == "" {
				return run, false
			}
			run.dir = d
			continue
		}
		if strings.HasPrefix(v, "-") && v != "-" {
			if _, ok := cutAny(v, "--targets=", "--target=", "-t="); ok && program == "nx" && len(ops) > 0 {
				ops = append(ops, -k) // its value names targets
			}
			continue
		}
		ops = append(ops, k)
	}
	if len(ops) == 0 {
		return run, false
	}
	sub := vals[ops[0]]
	var names []int
	switch program {
	case "lerna":
		if sub != "run" {
			return run, false
		}
		names = ops[1:]
	case "turbo":
		switch {
		case sub == "run" || sub == "watch":
			names = ops[1:]
		case turboBuiltin(sub):
			return run, false
		default:
			names = ops
		}
	case "nx":
		switch {
		case sub == "run":
			if len(ops) < 2 || ops[1] < 0 || !lit[ops[1]] {
				return run, false
			}
			p, t, ok := strings.Cut(vals[ops[1]], ":")
			if ok {
				t, _, _ = strings.Cut(t, ":")
				run.project = p
				run = run.add(t, ops[1])
				return run, len(run.tasks) > 0
			}
			names = ops[1:2]
		case sub == "run-many" || sub == "affected" || sub == "affected:build" || sub == "affected:test":
			names = ops[1:]
		case sub == "" || nxBuiltin(sub):
			return run, false
		default: // nx TARGET [PROJECT]
			names = ops[:1]
			if len(ops) > 1 && ops[1] > 0 && lit[ops[1]] {
				run.project = vals[ops[1]]
			}
		}
	}
	for _, k := range names {
		at := k
		if at < 0 {
			at = -at
		}
		if !lit[at] {
			continue // a word not known names no task the reader can read
		}
		v := vals[at]
		if k < 0 {
			v, _ = cutAny(v, "--targets=", "--target=", "-t=")
		}
		for _, t := range strings.Split(v, ",") {
			if program == "turbo" {
				if pkg, task, ok := strings.Cut(t, "#"); ok {
					run.root = run.root || pkg == "//"
					t = task
				}
			}
			run = run.add(t, at)
		}
	}
	return run, len(run.tasks) > 0
}

// add returns run with task t (named by word k) among its tasks, once,
// up to monorepoTasksMax.
func (run monorepoRun) add(t string, k int) monorepoRun {
	if t == "" || contains(run.tasks, t) || len(run.tasks) >= monorepoTasksMax {
		return run
	}
	run.tasks = append(run.tasks, t)
	run.words = append(run.words, k)
	return run
}

// cutAny is strings.CutPrefix with the first of prefixes v has.
func cutAny(v string, prefixes ...string) (string, bool) {
	for _, p := range prefixes {
		if rest, ok := strings.CutPrefix(v, p); ok {
			return rest, true
		}
	}
	return v, false
}

// turboBuiltin reports whether sub is one of turbo's own commands, which
// run no task.
func turboBuiltin(sub string) bool {
	switch sub {
	case "bin", "boundaries", "completion", "config", "daemon", "devtools", "docs", "gen", "generate",
		"help", "info", "link", "login", "logout", "ls", "prune", "query", "scan", "telemetry", "unlink":
		return true
	}
	return false
}

// nxBuiltin reports whether sub is one of nx's own commands, which run no
// target (nx exec is peeled: wrappers_more_table.go).
func nxBuiltin(sub string) bool {
	switch sub {
	case "add", "connect", "connect-to-nx-cloud", "daemon", "graph", "dep-graph", "exec", "format",
		"format:check", "format:write", "generate", "g", "import", "init", "list", "migrate", "release",
		"repair", "report", "reset", "clear-cache", "show", "sync", "sync:check", "view-logs", "watch",
		"login", "logout", "mcp", "configure-ai-agents", "activate-powerpack", "record", "start-ci-run",
		"fix-ci", "print-affected", "workspace-generator", "help", "version":
		return true
	}
	return strings.HasPrefix(sub, "-")
}

// monorepoLine reads part p's words for readMonorepoLine.
func monorepoLine(p *Part) (monorepoRun, bool) {
	vals := make([]string, len(p.Words))
	lit := make([]bool, len(p.Words))
	for i, w := range p.Words {
		vals[i], lit[i] = w.Literal()
	}
	return readMonorepoLine(p.Program, vals, lit)
}

// yarnForeachOf reports whether part p is the `yarn run X` that `yarn
// workspaces foreach` hands on, and whether that names every workspace
// and the root (-A, --all).
func yarnForeachOf(p *Part, ctx *Context) (is, all bool) {
	if p.Parent < 0 || ctx.cmd == nil || p.Parent >= len(ctx.cmd.Parts) {
		return false, false
	}
	parent := ctx.cmd.Parts[p.Parent]
	if parent.Program != "yarn" || len(parent.Words) < 3 || !isLit(parent.Words[1], "workspaces") || !isLit(parent.Words[2], "foreach") {
		return false, false
	}
	for _, w := range parent.Words[3:] {
		if isLit(w, "-A") || isLit(w, "--all") {
			all = true
		}
	}
	return true, all
}
