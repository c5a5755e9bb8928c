package patterns

import (
	"errors"
	"path"
	"strings"

	"github.com/pelletier/go-toml/v2"
)

// The tasks mise runs (fx58a, rt56 R9): `mise run NAME` (`r`, `tasks
// run`, `watch`/`w`, and `mise NAME` where NAME is none of mise's
// commands; rtx is mise's old name; `mise x` is exec, a wrapper), `:::`
// separating more tasks, moved by -C/--cd. A task is looked for in the
// directory the part runs in and each above it, in the config files mise
// merges (mise.local.toml, mise.toml, mise/config.toml, .mise/config.toml,
// .config/mise.toml, .config/mise/config.toml, .mise.local.toml,
// .mise.toml) and as a file task (mise-tasks/NAME, .mise-tasks/NAME,
// mise/tasks/NAME, .mise/tasks/NAME, .config/mise/tasks/NAME, `:` in the
// name a directory; a name with `*` or `?` runs each config task it
// matches); every definition found is judged, the nearest being
// the one mise runs. A config task is `[tasks] NAME = "…"` or `[tasks.NAME]`
// with `run` (a string or a list; `{task = …}` or `{tasks = [...]}` in
// it run other tasks), `depends` and `depends_post`, `dir`, `file` (a
// script run by its path) and `alias`; a file task is run by its path, read
// as `./F` is (its `#!` line). `{{…}}` templates are unknown words. A
// config past the bound or not TOML, a `shell` that is no sh-like shell
// and a task that is not a string, a list or a table ask as unreadable;
// a name no file holds where a config sets `task_config.includes` (more
// task directories) asks too.

// miseConfigNames are the config files of one directory mise merges,
// the nearer first.
var miseConfigNames = []string{"mise.local.toml", "mise.toml", "mise/config.toml", ".mise/config.toml",
	".config/mise.toml", ".config/mise/config.toml", ".mise.local.toml", ".mise.toml"}

// miseTaskDirs are the directories of file tasks.
var miseTaskDirs = []string{"mise-tasks", ".mise-tasks", "mise/tasks", ".mise/tasks", ".config/mise/tasks"}

// miseCommands are mise's own commands, which a task of that name does
// not shadow.
var miseCommands = []string{"activate", "alias", "a", "backends", "b", "bin-paths", "cache", "completion",
	"config", "cfg", "deactivate", "doctor", "dr", "en", "env", "e", "exec", "x", "fmt", "generate", "g",
	"implode", "install", "i", "install-into", "latest", "link", "ln", "lock", "ls", "list", "ls-remote", "mcp",
	"outdated", "plugins", "p", "prune", "registry", "reshim", "run", "r", "search", "self-update", "set",
	"settings", "shell", "sh", "sync", "tasks", "t", "test-tool", "tool", "tool-stub", "trust", "uninstall",
	"unset", "unuse", "rm", "upgrade", "up", "use", "u", "usage", "version", "v", "watch", "w", "where",
	"which", "edit", "help"}

// miseValued are mise's options (global and run's) that take a value.
var miseValued = []string{"-C", "--cd", "-E", "--env", "-j", "--jobs", "-t", "--tool", "-o", "--output",
	"-s", "--shell", "--timeout", "-c", "--continue-on-error", "--log-level"}

// miseBodies returns the tasks a mise part runs.
func miseBodies(p *Part, ctx *Context) []runnerBody {
	dir, names, args, word, why, ok := readMiseCall(p, ctx.Cwd)
	if !ok {
		return nil
	}
	if why != "" {
		return []runnerBody{{key: "mise-shell " + dir, from: "mise run", dir: dir, word: word, unread: why, unreadClass: UnreadableProgram}}
	}
	var out []runnerBody
	for i, n := range names {
		bs, ok := miseTaskBodies(ctx, dir, n, args[i], word)
		if !ok {
			return nil // a name of no task: mise's own error, nothing runs
		}
		out = append(out, bs...)
	}
	return out
}

