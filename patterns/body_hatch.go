package patterns

import (
	"cmp"
	"path"
	"strings"

	"github.com/pelletier/go-toml/v2"
)

// The scripts `hatch run [ENV:]X` (`hatch -e ENV run X`, `hatch env run
// -e ENV X`) runs (body_pycall.go): `[tool.hatch.envs.ENV.scripts]` of the
// pyproject.toml of the directory or the first above it, and
// `[envs.ENV.scripts]` of the hatch.toml beside it (which wins). ENV is
// `default` unless named; a matrix environment (`test.py3.12`) is its
// table's (`test`), and an environment takes the scripts of its
// `template` (by default `default`) where it sets none of that name. A
// script is a string or a list of commands, each run by a shell in the
// project's directory; a command whose first word is another script runs
// that script's commands, the rest of its words appended; a leading `- `
// (errors ignored) is dropped. The environment's `pre-install-commands`
// and `post-install-commands`, run when hatch makes it, are read before
// the script. Hatch's context fields: `{args}` (`{args:DEFAULT}`) the
// extra words (otherwise appended), `{env:NAME}` the variable
// (`{env:NAME:DEFAULT}` the default, as the file writes it), `{root}` and `{home}` the directories, `{/}` and `{;}`,
// `{{` and `}}`; any other field cannot be expanded, and the part asks as
// unreadable.

const (
	// hatchDepthMax bounds scripts naming scripts, and templates.
	hatchDepthMax = 8
	// hatchLinesMax bounds the commands one call reads.
	hatchLinesMax = 64
)

// hatchBodies returns the script a hatch call runs.
func hatchBodies(c pyCall, ctx *Context) []runnerBody {
	at, file, text, ok := findTaskFile(ctx, c.dir, []string{"pyproject.toml", "hatch.toml"}, true)
	if !ok {
		return nil
	}
	envs, ok := parseHatchEnvs(text, file == "hatch.toml")
	if !ok {
		return nil
	}
	if file == "pyproject.toml" {
		if _, _, more, ok := findTaskFile(ctx, at, []string{"hatch.toml"}, false); ok {
			over, ok := parseHatchEnvs(more, true)
			if !ok {
				return nil
			}
			for name, e := range over {
				envs[name] = e
			}
			if _, has := over[cmp.Or(c.env, "default")]; has {
				file = "hatch.toml"
			}
		}
	}
	env := cmp.Or(c.env, "default")
	h := hatchEnv{envs: envs, root: at, home: ctx.Home, args: c.args, env: env}
	scripts, ok := h.scripts(env)
	if !ok {
		return nil
	}
	b := runnerBody{key: "hatch " + path.Join(at, file) + " " + env + ":" + c.name,
		from: fromIn(ctx.Cwd, at, file) + "'s hatch script " + env + ":" + c.name, dir: at, word: c.word}
	if _, has := scripts[c.name]; !has {
		return nil
	}
	h.scriptsOf = scripts
	lines, why := h.installLines(env)
	if why == "" {
		var more []string
		more, why = h.expand(c.name, c.args, 0)
		lines = append(lines, more...)
	}
	if why != "" {
		b.unread = b.from + " " + why
		return []runnerBody{b}
	}
	b.text, b.shown = linesInSubshells(lines)
	return []runnerBody{b}
}

// parseHatchEnvs reads the environments' tables: [tool.hatch.envs] of
// pyproject.toml, or [envs] of hatch.toml (own); false when it is not
// TOML.
func parseHatchEnvs(b []byte, own bool) (map[string]map[string]any, bool) {
	var doc struct {
		Envs map[string]map[string]any `toml:"envs"`
		Tool struct {
			Hatch struct {
				Envs map[string]map[string]any `toml:"envs"`
			} `toml:"hatch"`
		} `toml:"tool"`
	}
	if err := toml.Unmarshal(b, &doc); err != nil {
		return nil, false
	}
	envs := doc.Tool.Hatch.Envs
	if own {
		envs = doc.Envs
	}
	if envs == nil {
		envs = map[string]map[string]any{}
	}
	return envs, true
}

