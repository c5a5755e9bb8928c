package patterns

import (
	"path"
	"strings"

	"github.com/pelletier/go-toml/v2"
)

// The tasks cargo-make runs (fx58a, rt56c F4): `cargo make [TASK]` (after
// cargo's `+toolchain` and options, `-C DIR` moving it),
// `makers [TASK]` and `cargo-make make [TASK]` (`default` when none is
// named; -t/--task names it too), from the Makefile.toml of the directory
// the part runs in (or --cwd's), or --makefile's file. Read: `[config]
// load_script`, the `init_task` and `end_task` (`init` and `end` unless
// set; not with --skip-init-end-tasks) and `on_error_task`; `[env]` values
// given as `{script = …}`, run as the file loads; and each task's
// `dependencies` first, its `condition_script`, `install_script`, its
// `command` with `args` (run without a shell: each word as it is),
// `script` (a string, a list, or `{file = F}`: F run by sh) and `run_task`
// (a name, `{name = …}`, or a list of them), with the `linux` table's
// fields over the task's own, `alias` and `linux_alias` followed and
// `extend` taking the named task's fields under its own; each runs in the
// Makefile.toml's directory or the task's literal `cwd`, `${VAR}` read as
// the shell's variable. A task whose `script_runner` is not sh-like (`@rust`,
// `@duckscript`, python …), a top-level `extend` (another file's tasks),
// a Makefile.toml past the bound or not TOML ask as unreadable; a name the
// file does not hold is one of cargo-make's built-in tasks, left as it
// was, as is a dry run (--print-steps) or a listing.

// cargoMakeCall is what a cargo-make part names.
type cargoMakeCall struct {
	dir, makefile string
	task          string
	args          []Word
	word          int
	skipInitEnd   bool
}

// cargoMakeValued are cargo-make's options that take a value.
var cargoMakeValued = []string{"--makefile", "--cwd", "-t", "--task", "-e", "--env", "-p", "--profile",
	"-l", "--loglevel", "--env-file", "--skip-tasks", "--output-format", "--output-file", "--hide-uninteresting"}

// cargoMakeBodies returns the tasks a cargo-make part runs.
func cargoMakeBodies(p *Part, ctx *Context) []runnerBody {
	c, ok := readCargoMakeCall(p, ctx.Cwd)
	if !ok {
		return nil
	}
	var at, file string
	var text []byte
	var tooBig, found bool
	if c.makefile != "" {
		f := bodyJoin(c.dir, c.makefile)
		at, file, text, tooBig, found = lookTaskFile(ctx, path.Dir(f), []string{path.Base(f)}, false)
	} else {
		at, file, text, tooBig, found = lookTaskFile(ctx, c.dir, []string{"Makefile.toml"}, false)
	}
	if !found {
		return nil
	}
	if tooBig {
		return fileUnread(ctx, "cargo-make", at, file, tooBigWhy(), c.word)
	}
	var doc struct {
		Extend any                       `toml:"extend"`
		Config map[string]any            `toml:"config"`
		Env    map[string]any            `toml:"env"`
		Tasks  map[string]map[string]any `toml:"tasks"`
	}
	if toml.Unmarshal(text, &doc) != nil {
		return fileUnread(ctx, "cargo-make", at, file, "is not TOML cargo-make's reader takes", c.word)
	}
	if doc.Extend != nil {
		return taskRunBodies(ctx, "cargo-make", at, file, "extend", nil, "names another file whose tasks join these, which is not read here", c.word)
	}
	if _, has := cargoMakeTask(doc.Tasks, c.task); !has {
		return nil // one of cargo-make's built-in tasks
	}
	var steps []taskStep
	for _, key := range []string{"load_script"} {
		if v, has := doc.Config[key]; has {
			ls, ok := stringList(v)
			if !ok {
				return taskRunBodies(ctx, "cargo-make", at, file, "config's "+key, nil, "is neither a string nor a list of strings", c.word)
			}
			steps = append(steps, taskStep{line: strings.Join(ls, "\n"), dir: at})
		}
	}
	for _, k := range sortedKeys(doc.Env) {
		if m, ok := doc.Env[k].(map[string]any); ok && m["script"] != nil {
			ls, ok := stringList(m["script"])
			if !ok {
				return taskRunBodies(ctx, "cargo-make", at, file, "env "+k, nil, "is a script that is neither a string nor a list of strings", c.word)
			}
			steps = append(steps, taskStep{line: strings.Join(ls, "\n"), dir: at})
		}
	}
	names := []string{c.task}
	if !c.skipInitEnd {
		names = append([]string{cargoMakeConfigTask(doc.Config, "init_task", "init")}, names...)
		names = append(names, cargoMakeConfigTask(doc.Config, "end_task", "end"))
	}
	names = append(names, cargoMakeConfigTask(doc.Config, "on_error_task", ""))
	for _, n := range names {
		if _, has := cargoMakeTask(doc.Tasks, n); has && n != "" {
			steps = append(steps, taskStep{ref: n})
		}
	}
	const top = "\x00top" // no task's name: the invocation itself
	lines, why, ok := walkTaskSteps([]string{top}, func(n string) ([]taskStep, string, bool) {
		if n == top {
			return steps, "", true
		}
		t, has := cargoMakeTask(doc.Tasks, n)
		if !has {
			return nil, "", true // a built-in task (as a dependency): not the file's
		}
		s, why := cargoMakeSteps(t, n, at)
		if n == c.task {
			s = appendLast(s, c.args)
		}
		return s, why, true
	})
	if !ok && why == "" {
		return nil
	}
	return taskRunBodies(ctx, "cargo-make", at, file, "task "+c.task, lines, why, c.word)
}

