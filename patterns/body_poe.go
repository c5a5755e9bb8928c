package patterns

import (
	"path"
	"strings"

	"github.com/pelletier/go-toml/v2"
)

// The tasks `poe NAME` runs (poethepoet, body_eval.go; `poetry run poe`
// and `uv run poe` are peeled to poe): the [tool.poe.tasks] table of the
// pyproject.toml of the directory the part runs in or the first above it
// holding one, moved by -C (--directory, --root). A task is a string or
// `cmd = "..."` (a command, the extra words appended), `shell = "..."`
// (a shell script), a list or `sequence = [...]` of tasks (a string
// there names another task, read as `poe NAME`), `ref = "NAME ARGS"`;
// `deps` run first. Each runs in the file's directory, or the task's
// literal `cwd`. A `script` task (a Python function), a file that is not
// TOML, a template in a `cwd`, a dry run or a word that is not literal
// leaves the part as it was.

// poeFlags are poe's options that take no value and leave what runs as
// it is.
var poeFlags = []string{"-v", "--verbose", "-q", "--quiet", "--ansi", "--no-ansi"}

// poeBodies returns the task a poe part runs.
func poeBodies(p *Part, ctx *Context) []runnerBody {
	dir, name, args, word, ok := readPoeCall(p, ctx.Cwd)
	if !ok {
		return nil
	}
	at, file, text, ok := findTaskFile(ctx, dir, []string{"pyproject.toml"}, true)
	if !ok {
		return nil
	}
	tasks, ok := parsePoeTasks(text)
	if !ok {
		return nil
	}
	t, has := tasks[name]
	if !has {
		return nil
	}
	lines, cwd, ok := poeTaskLines(t, args)
	if !ok || len(lines) == 0 {
		return nil
	}
	runDir := at
	if cwd != "" {
		runDir = bodyJoin(at, cwd)
	}
	body, shown := linesInSubshells(lines)
	return []runnerBody{{key: "poe " + path.Join(at, file) + " " + name,
		from: fromIn(ctx.Cwd, at, file) + "'s poe task " + name, text: body, shown: shown, dir: runDir, word: word}}
}

// readPoeCall reads a poe part: where it looks for pyproject.toml, the
// task, its extra words and the word naming it.
func readPoeCall(p *Part, cwd string) (dir, name string, args []Word, word int, ok bool) {
	dir = cwd
	ws := p.Words
	for k := 1; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		if !lit {
			return "", "", nil, 0, false
		}
		if !strings.HasPrefix(v, "-") {
			return dir, v, ws[k+1:], k, true
		}
		opt, val, eq := strings.Cut(v, "=")
		switch {
		case opt == "-C" || opt == "--directory" || opt == "--root":
			if !eq {
				if k+1 >= len(ws) {
					return "", "", nil, 0, false
				}
				k++
				if val, lit = ws[k].Literal(); !lit {
					return "", "", nil, 0, false
				}
			}
			if dir = bodyDir(cwd, LitWord(val)); dir == "" {
				return "", "", nil, 0, false
			}
		case contains(poeFlags, opt):
		default:
			return "", "", nil, 0, false // a dry run (-d), help, what the reader does not know
		}
	}
	return "", "", nil, 0, false
}

// parsePoeTasks reads pyproject.toml's [tool.poe.tasks]: false when the
// file is not TOML.
func parsePoeTasks(b []byte) (map[string]any, bool) {
	var doc struct {
		Tool struct {
			Poe struct {
				Tasks map[string]any `toml:"tasks"`
			} `toml:"poe"`
		} `toml:"tool"`
	}
	if err := toml.Unmarshal(b, &doc); err != nil {
		return nil, false
	}
	return doc.Tool.Poe.Tasks, true
}

// poeTaskLines are the shell commands task t runs (another task as `poe
// NAME`), with args appended to a cmd task, and its literal cwd; false
// for a task the reader does not follow.
func poeTaskLines(t any, args []Word) (lines []string, cwd string, ok bool) {
	switch t := t.(type) {
	case string:
		return []string{appendArgs(t, args)}, "", true
	case []any:
		return poeSequence(t)
	case map[string]any:
		if c, has := t["cwd"]; has {
			s, isStr := c.(string)
			if !isStr || strings.Contains(s, "$") || strings.HasPrefix(s, "~") {
				return nil, "", false
			}
			cwd = s
		}
		if deps, has := t["deps"].([]any); has {
			for _, d := range deps {
				if s, isStr := d.(string); isStr {
					lines = append(lines, "poe "+s)
				}
			}
		}
		switch {
		case t["cmd"] != nil:
			s, isStr := t["cmd"].(string)
			if !isStr {
				return nil, "", false
			}
			return append(lines, appendArgs(s, args)), cwd, true
		case t["shell"] != nil:
			s, isStr := t["shell"].(string)
			if !isStr {
				return nil, "", false
			}
			return append(lines, s), cwd, true
		case t["ref"] != nil:
			s, isStr := t["ref"].(string)
			if !isStr {
				return nil, "", false
			}
			return append(lines, appendArgs("poe "+s, args)), cwd, true
		case t["sequence"] != nil:
			seq, isList := t["sequence"].([]any)
			if !isList {
				return nil, "", false
			}
			more, _, ok := poeSequence(seq)
			return append(lines, more...), cwd, ok
		}
	}
	return nil, "", false
}

// poeSequence is the commands a sequence of tasks runs: a string names
// another task, a table is a task of its own.
func poeSequence(seq []any) ([]string, string, bool) {
	var lines []string
	for _, item := range seq {
		if s, isStr := item.(string); isStr {
			lines = append(lines, "poe "+s)
			continue
		}
		more, cwd, ok := poeTaskLines(item, nil)
		if !ok || cwd != "" {
			return nil, "", false
		}
		lines = append(lines, more...)
	}
	return lines, "", true
}

// poeModule returns, for `python3 -m poethepoet ARGS` (rt50 A15 J035),
// the part as the `poe ARGS` it is, and how many words it dropped.
func poeModule(p *Part) (*Part, int, bool) {
	if !isProgramInterpreter(p.Program) || !strings.HasPrefix(p.Program, "python") || len(p.Words) < 3 ||
		!isLit(p.Words[1], "-m") || !isLit(p.Words[2], "poethepoet") {
		return nil, 0, false
	}
	q := *p
	q.Program, q.Words = "poe", p.Words[2:]
	return &q, 2, true
}
