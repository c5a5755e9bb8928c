package patterns

import (
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/pelletier/go-toml/v2"
)

// The tasks `pixi run NAME` runs (fx58a, rt56 R10). `pixi run` is peeled
// as a wrapper (its words the command it runs), and pixi runs a task of
// that name in the command's stead: the tasks of the pixi.toml, or of a
// pyproject.toml's `[tool.pixi]`, of the directory the part runs in or
// the first above it, or of --manifest-path's file (or directory). Tasks
// are read from `[tasks]`, `[target.T.tasks]`, `[feature.F.tasks]` and
// `[feature.F.target.T.tasks]` (every definition of the name is judged:
// which one runs depends on the platform and environment). A task is a
// string, or a table of `cmd` (a string, or a list of words) and
// `depends-on` (`depends_on`; names, or `{task = …}`), run in the
// manifest's directory or its literal `cwd`, by deno's sh-like shell,
// with the extra words appended; `{{ … }}` templates are unknown words.
// A manifest past the bound or not TOML, and a task that is not a string,
// a list or a table of strings, ask as unreadable; a name the manifest
// does not hold is the command itself, judged as the words stand.

// pixiNames are the manifests pixi reads.
var pixiNames = []string{"pixi.toml", "pyproject.toml"}

// pixiManifest is what a pixi manifest holds of its tasks, as pixi.toml
// writes it (pyproject.toml's under [tool.pixi]).
type pixiManifest struct {
	Tasks   map[string]any `toml:"tasks"`
	Target  map[string]pixiTarget
	Feature map[string]struct {
		Tasks  map[string]any `toml:"tasks"`
		Target map[string]pixiTarget
	}
}

// pixiTarget is a platform's table.
type pixiTarget struct {
	Tasks map[string]any `toml:"tasks"`
}

// pixiBodies returns the task a part peeled from `pixi run` runs: w is
// that wrapper.
func pixiBodies(p *Part, w Wrapper, ctx *Context) []runnerBody {
	name, lit := p.Words[0].Literal()
	if !lit {
		return nil
	}
	dir, manifest, ok := readPixiRun(w, ctx.Cwd)
	if !ok {
		return nil
	}
	var at, file string
	var text []byte
	var tooBig, found bool
	if manifest != "" {
		at, file, text, tooBig, found = lookTaskFile(ctx, path.Dir(manifest), []string{path.Base(manifest)}, false)
		if !found && path.Ext(manifest) != ".toml" {
			at, file, text, tooBig, found = lookTaskFile(ctx, manifest, pixiNames, false)
		}
	} else {
		at, file, text, tooBig, found = lookTaskFile(ctx, dir, pixiNames, true)
	}
	if !found {
		return nil
	}
	if tooBig {
		return fileUnread(ctx, "pixi", at, file, tooBigWhy(), 0)
	}
	tables, ok := parsePixiTasks(text, file == "pyproject.toml")
	if !ok {
		return fileUnread(ctx, "pixi", at, file, "is not TOML pixi's reader takes", 0)
	}
	var out []runnerBody
	for _, tasks := range tables {
		if _, has := tasks[name]; !has {
			continue
		}
		lines, why, ok := walkTaskSteps([]string{name}, func(n string) ([]taskStep, string, bool) {
			steps, why, has := pixiTaskSteps(tasks, n, at)
			if !has {
				steps, why, has = pixiOther(tables, n, at)
			}
			if n == name {
				steps = appendLast(steps, p.Words[1:])
			}
			return steps, why, has
		})
		if !ok && why == "" {
			continue
		}
		out = append(out, taskRunBodies(ctx, "pixi", at, file, "task "+name, lines, why, 0)...)
	}
	return out
}

// pixiOther is task n from any of the tables: a dependency of a
// feature's task may be the default's.
func pixiOther(tables []map[string]any, n, at string) ([]taskStep, string, bool) {
	for _, t := range tables {
		if steps, why, has := pixiTaskSteps(t, n, at); has {
			return steps, why, true
		}
	}
	return nil, "", false
}

