package patterns

import (
	"path"
	"strings"

	"github.com/pelletier/go-toml/v2"
)

// The scripts `pdm run X` (`pdm X`) and `rye run X` run (body_pycall.go):
// `[tool.pdm.scripts]` and `[tool.rye.scripts]` of the pyproject.toml of
// the directory or the first above it (pdm's -p, rye's --pyproject). A
// script is a string or `cmd` (a string split as shlex splits it, or a
// list: a command run with no shell, its words as they are, body_argv.go),
// pdm's `shell` (a shell script), pdm's `composite` and rye's `chain`
// (each item another script or, for pdm, a command, read as `pdm run
// ITEM`), and pdm's `pre_X` and `post_X` scripts run around X (and
// `pre_script`, `post_script`, `pre_run`, `post_run` around every
// script); pdm's commands run their hooks (`pdm install` its
// `pre_install` and `post_install`: pdmCommandHooks). pdm's
// `{args}` (`{args:DEFAULT}`) takes the extra words, which are otherwise
// appended, and `{pdm}` is pdm. A script runs where the part runs, or
// in pdm's `working_dir` from the project's directory. A `call` script
// (Python), a file that is not TOML, a name that is no script (pdm and
// rye run the program so named, judged as it is) leave the part as it
// was; a script that cannot be read (a quote left open, a value of
// another type, an `env` setting BASH_ENV or ENV, a `working_dir` not
// plain) asks as unreadable.

// pdmRyeBodies returns the script a pdm or rye call runs.
func pdmRyeBodies(c pyCall, ctx *Context) []runnerBody {
	at, file, text, ok := findTaskFile(ctx, c.dir, []string{"pyproject.toml"}, true)
	if !ok {
		return nil
	}
	scripts, ok := parsePyScripts(text, c.tool)
	if !ok {
		return nil
	}
	if c.hooks != nil {
		return pdmHookBodies(c, ctx, scripts, at, file)
	}
	s, has := scripts[c.name]
	if !has {
		return nil
	}
	b := runnerBody{key: c.tool + " " + path.Join(at, file) + " " + c.name,
		from: fromIn(ctx.Cwd, at, file) + "'s " + c.tool + " script " + c.name, dir: ctx.Cwd, word: c.word}
	lines, workDir, why := pyScriptLines(c.tool, s, c.args)
	if why != "" {
		b.unread = b.from + " " + why
		return []runnerBody{b}
	}
	if len(lines) == 0 {
		return nil
	}
	if workDir != "" {
		b.dir = bodyJoin(at, workDir)
	}
	if c.tool == "pdm" {
		for _, hook := range []string{"pre_" + c.name, "post_" + c.name, "pre_script", "post_script", "pre_run", "post_run"} {
			if _, has := scripts[hook]; has && !strings.HasPrefix(c.name, "pre_") && !strings.HasPrefix(c.name, "post_") {
				if hook[:3] == "pre" {
					lines = append([]string{"pdm run " + hook}, lines...)
				} else {
					lines = append(lines, "pdm run "+hook)
				}
			}
		}
	}
	b.text, b.shown = linesInSubshells(lines)
	return []runnerBody{b}
}

// pdmHookBodies returns the hook scripts a pdm command (`pdm install`)
// runs, each read as `pdm run HOOK`.
func pdmHookBodies(c pyCall, ctx *Context, scripts map[string]any, at, file string) []runnerBody {
	var lines []string
	for _, h := range c.hooks {
		if _, has := scripts[h]; has {
			lines = append(lines, "pdm run "+h)
		}
	}
	if len(lines) == 0 {
		return nil
	}
	b := runnerBody{key: "pdm " + path.Join(at, file) + " " + strings.Join(c.hooks, ","),
		from: fromIn(ctx.Cwd, at, file) + "'s pdm hooks", dir: ctx.Cwd, word: c.word}
	b.text, b.shown = linesInSubshells(lines)
	return []runnerBody{b}
}

// parsePyScripts reads pyproject.toml's [tool.TOOL.scripts]: false when
// the file is not TOML.
func parsePyScripts(b []byte, tool string) (map[string]any, bool) {
	var doc struct {
		Tool map[string]struct {
			Scripts map[string]any `toml:"scripts"`
		} `toml:"tool"`
	}
	if err := toml.Unmarshal(b, &doc); err != nil {
		return nil, false
	}
	return doc.Tool[tool].Scripts, true
}