// miseTaskBodies are the bodies of every definition of task n found from
// dir up: false where none is.
func miseTaskBodies(ctx *Context, dir, n string, args []Word, word int) ([]runnerBody, bool) {
	var out []runnerBody
	includes := false
	d := dir
	for range bodyFileWalkMax {
		for _, f := range miseConfigNames {
			at, file, text, tooBig, found := lookTaskFile(ctx, d, []string{f}, false)
			if !found {
				continue
			}
			if tooBig {
				return fileUnread(ctx, "mise", at, file, tooBigWhy(), word), true
			}
			var doc struct {
				Tasks      map[string]any `toml:"tasks"`
				TaskConfig struct {
					Includes []any `toml:"includes"`
				} `toml:"task_config"`
			}
			if err := toml.Unmarshal(text, &doc); err != nil {
				return fileUnread(ctx, "mise", at, file, "is not TOML mise's reader takes", word), true
			}
			includes = includes || len(doc.TaskConfig.Includes) > 0
			get := func(name string) ([]taskStep, string, bool) { return miseTaskSteps(doc.Tasks, name, at) }
			for _, name := range miseMatch(doc.Tasks, n) {
				lines, why, ok := walkTaskSteps([]string{name}, func(m string) ([]taskStep, string, bool) {
					steps, why, has := get(m)
					if m == name {
						steps = appendLast(steps, args)
					}
					return steps, why, has
				})
				if !ok && why == "" {
					continue // a dependency of no task here: mise merges the files
				}
				out = append(out, taskRunBodies(ctx, "mise", at, file, "task "+n, lines, why, word)...)
			}
		}
		for _, td := range miseTaskDirs {
			f := path.Join(d, td, strings.ReplaceAll(n, ":", "/"))
			if _, err := ctx.ProjectFile(f, taskFileMax); err != nil && !errors.Is(err, ErrFileTooLarge) || strings.Contains(n, "..") {
				continue // none, or not the project's to read
			}
			// a file task runs by its path: read as `./F` is (its #! line)
			out = append(out, runnerBody{key: "mise-file " + f, from: fromIn(ctx.Cwd, d, path.Join(td, n)) + " (mise's file task " + n + ")",
				text: appendArgs(shellQuote1(f), args), dir: d, word: word})
		}
		if d == "/" {
			break
		}
		d = path.Dir(d)
	}
	if len(out) == 0 && includes {
		return []runnerBody{{key: "mise-includes " + dir, from: "mise", dir: dir, word: word, unreadClass: UnreadableProgram,
			unread: "mise's task " + n + " is in none of the files ozdesk reads, and a config's task_config.includes names more task directories, which are not read here"}}, true
	}
	return out, len(out) > 0
}

// miseMatch is the tasks n names: itself, the task whose alias it is,
// or with `*` or `?` (mise's globs) each it matches.
func miseMatch(tasks map[string]any, n string) []string {
	if _, has := tasks[n]; has {
		return []string{n}
	}
	if a := miseAlias(tasks, n); a != "" {
		return []string{a}
	}
	if !strings.ContainsAny(n, "*?") {
		return nil
	}
	var out []string
	for _, name := range sortedKeys(tasks) {
		if ok, _ := path.Match(n, name); ok {
			out = append(out, name)
		}
	}
	return out
}

// miseAlias is the task of tasks whose `alias` is n, or "".
func miseAlias(tasks map[string]any, n string) string {
	for name, t := range tasks {
		m, ok := t.(map[string]any)
		if !ok {
			continue
		}
		if as, ok := stringList(m["alias"]); ok && contains(as, n) {
			return name
		}
	}
	return ""
}

// miseTaskSteps are the steps of task n of a mise config in dir at.
func miseTaskSteps(tasks map[string]any, n, at string) ([]taskStep, string, bool) {
	t, has := tasks[n]
	if !has {
		return nil, "", false
	}
	tmpl := func(s string) string { return templateWith(templateWith(s, "{{", "}}", nil), "{%", "%}", nil) }
	switch t := t.(type) {
	case string:
		return []taskStep{{line: tmpl(t), dir: at}}, "", true
	case []any:
		lines, ok := stringList(t)
		if !ok {
			return nil, "task " + n + " is a list of what is not commands", true
		}
		var steps []taskStep
		for _, l := range lines {
			steps = append(steps, taskStep{line: tmpl(l), dir: at})
		}
		return steps, "", true
	case map[string]any:
		return miseTableSteps(t, n, at, tmpl)
	}
	return nil, "task " + n + " is neither a string, a list nor a table", true
}

