package patterns

import (
	"path"
	"strings"
)

// What a justfile sets that runs code around its recipes (rt54 M14), read
// rather than passed over: `set shell := [PROG, ARGS…]` runs every recipe
// line as PROG ARGS… LINE, so a PROG that is no shell, or an ARG that is
// no option (`"-c", ". ./evil.sh; $1"`), is a program the reader cannot
// follow and the just part asks as unreadable, as make's planted SHELL
// does (body_make.go); BASH_ENV handed to the recipes (`export BASH_ENV
// := …`, a `BASH_ENV := …` under `set export`, or a BASH_ENV= line of the
// .env file `set dotenv-load`, dotenv-filename or dotenv-path, or the
// line's --dotenv-path, loads) makes every bash the recipes start source
// that file first, and asks the same way. A recipe whose body is another
// language (a #! line naming no shell, a [script("python3")] recipe or a
// [script] recipe under a `set script-interpreter` that is no shell) is
// read as the program-file reader reads such a file (body_programfile.go):
// its lines naming ozdesk; one whose interpreter is a path into the
// project asks as unreadable. `set working-directory` moves the recipes'
// directory, `set allow-duplicate-recipes` lets a later recipe replace
// an earlier one; both are followed.

// justShellArgOK reports whether arg, an argument of `set shell` or `set
// script-interpreter` after the program, leaves the recipe text as the
// program's script: an option, or -o's value.
func justShellArgOK(arg, prev string) bool {
	return strings.HasPrefix(arg, "-") && !strings.ContainsAny(arg, " ;&|$`<>=") ||
		len(prev) >= 2 && (prev[0] == '-' || prev[0] == '+') && prev[1] != '-' && strings.HasSuffix(prev, "o") && justName(arg)
}

// justList reads a `[ "a", 'b' ]` list of strings: false for one that is
// not a list of plain quoted strings.
func justList(text string) ([]string, bool) {
	text = strings.TrimSpace(text)
	if !strings.HasPrefix(text, "[") || !strings.HasSuffix(text, "]") {
		return nil, false
	}
	var out []string
	for _, f := range strings.Split(text[1:len(text)-1], ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if len(f) < 2 || f[0] != '"' && f[0] != '\'' || f[len(f)-1] != f[0] || strings.ContainsAny(f[1:len(f)-1], "\\\"'") {
			return nil, false
		}
		out = append(out, f[1:len(f)-1])
	}
	return out, len(out) > 0
}

// justSettingValue is the value of a `set NAME := VALUE` line, or "" for
// another line; a bare `set NAME` is "true".
func justSettingValue(line, name string) (string, bool) {
	rest, ok := strings.CutPrefix(strings.TrimSpace(line), "set ")
	if !ok {
		return "", false
	}
	rest = strings.TrimSpace(rest)
	n, v, set := strings.Cut(rest, ":=")
	if strings.TrimSpace(n) != name {
		return "", false
	}
	if !set {
		return "true", true
	}
	return strings.TrimSpace(v), true
}

// justPlanted returns why the justfile text (its imports spliced in), in
// dir, runs its recipes through what is not read here, or "": a shell
// that is no shell, or BASH_ENV handed to the recipes. dotenv is the .env
// file the line names (--dotenv-path), or "".
func justPlanted(ctx *Context, text, dir, dotenv string) string {
	exportAll, dotenvLoad := false, dotenv != ""
	envFile := ".env"
	for _, line := range strings.Split(text, "\n") {
		if len(line) == 0 || line[0] == ' ' || line[0] == '\t' {
			continue
		}
		line = strings.TrimSpace(strings.TrimSuffix(line, "\r"))
		if v, ok := justSettingValue(line, "shell"); ok {
			if why := justShellList(v, "shell"); why != "" {
				return why
			}
		}
		if v, ok := justSettingValue(line, "export"); ok && v != "false" {
			exportAll = true
		}
		if v, ok := justSettingValue(line, "dotenv-load"); ok && v != "false" {
			dotenvLoad = true
		}
		for _, s := range []string{"dotenv-filename", "dotenv-path"} {
			if v, ok := justSettingValue(line, s); ok {
				if len(v) < 2 || v[0] != '"' && v[0] != '\'' || v[len(v)-1] != v[0] {
					return "sets " + s + " := " + v + ", a file named at run time"
				}
				dotenvLoad, envFile = true, v[1:len(v)-1]
			}
		}
		name, _, ok := strings.Cut(line, ":=")
		if !ok {
			continue
		}
		f := strings.Fields(name)
		if len(f) == 2 && f[0] == "export" && f[1] == "BASH_ENV" || len(f) == 1 && f[0] == "BASH_ENV" && exportAll {
			return "exports BASH_ENV to every recipe: bash sources that file first, which is not read here"
		}
	}
	if exportAll { // `set export` may come after the assignment
		for _, line := range strings.Split(text, "\n") {
			if name, _, ok := strings.Cut(line, ":="); ok && strings.TrimSpace(name) == "BASH_ENV" {
				return "exports BASH_ENV to every recipe (set export): bash sources that file first, which is not read here"
			}
		}
	}
	if dotenv != "" {
		envFile = dotenv
	}
	if !dotenvLoad {
		return ""
	}
	b, err := ctx.ProjectFile(bodyJoin(dir, envFile), taskFileMax)
	if err != nil {
		return "" // just loads no .env, or one outside the project
	}
	for _, l := range strings.Split(string(b), "\n") {
		l = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(l), "export "))
		if n, _, ok := strings.Cut(l, "="); ok && strings.TrimSpace(n) == "BASH_ENV" {
			return "loads " + envFile + ", whose BASH_ENV bash sources before every recipe line, which is not read here"
		}
	}
	return ""
}