// pyScriptLines are the shell lines script s of pdm or rye runs, given
// args, and its working_dir; why says why it cannot be read ("" when it
// can); no lines and no why for a script the reader leaves alone (a
// Python call).
func pyScriptLines(tool string, s any, args []Word) (lines []string, workDir, why string) {
	switch s := s.(type) {
	case string:
		l, why := pyCmdLine(tool, s, args)
		return []string{l}, "", why
	case map[string]any:
		if env, ok := s["env"].(map[string]any); ok && (env["BASH_ENV"] != nil || env["ENV"] != nil) {
			return nil, "", "sets BASH_ENV or ENV for what it runs"
		}
		if wd, has := s["working_dir"]; has {
			d, isStr := wd.(string)
			if !isStr || d == "" || strings.ContainsAny(d, "${~") {
				return nil, "", "runs in a working_dir ozdesk does not read"
			}
			workDir = d
		}
		switch {
		case s["cmd"] != nil:
			switch cmd := s["cmd"].(type) {
			case string:
				l, why := pyCmdLine(tool, cmd, args)
				return []string{l}, workDir, why
			case []any:
				words, ok := pyStringList(cmd)
				if !ok || len(words) == 0 {
					return nil, "", "has a cmd list ozdesk does not read"
				}
				return []string{appendArgs(argvLine(words), args)}, workDir, ""
			}
			return nil, "", "has a cmd ozdesk does not read"
		case tool == "pdm" && s["shell"] != nil:
			sh, ok := s["shell"].(string)
			if !ok {
				return nil, "", "has a shell script ozdesk does not read"
			}
			l, placed := pdmPlaceholders(sh, args)
			if !placed {
				l = appendArgs(l, args)
			}
			return []string{l}, workDir, ""
		case tool == "pdm" && s["composite"] != nil || tool == "rye" && s["chain"] != nil:
			key := "composite"
			if tool == "rye" {
				key = "chain"
			}
			items, ok := pyStringList(s[key])
			if !ok {
				return nil, "", "has a list of scripts ozdesk does not read"
			}
			for _, it := range items {
				l, why := pyCmdLine(tool, it, args)
				if why != "" {
					return nil, "", why
				}
				lines = append(lines, tool+" run "+l)
			}
			return lines, workDir, ""
		case s["call"] != nil:
			return nil, "", "" // a Python function: not read
		}
		return nil, "", "runs nothing ozdesk knows how to read"
	}
	return nil, "", "is a value ozdesk does not read"
}

// pyCmdLine is a cmd string run with no shell as a shell line: split as
// shlex splits it, pdm's placeholders taking the extra words, which are
// otherwise appended as they are written.
func pyCmdLine(tool, s string, args []Word) (string, string) {
	placed := false
	if tool == "pdm" {
		s, placed = pdmPlaceholders(s, args)
	}
	words, ok := shlexSplit(s)
	if !ok {
		return "", "has a command that cannot be split (a quote left open)"
	}
	if len(words) == 0 {
		return "", "has an empty command"
	}
	l := argvLine(words)
	if !placed {
		l = appendArgs(l, args)
	}
	return l, ""
}

// pdmPlaceholders is s with pdm's `{args}` (`{args:DEFAULT}`) written as
// the extra words (DEFAULT where there are none) and `{pdm}` as pdm, and
// whether an {args} was there.
func pdmPlaceholders(s string, args []Word) (string, bool) {
	s = strings.ReplaceAll(s, "{pdm}", "pdm")
	var b strings.Builder
	placed := false
	for {
		i := strings.Index(s, "{args")
		j := strings.IndexByte(s[max(i, 0):], '}')
		if i < 0 || j < 0 || j > len("{args") && s[i+len("{args")] != ':' {
			b.WriteString(s)
			return b.String(), placed
		}
		inner := s[i+len("{args") : i+j]
		with := strings.TrimPrefix(appendArgs("", args), " ")
		if len(args) == 0 && inner != "" {
			with = inner[1:]
		}
		b.WriteString(s[:i])
		b.WriteString(with)
		s, placed = s[i+j+1:], true
	}
}

// pyStringList is v as a list of strings: false when it is not one (a
// lone string is not: stringList takes it).
func pyStringList(v any) ([]string, bool) {
	l, ok := v.([]any)
	if !ok {
		return nil, false
	}
	out := make([]string, 0, len(l))
	for _, x := range l {
		s, ok := x.(string)
		if !ok {
			return nil, false
		}
		out = append(out, s)
	}
	return out, true
}