// miseTableSteps are the steps of a `[tasks.NAME]` table.
func miseTableSteps(t map[string]any, n, at string, tmpl func(string) string) ([]taskStep, string, bool) {
	if sh, has := t["shell"]; has {
		s, _ := sh.(string)
		if f := strings.Fields(s); len(f) == 0 || !contains(shellRunners, path.Base(f[0])) {
			return nil, "task " + n + " runs with the shell " + shownBody(s) + ", which is not read here", true
		}
	}
	dir, ok := at, true
	if d, has := t["dir"]; has {
		s, _ := d.(string)
		if dir, ok = literalDir(at, s); !ok {
			dir = at // a template: where it runs is not known; its commands are still read
		}
	}
	var steps, post []taskStep
	for _, key := range []string{"depends", "depends_post"} {
		if v, has := t[key]; has {
			ds, ok := stringList(v)
			if !ok {
				return nil, "task " + n + "'s " + key + " is not a list of names", true
			}
			for _, d := range ds {
				if f := strings.Fields(d); len(f) > 0 && key == "depends" {
					steps = append(steps, taskStep{ref: f[0]})
				} else if len(f) > 0 {
					post = append(post, taskStep{ref: f[0]})
				}
			}
		}
	}
	if f, has := t["file"]; has {
		s, ok := f.(string)
		if !ok || strings.ContainsAny(s, "{}") {
			return nil, "task " + n + "'s file is not a literal path", true
		}
		steps = append(steps, taskStep{line: shellQuote1(bodyJoin(at, s)), dir: dir})
	}
	if r, has := t["run"]; has {
		items, ok := r.([]any)
		if !ok {
			items = []any{r}
		}
		for _, it := range items {
			switch it := it.(type) {
			case string:
				steps = append(steps, taskStep{line: tmpl(it), dir: dir})
			case map[string]any:
				refs, ok := stringList(it["task"])
				if !ok {
					if refs, ok = stringList(it["tasks"]); !ok {
						return nil, "task " + n + "'s run holds a table ozdesk does not read", true
					}
				}
				for _, r := range refs {
					if f := strings.Fields(r); len(f) > 0 {
						steps = append(steps, taskStep{ref: f[0]})
					}
				}
			default:
				return nil, "task " + n + "'s run is not a string or a list of strings", true
			}
		}
	}
	return append(steps, post...), "", true
}

// readMiseCall reads a mise part: where it runs, the tasks it names, the
// extra words of each, the word of the first; why is not "" where
// -s/--shell names no sh-like shell. False for any other mise part.
func readMiseCall(p *Part, cwd string) (dir string, names []string, args [][]Word, word int, why string, ok bool) {
	dir = cwd
	ws := p.Words
	sub := false
	for k := 1; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		if !lit {
			return "", nil, nil, 0, "", false
		}
		if strings.HasPrefix(v, "-") && len(v) > 1 {
			if v == "--" {
				continue
			}
			opt, val, eq := strings.Cut(v, "=")
			switch {
			case opt == "-n" || opt == "--dry-run" || opt == "-h" || opt == "--help" || opt == "--version":
				return "", nil, nil, 0, "", false
			case contains(miseValued, opt):
				if !eq {
					if k+1 >= len(ws) {
						return "", nil, nil, 0, "", false
					}
					k++
					if val, lit = ws[k].Literal(); !lit {
						return "", nil, nil, 0, "", false
					}
				}
				switch opt {
				case "-C", "--cd":
					if dir = bodyDir(cwd, LitWord(val)); dir == "" {
						return "", nil, nil, 0, "", false
					}
				case "-s", "--shell":
					if f := strings.Fields(val); len(f) == 0 || !contains(shellRunners, path.Base(f[0])) {
						why = "mise run's --shell " + shownBody(val) + " runs the tasks, which is not read here"
					}
				}
			}
			continue
		}
		if !sub {
			switch {
			case v == "run" || v == "r" || v == "watch" || v == "w":
				sub = true
				continue
			case v == "tasks" || v == "t":
				if k+1 < len(ws) && (isLit(ws[k+1], "run") || isLit(ws[k+1], "r")) {
					k++
					sub = true
					continue
				}
				return "", nil, nil, 0, "", false
			case contains(miseCommands, v):
				return "", nil, nil, 0, "", false
			}
			sub = true // `mise NAME`: the task NAME
		}
		if len(names) == 0 {
			word = k
		}
		names = append(names, v)
		// `:::` runs another task; anything else is the task's words
		var a []Word
		for k+1 < len(ws) && !isLit(ws[k+1], ":::") {
			k++
			a = append(a, ws[k])
		}
		args = append(args, a)
		if k+1 < len(ws) {
			k++
			continue
		}
		break
	}
	if len(names) == 0 {
		return "", nil, nil, 0, "", false // a listing, or a task picked interactively
	}
	return dir, names, args, word, why, true
}