// justShellList returns why `set NAME := v` runs recipes through what is
// not read here, or "".
func justShellList(v, name string) string {
	list, ok := justList(v)
	if !ok {
		return "sets " + name + " := " + v + ", not a list the reader knows"
	}
	prog := list[0]
	if prog == "/usr/bin/env" && len(list) > 1 && !strings.HasPrefix(list[1], "-") {
		list = list[1:]
		prog = list[0]
	}
	if !contains(shellRunners, path.Base(prog)) {
		return "sets " + name + " := " + v + ": just runs every recipe with it"
	}
	for k, a := range list[1:] {
		if !justShellArgOK(a, list[k]) {
			return "sets " + name + " := " + v + ": just runs every recipe with it"
		}
	}
	return ""
}

// justInterp is how a recipe of another language is read: as a shell
// script (shell), by the program-file reader, or not at all (planted: an
// interpreter that is a path into the project, or not a list the reader
// knows).
type justInterp int

const (
	interpShell justInterp = iota
	interpProgram
	interpPlanted
)

// justInterpreter classifies an interpreter's words (a #! line's, a
// [script(…)] attribute's or script-interpreter's).
func justInterpreter(words []string) justInterp {
	if len(words) == 0 {
		return interpPlanted
	}
	prog := words[0]
	if path.Base(prog) == "env" && len(words) > 1 {
		for _, w := range words[1:] {
			if !strings.HasPrefix(w, "-") {
				prog = w
				break
			}
		}
	}
	switch {
	case contains(shellRunners, path.Base(prog)):
		return interpShell
	case strings.Contains(prog, "/") && !path.IsAbs(prog), strings.HasPrefix(prog, "~"), strings.ContainsAny(prog, "{}$`"):
		return interpPlanted
	}
	return interpProgram
}

// justAttrInterp reads a [script] attribute: the interpreter's words it
// names ([script("python3", "-u")]), nil for a bare [script], false for
// an attribute that is no [script].
func justAttrInterp(attr string) ([]string, bool) {
	a := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(attr, "["), "]"))
	if i := strings.Index(a, "script("); i >= 0 && (i == 0 || a[i-1] == ' ' || a[i-1] == ',') {
		args, _, closed := strings.Cut(a[i+len("script("):], ")")
		list, ok := justList("[" + args + "]")
		if !closed || !ok {
			return []string{"{}"}, true // not literal: read as planted
		}
		return list, true
	}
	for _, part := range strings.Split(a, ",") {
		if strings.TrimSpace(part) == "script" {
			return nil, true
		}
	}
	return nil, false
}

// justProgram is a recipe of another language: its name, its
// interpreter, its text, and whether that interpreter is planted.
type justProgram struct {
	recipe, interp, text string
	planted              bool
}

// wholeScript is a #! or [script] recipe as the shell reads it: one
// script when a shell runs it, else nothing, the recipe gathered in
// jf.progs.
func (r *justRecipe) wholeScript(jf justfile, name string) []string {
	body, interp := r.lines, r.interp
	if r.shebang {
		body, interp = r.lines[1:], strings.Fields(strings.TrimPrefix(strings.TrimSpace(r.lines[0]), "#!"))
	} else if interp == nil {
		interp = jf.scriptInterp
		if interp == nil {
			interp = []string{"sh", "-eu"}
		}
	}
	var b strings.Builder
	for _, l := range body {
		b.WriteString(templateLook(strings.TrimLeft(l, " \t"), "{{", "}}", jf.vars, jf.look))
		b.WriteString("\n")
	}
	lang := justInterpreter(interp)
	if lang == interpShell {
		return []string{b.String()}
	}
	*jf.progs = append(*jf.progs, justProgram{recipe: name, interp: strings.Join(interp, " "), text: b.String(), planted: lang == interpPlanted})
	return nil
}

// setting follows a `set` line: false for one the reader cannot follow
// (a working directory named at run time).
func (jf *justfile) setting(line string) bool {
	if v, ok := justSettingValue(line, "working-directory"); ok {
		if len(v) < 2 || v[0] != '"' && v[0] != '\'' || v[len(v)-1] != v[0] || strings.ContainsAny(v, "{}$`\\~") {
			return false
		}
		jf.workdir = v[1 : len(v)-1]
	}
	if v, ok := justSettingValue(line, "allow-duplicate-recipes"); ok {
		jf.dupOK = v != "false"
	}
	if v, ok := justSettingValue(line, "script-interpreter"); ok {
		if jf.scriptInterp, ok = justList(v); !ok {
			jf.scriptInterp = []string{"{}"} // not literal: read as planted
		}
	}
	return true
}

// justProgramBodies are the bodies of the recipes of another language
// that ran: each one's lines naming ozdesk, or an ask as unreadable for a
// planted interpreter.
func justProgramBodies(progs []justProgram, key, from, dir string, word int) []runnerBody {
	var out []runnerBody
	for _, pr := range progs {
		rf := from + "'s recipe " + pr.recipe
		if pr.planted {
			return append(out, runnerBody{key: key + " " + pr.recipe, from: rf, dir: dir, word: word,
				unread: rf + " runs with " + shownBody(pr.interp) + ", which is not read here", unreadClass: UnreadableProgram})
		}
		if body, shown := ozdeskLines(pr.text); body != "" {
			out = append(out, runnerBody{key: key + " " + pr.recipe, from: rf + " (" + shownBody(pr.interp) + ")",
				text: body, shown: shown, dir: dir, word: word, guessed: true})
		}
	}
	return out
}
