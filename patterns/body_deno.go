package patterns

import (
	"cmp"
	"errors"
	"path"
	"slices"
	"strings"
)

// The tasks `deno task NAME` runs (fx58a, rt56 R3): the `tasks` of the
// deno.json or deno.jsonc (comments and trailing commas read) of the
// directory the part runs in or the first above it, or of -c/--config's
// file; a task is a string or `{"command": …, "dependencies": [...]}`,
// its dependencies first, each run by deno's own sh-like shell in the
// file's directory (or --cwd's), the extra words appended. A name with
// `*` runs every task it matches. A name deno.json does not hold runs
// package.json's script of that name, read as `npm run NAME` is, and so
// does one with no deno.json at all. `deno task --eval CMD` runs CMD.
// `deno task` alone lists the tasks (everyday). A deno.json past the
// bound or not JSON, or a task that is neither a string nor an object of
// strings, asks as unreadable.

// denoNames are the files deno reads its tasks from, in its order.
var denoNames = []string{"deno.json", "deno.jsonc"}

// denoCall is what a `deno task` part names.
type denoCall struct {
	dir, config, cwd string
	name             string
	args             []Word
	word             int
	eval             bool
}

// denoBodies returns the tasks a `deno task` part runs.
func denoBodies(p *Part, ctx *Context) []runnerBody {
	c, ok := readDenoCall(p, ctx.Cwd)
	if !ok {
		return nil
	}
	if c.eval {
		return []runnerBody{{key: "deno-eval " + ctx.Cwd, from: "deno task --eval", text: appendArgs(c.name, c.args),
			dir: cmp.Or(c.cwd, ctx.Cwd), word: c.word}}
	}
	var at, file string
	var text []byte
	var tooBig, found bool
	if c.config != "" {
		f := bodyJoin(c.dir, c.config)
		at, file = path.Dir(f), path.Base(f)
		b, err := ctx.ProjectFile(f, taskFileMax)
		text, found, tooBig = b, err == nil, errors.Is(err, ErrFileTooLarge)
	} else {
		at, file, text, tooBig, found = lookTaskFile(ctx, c.dir, denoNames, true)
	}
	if tooBig {
		return fileUnread(ctx, "deno", at, file, tooBigWhy(), c.word)
	}
	var doc struct {
		Tasks map[string]any `json:"tasks"`
	}
	if found && unmarshalJSONC(text, &doc) != nil {
		return fileUnread(ctx, "deno", at, file, "is not JSON deno's reader takes", c.word)
	}
	names := denoMatch(doc.Tasks, c.name)
	if len(names) == 0 {
		// deno runs package.json's script of that name
		return []runnerBody{{key: "deno-npm " + c.dir + " " + c.name, from: "deno task " + c.name + " (package.json's script)",
			text: appendArgs("npm run "+shellQuote1(c.name)+" --", c.args), dir: cmp.Or(c.cwd, c.dir), word: c.word}}
	}
	runAt := at
	if c.cwd != "" {
		runAt = c.cwd
	}
	lines, why, ok := walkTaskSteps(names, func(n string) ([]taskStep, string, bool) {
		return denoTaskSteps(doc.Tasks, n, runAt, c.args, n == names[len(names)-1])
	})
	if !ok && why == "" {
		return nil
	}
	return taskRunBodies(ctx, "deno", at, file, "task "+c.name, lines, why, c.word)
}

// denoTaskSteps are the steps of deno's task n: its dependencies, then
// its command with args appended where last.
func denoTaskSteps(tasks map[string]any, n, dir string, args []Word, last bool) ([]taskStep, string, bool) {
	t, has := tasks[n]
	if !has {
		return nil, "", false
	}
	var steps []taskStep
	cmd := ""
	switch t := t.(type) {
	case string:
		cmd = t
	case map[string]any:
		if deps, has := t["dependencies"]; has {
			ds, ok := stringList(deps)
			if !ok {
				return nil, "task " + n + "'s dependencies are not names", true
			}
			for _, d := range ds {
				steps = append(steps, taskStep{ref: d})
			}
		}
		if v, has := t["command"]; has {
			s, ok := v.(string)
			if !ok {
				return nil, "task " + n + "'s command is not a string", true
			}
			cmd = s
		}
	default:
		return nil, "task " + n + " is neither a string nor an object", true
	}
	if cmd != "" {
		if last {
			cmd = appendArgs(cmd, args)
		}
		steps = append(steps, taskStep{line: cmd, dir: dir})
	}
	return steps, "", true
}

// denoMatch is the tasks name names: itself, or with `*` each it matches.
func denoMatch(tasks map[string]any, name string) []string {
	if _, has := tasks[name]; has {
		return []string{name}
	}
	if !strings.Contains(name, "*") {
		return nil
	}
	var out []string
	for n := range tasks {
		if ok, _ := path.Match(name, n); ok {
			out = append(out, n)
		}
	}
	slices.Sort(out)
	return out
}

// readDenoCall reads `deno [OPTS] task [OPTS] NAME ARGS`: false for
// any other deno part, a listing, or a word that is not literal.
func readDenoCall(p *Part, cwd string) (denoCall, bool) {
	c := denoCall{dir: cwd}
	ws := p.Words
	k := 1
	for ; k < len(ws) && !isLit(ws[k], "task"); k++ {
		if v, lit := ws[k].Literal(); !lit || !strings.HasPrefix(v, "-") {
			return c, false // another subcommand
		}
	}
	for k++; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		if !lit {
			return c, false
		}
		if !strings.HasPrefix(v, "-") || v == "-" {
			c.name, c.args, c.word = v, ws[k+1:], k
			if c.eval {
				// deno joins the words with spaces as one command
				var vs []string
				for _, w := range ws[k:] {
					s, lit := w.Literal()
					if !lit {
						return c, false
					}
					vs = append(vs, s)
				}
				c.name, c.args = strings.Join(vs, " "), nil
			}
			return c, true
		}
		opt, val, eq := strings.Cut(v, "=")
		switch opt {
		case "-c", "--config", "--cwd", "-f", "--filter":
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
			case "-c", "--config":
				c.config = val
			case "--cwd":
				if c.cwd = bodyDir(cwd, LitWord(val)); c.cwd == "" {
					return c, false
				}
			}
		case "--eval":
			c.eval = true
		case "-h", "--help":
			return c, false
		}
	}
	return c, false // `deno task` alone lists the tasks
}