// cargoMakeConfigTask is [config]'s key, or def.
func cargoMakeConfigTask(config map[string]any, key, def string) string {
	if s, ok := config[key].(string); ok {
		return s
	}
	return def
}

// cargoMakeTask is task n of tasks, its alias followed (a few hops) and
// its `linux` table's fields over its own.
func cargoMakeTask(tasks map[string]map[string]any, n string) (map[string]any, bool) {
	for range 4 {
		t, has := tasks[n]
		if !has {
			return nil, false
		}
		if lin, ok := t["linux"].(map[string]any); ok {
			merged := map[string]any{}
			for k, v := range t {
				merged[k] = v
			}
			for k, v := range lin {
				merged[k] = v
			}
			t = merged
		}
		a, _ := t["linux_alias"].(string)
		if a == "" {
			a, _ = t["alias"].(string)
		}
		if a == "" {
			if base, ok := t["extend"].(string); ok {
				if b, has := tasks[base]; has && base != n {
					merged := map[string]any{}
					for k, v := range b {
						merged[k] = v
					}
					for k, v := range t {
						merged[k] = v
					}
					delete(merged, "extend")
					return merged, true
				}
			}
			return t, true
		}
		n = a
	}
	return nil, false
}

// cargoMakeSteps are the steps of task t (named n): its dependencies,
// condition and install scripts, command or script, then run_task; why
// is not "" where a part of it is not read.
func cargoMakeSteps(t map[string]any, n, at string) ([]taskStep, string) {
	if d, _ := t["disabled"].(bool); d {
		return nil, ""
	}
	if r, has := t["script_runner"]; has {
		s, _ := r.(string)
		if f := strings.Fields(s); s != "@shell" && (len(f) == 0 || !contains(shellRunners, path.Base(f[0]))) {
			return nil, "runs the task " + n + " with " + shownBody(s) + ", which is not read here"
		}
	}
	dir := at
	if c, has := t["cwd"]; has {
		s, _ := c.(string)
		var ok bool
		if dir, ok = literalDir(at, s); !ok {
			dir = at
		}
	}
	var steps []taskStep
	if deps, has := t["dependencies"].([]any); has {
		for _, d := range deps {
			switch d := d.(type) {
			case string:
				steps = append(steps, taskStep{ref: d})
			case map[string]any:
				if s, ok := d["name"].(string); ok && d["path"] == nil {
					steps = append(steps, taskStep{ref: s})
				} else if ok {
					return nil, "task " + n + " depends on a task of another file, which is not read here"
				}
			}
		}
	}
	for _, key := range []string{"condition_script", "install_script", "script"} {
		v, has := t[key]
		if !has {
			continue
		}
		if m, ok := v.(map[string]any); ok && key == "script" {
			f, ok := m["file"].(string)
			if !ok {
				ls := []string{}
				for _, sec := range []string{"pre", "main", "post"} {
					if s, ok := stringList(m[sec]); ok {
						ls = append(ls, s...)
					}
				}
				steps = append(steps, taskStep{line: strings.Join(ls, "\n"), dir: dir})
				continue
			}
			steps = append(steps, taskStep{line: "sh " + shellQuote1(bodyJoin(at, f)), dir: dir})
			continue
		}
		ls, ok := stringList(v)
		if !ok {
			return nil, "task " + n + "'s " + key + " is neither a string nor a list of strings"
		}
		steps = append(steps, taskStep{line: strings.Join(ls, "\n"), dir: dir})
	}
	if cmd, has := t["command"]; has {
		s, ok := cmd.(string)
		args, okArgs := stringList(t["args"])
		if t["args"] == nil {
			args, okArgs = nil, true
		}
		if !ok || !okArgs {
			return nil, "task " + n + "'s command or args are not strings"
		}
		steps = append(steps, taskStep{line: argWords(append([]string{s}, args...)), dir: dir})
	}
	if rt, has := t["run_task"]; has {
		refs, ok := cargoMakeRunTask(rt)
		if !ok {
			return nil, "task " + n + "'s run_task is not read here"
		}
		for _, r := range refs {
			steps = append(steps, taskStep{ref: r})
		}
	}
	return steps, ""
}