// hatchEnv reads one call's scripts.
type hatchEnv struct {
	envs       map[string]map[string]any
	root, home string
	args       []Word
	env        string
	scriptsOf  map[string]any
	lines      int
}

// config is environment name's table: a matrix environment's is its
// base name's; false when there is none (hatch refuses), but for
// default, which is there unwritten.
func (h *hatchEnv) config(name string) (map[string]any, bool) {
	if e, ok := h.envs[name]; ok {
		return e, true
	}
	if base, _, ok := strings.Cut(name, "."); ok {
		if e, ok := h.envs[base]; ok {
			return e, true
		}
	}
	return nil, name == "default"
}

// chain is environment name and the templates it takes from, itself
// first; false when it names no environment.
func (h *hatchEnv) chain(name string) ([]map[string]any, bool) {
	var out []map[string]any
	for range hatchDepthMax {
		e, ok := h.config(name)
		if !ok {
			return nil, len(out) > 0
		}
		out = append(out, e)
		next := "default"
		if t, ok := e["template"].(string); ok {
			next = t
		} else if d, _ := e["detached"].(bool); d {
			return out, true
		}
		if next == name || next == "none" {
			return out, true
		}
		name = next
	}
	return out, true
}

// scripts is environment name's scripts, its templates' under its own.
func (h *hatchEnv) scripts(name string) (map[string]any, bool) {
	chain, ok := h.chain(name)
	if !ok {
		return nil, false
	}
	out := map[string]any{}
	for i := len(chain) - 1; i >= 0; i-- {
		if s, ok := chain[i]["scripts"].(map[string]any); ok {
			for k, v := range s {
				out[k] = v
			}
		}
	}
	return out, true
}

// installLines are the commands hatch runs as it makes environment name.
func (h *hatchEnv) installLines(name string) ([]string, string) {
	chain, _ := h.chain(name)
	var lines []string
	for _, key := range []string{"pre-install-commands", "post-install-commands"} {
		for _, e := range chain {
			v, has := e[key]
			if !has {
				continue
			}
			cmds, ok := pyStringList(v)
			if !ok {
				return nil, "has " + key + " ozdesk does not read"
			}
			for _, c := range cmds {
				l, why := h.format(strings.TrimPrefix(c, "- "), nil, false)
				if why != "" {
					return nil, why
				}
				lines = append(lines, l)
			}
			break
		}
	}
	return lines, ""
}

// expand is the commands script name runs, given args.
func (h *hatchEnv) expand(name string, args []Word, depth int) ([]string, string) {
	if depth >= hatchDepthMax {
		return nil, "names scripts deeper than ozdesk follows"
	}
	var cmds []string
	switch s := h.scriptsOf[name].(type) {
	case string:
		cmds = []string{s}
	case []any:
		l, ok := pyStringList(s)
		if !ok {
			return nil, "has a command ozdesk does not read"
		}
		cmds = l
	default:
		return nil, "is a value ozdesk does not read"
	}
	var lines []string
	for _, c := range cmds {
		c = strings.TrimPrefix(strings.TrimLeft(c, " \t"), "- ")
		first, rest, _ := strings.Cut(strings.TrimLeft(c, " \t"), " ")
		if _, isScript := h.scriptsOf[first]; isScript && first != "" {
			more, why := h.expand(first, append(pyRestWords(rest), args...), depth+1)
			if why != "" {
				return nil, why
			}
			lines = append(lines, more...)
			continue
		}
		l, why := h.format(c, args, true)
		if why != "" {
			return nil, why
		}
		lines = append(lines, l)
	}
	if h.lines += len(lines); h.lines > hatchLinesMax {
		return nil, "runs more commands than ozdesk reads"
	}
	return lines, ""
}

// pyRestWords are a command's words after its first as words given on
// the line (their raw text, as a shell reads it).
func pyRestWords(rest string) []Word {
	if strings.TrimSpace(rest) == "" {
		return nil
	}
	return []Word{{Raw: rest}}
}