// parsePixiTasks reads a manifest's task tables: false where it is not
// TOML.
func parsePixiTasks(text []byte, pyproject bool) ([]map[string]any, bool) {
	var m pixiManifest
	if pyproject {
		var doc struct {
			Tool struct {
				Pixi pixiManifest `toml:"pixi"`
			} `toml:"tool"`
		}
		if toml.Unmarshal(text, &doc) != nil {
			return nil, false
		}
		m = doc.Tool.Pixi
	} else if toml.Unmarshal(text, &m) != nil {
		return nil, false
	}
	tables := []map[string]any{m.Tasks}
	for _, t := range sortedKeys(m.Target) {
		tables = append(tables, m.Target[t].Tasks)
	}
	for _, f := range sortedKeys(m.Feature) {
		tables = append(tables, m.Feature[f].Tasks)
		for _, t := range sortedKeys(m.Feature[f].Target) {
			tables = append(tables, m.Feature[f].Target[t].Tasks)
		}
	}
	return tables, true
}

// pixiTaskSteps are the steps of pixi's task n in tasks.
func pixiTaskSteps(tasks map[string]any, n, at string) ([]taskStep, string, bool) {
	t, has := tasks[n]
	if !has {
		return nil, "", false
	}
	tmpl := func(s string) string { return templateWith(s, "{{", "}}", nil) }
	switch t := t.(type) {
	case string:
		return []taskStep{{line: tmpl(t), dir: at}}, "", true
	case []any: // an alias: the tasks it names
		var steps []taskStep
		for _, d := range t {
			ref, ok := pixiRef(d)
			if !ok {
				return nil, "task " + n + " is a list of what is not tasks", true
			}
			steps = append(steps, taskStep{ref: ref})
		}
		return steps, "", true
	case map[string]any:
		var steps []taskStep
		for _, key := range []string{"depends-on", "depends_on"} {
			v, has := t[key]
			if !has {
				continue
			}
			ds, isList := v.([]any)
			if !isList {
				ds = []any{v}
			}
			for _, d := range ds {
				ref, ok := pixiRef(d)
				if !ok {
					return nil, "task " + n + "'s " + key + " is not a list of tasks", true
				}
				steps = append(steps, taskStep{ref: ref})
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
		switch c := t["cmd"].(type) {
		case nil:
		case string:
			steps = append(steps, taskStep{line: tmpl(c), dir: dir})
		case []any:
			ws, ok := stringList(c)
			if !ok {
				return nil, "task " + n + "'s cmd is not a list of words", true
			}
			steps = append(steps, taskStep{line: tmpl(argWords(ws)), dir: dir})
		default:
			return nil, "task " + n + "'s cmd is neither a string nor a list", true
		}
		return steps, "", true
	}
	return nil, "task " + n + " is neither a string, a list nor a table", true
}

// pixiRef is the task a depends-on item names: a name, or `{task = …}`.
func pixiRef(d any) (string, bool) {
	switch d := d.(type) {
	case string:
		return d, true
	case map[string]any:
		s, ok := d["task"].(string)
		return s, ok
	}
	return "", false
}

// readPixiRun reads the wrapper `pixi run [OPTS]`: where it runs and
// --manifest-path's file (or ""); false where a value is not literal.
func readPixiRun(w Wrapper, cwd string) (dir, manifest string, ok bool) {
	ws := w.Words
	for k := 1; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		if !lit {
			return "", "", false
		}
		opt, val, eq := strings.Cut(v, "=")
		if opt == "--dry-run" || opt == "-n" {
			return "", "", false // nothing runs
		}
		if opt != "--manifest-path" {
			continue
		}
		if !eq {
			if k+1 >= len(ws) {
				return "", "", false
			}
			k++
			if val, lit = ws[k].Literal(); !lit {
				return "", "", false
			}
		}
		if manifest = bodyDir(cwd, LitWord(val)); manifest == "" {
			return "", "", false
		}
	}
	return cwd, manifest, true
}

// sortedKeys is m's keys in order.
func sortedKeys[V any](m map[string]V) []string {
	return slices.Sorted(maps.Keys(m))
}