// cargoMakeRunTask is the tasks a run_task runs: a name, `{name = …}`
// (a name or a list), or a list of such tables (each, as the reader
// cannot tell which condition holds).
func cargoMakeRunTask(v any) ([]string, bool) {
	switch v := v.(type) {
	case string:
		return []string{v}, true
	case map[string]any:
		if v["fork"] == true {
			return nil, false // run in a new cargo-make process: a new invocation
		}
		return stringList(v["name"])
	case []any:
		var out []string
		for _, x := range v {
			more, ok := cargoMakeRunTask(x)
			if !ok {
				return nil, false
			}
			out = append(out, more...)
		}
		return out, true
	}
	return nil, false
}

// readCargoMakeCall reads `cargo make`, `makers` or `cargo-make make`:
// false for another cargo part, a dry run or listing, or a word that is
// not literal.
func readCargoMakeCall(p *Part, cwd string) (cargoMakeCall, bool) {
	c := cargoMakeCall{dir: cwd, task: "default"}
	ws := p.Words
	k := 1
	if p.Program == "cargo" || p.Program == "cargo-make" {
		// cargo's toolchain (`+nightly`) and own options come first
		// (`-q`, `--locked`, `-Z X`, `--config K=V`, `-C DIR`)
		for ; k < len(ws); k++ {
			v, lit := ws[k].Literal()
			if !lit || !strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "+") {
				break
			}
			if v == "-C" || v == "-Z" || v == "--config" || v == "--color" {
				k++
				if v == "-C" && k < len(ws) {
					if c.dir = bodyDir(cwd, ws[k]); c.dir == "" {
						return c, false
					}
				}
			}
		}
		if k >= len(ws) || !isLit(ws[k], "make") {
			return c, false
		}
		k++
	}
	named := false
	for ; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		if !lit {
			return c, false
		}
		if !strings.HasPrefix(v, "-") || v == "-" {
			if !named {
				c.task, c.word = v, k
			}
			c.args = ws[k+1:]
			return c, true
		}
		opt, val, eq := strings.Cut(v, "=")
		switch {
		case opt == "--print-steps" || strings.HasPrefix(opt, "--list") || opt == "--diff-steps" ||
			opt == "-h" || opt == "--help" || opt == "-V" || opt == "--version":
			return c, false
		case opt == "--skip-init-end-tasks":
			c.skipInitEnd = true
		case contains(cargoMakeValued, opt):
			if !eq {
				if k+1 >= len(ws) {
					return c, false
				}
				k++
				if val, lit = ws[k].Literal(); !lit {
					return c, false
				}
			}
			switch opt {
			case "--makefile":
				c.makefile = val
			case "--cwd":
				if c.dir = bodyDir(c.dir, LitWord(val)); c.dir == "" {
					return c, false
				}
			case "-t", "--task":
				c.task, c.word, named = val, k, true
			}
		}
	}
	return c, true
}
