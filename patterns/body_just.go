package patterns

import (
	"cmp"
	"path"
	"strings"
)

// The recipes `just NAME` runs (body_eval.go): the named recipes, their
// dependencies (run first) and subsequent dependencies (after `&&`), or
// the first recipe for plain `just`, from the justfile (justfile,
// Justfile, .justfile) of the directory the part runs in or the first
// directory above it holding one, or -f's file (wherever it is: fx65a,
// issue 7, `just -f ../other/justfile x` ran its recipes unread); each recipe line (its @
// and - dropped) in its own shell, in the justfile's directory (the
// part's for a [no-cd] recipe). A `{{ expression }}` stands as an unknown
// shell variable, but for a variable the file sets once to a quoted
// string (oz := "ozdesk"), read as that string. A recipe whose body starts with a #! line, or a
// [script] recipe, runs as one script when a shell runs it, else it is
// read as a program file (body_just_planted.go, with the settings that
// run code around the recipes); a module's recipe is read from the
// module (body_just_mod.go). A dry run, a listing, an option the reader
// does not know or a word that is not literal leaves the part as it was.

// justNames are the justfile's names just looks for.
var justNames = []string{"justfile", "Justfile", "JUSTFILE", ".justfile"}

// justRecipesMax bounds the recipes, dependencies included, one just
// part is judged by.
const justRecipesMax = 32

// justValueOpts are just's options that take a value.
var justValueOpts = []string{"--set", "--dotenv-filename", "--dotenv-path", "-E", "--color", "--command-color",
	"--chooser", "--list-heading", "--list-prefix", "--timestamp-format", "--tempdir", "--cygpath"}

// justFlags are just's options that take none and leave what runs as it is.
var justFlags = []string{"-q", "--quiet", "-v", "--verbose", "-vv", "--yes", "-u", "--unsorted", "--highlight",
	"--no-highlight", "--unstable", "--no-dotenv", "--dotenv", "--timestamp", "--explain", "--no-deps",
	"--allow-missing", "--check", "--no-aliases", "--one"}

// justCall is what a just part asks for.
type justCall struct {
	file, dir string   // -f's file and -d's directory, or ""
	args      []string // the recipe and its arguments
	word      int      // the word of the first recipe, or 0
	noDeps    bool
	dotenv    string // --dotenv-path's or --dotenv-filename's file, or ""
}

// justBodies returns the recipes a just part runs, as one body.
func justBodies(p *Part, ctx *Context) []runnerBody {
	call, ok := readJustCall(p, ctx.Cwd)
	if !ok {
		return nil
	}
	var dir, name string
	var text []byte
	if call.file != "" {
		f := bodyJoin(ctx.Cwd, call.file)
		b, err := hookRead(ctx, f, taskFileMax) // -f's file wherever it is, as make's (fx65a)
		if err != nil {
			return nil
		}
		dir, name, text = path.Dir(f), path.Base(f), b
	} else if dir, name, text, ok = findTaskFile(ctx, ctx.Cwd, justNames, true); !ok {
		return nil
	}
	return justFileBodies(p, ctx, call, dir, name, string(text), 0)
}

// justFileBodies returns the recipes call runs from the justfile text,
// name in dir; depth 1 for a module's (body_just_mod.go).
func justFileBodies(p *Part, ctx *Context, call justCall, dir, name, full string, depth int) []runnerBody {
	from := fromIn(ctx.Cwd, dir, name)
	unread := func(why string) []runnerBody {
		return []runnerBody{{key: "just-planted " + path.Join(dir, name), from: from, dir: dir, word: call.word,
			unread: from + " " + why, unreadClass: UnreadableProgram}}
	}
	paths, optional := justImports(full) // body_just_load.go
	for i, ip := range paths {
		b, err := ctx.ProjectFile(bodyJoin(dir, ip), taskFileMax)
		if err == ErrNoProjectFile && optional[i] {
			continue
		}
		if err != nil || strings.IndexByte(string(b), 0) >= 0 {
			return unread("imports " + shownBody(ip) + ", which is not read here")
		}
		full += "\n" + string(b)
	}
	var out []runnerBody
	if cmds := justBackticks(full); len(cmds) > 0 {
		body, shown := linesInSubshells(cmds)
		out = append(out, runnerBody{key: "just-load " + path.Join(dir, name), from: from + "'s backticks",
			text: body, shown: shown, dir: dir, word: 0})
	}
	if why := justPlanted(ctx, full, dir, call.dotenv); why != "" { // body_just_planted.go
		return append(out, unread(why)...)
	}
	jf, ok := parseJustfile(full)
	if !ok {
		return out
	}
	jf.look = justEnvLook(ctx.Home, ctx.Cwd, dir) // body_template_env.go
	if m, args := jf.justModule(call.args); m != "" {
		mdir, mname, mtext, why := justModFile(ctx, jf, dir, m)
		switch {
		case why != "" || depth > 0 && mname != "":
			return append(out, unread(cmp.Or(why, "runs module "+m+" of a module, which is not read here"))...)
		case mname == "":
			return out // no such module: just runs nothing
		}
		call.args, call.file = args, ""
		return append(out, justFileBodies(p, ctx, call, mdir, mname, string(mtext), depth+1)...)
	}
	for k, w := range p.Words[1:] {
		v, _ := w.Literal()
		if n, _, set := strings.Cut(v, "="); set {
			jf.vars[n] = "" // an override for the run
		} else if v == "--set" && k+2 < len(p.Words) {
			n, _ := p.Words[k+2].Literal()
			jf.vars[n] = ""
		}
	}
	if call.dir != "" {
		dir = call.dir
	}
	if jf.workdir != "" {
		dir = bodyJoin(dir, jf.workdir)
	}
	lines, names, noCd, ok := jf.run(call.args, call.noDeps)
	if !ok {
		return out
	}
	if noCd {
		dir = ctx.Cwd
	}
	key := "just " + path.Join(dir, name) + " " + strings.Join(names, " ")
	out = append(out, justProgramBodies(*jf.progs, key, from, dir, call.word)...) // body_just_planted.go
	if len(lines) == 0 {
		return out
	}
	body, shown := linesInSubshells(lines)
	return append(out, runnerBody{key: key, from: from + "'s recipe " + strings.Join(names, " "),
		text: body, shown: shown, dir: dir, word: call.word})
}

// readJustCall reads a just part's options and arguments: false for an
// option that does not run recipes, or one the reader does not know.
func readJustCall(p *Part, cwd string) (justCall, bool) {
	var call justCall
	ws := p.Words
	for k := 1; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		if !lit {
			return call, false
		}
		if len(call.args) > 0 || !strings.HasPrefix(v, "-") || v == "-" {
			if len(call.args) == 0 && strings.Contains(v, "=") {
				continue // an override of a variable
			}
			if len(call.args) == 0 {
				call.word = k
			}
			call.args = append(call.args, v)
			continue
		}
		name, val, eq := strings.Cut(v, "=")
		switch {
		case name == "-f" || name == "--justfile" || name == "-d" || name == "--working-directory":
			if !eq {
				if k+1 >= len(ws) {
					return call, false
				}
				k++
				if val, lit = ws[k].Literal(); !lit || val == "" {
					return call, false
				}
			}
			if name == "-f" || name == "--justfile" {
				call.file = val
			} else if call.dir = bodyDir(cwd, LitWord(val)); call.dir == "" {
				return call, false
			}
		case name == "--set":
			k += 2
		case name == "--dotenv-path" || name == "--dotenv-filename" || name == "-E":
			if !eq && k+1 < len(ws) {
				k++
				val, _ = ws[k].Literal()
			}
			call.dotenv = val
		case contains(justValueOpts, name):
			if !eq {
				k++
			}
		case name == "--no-deps":
			call.noDeps = true
		case contains(justFlags, name):
		default:
			return call, false // a dry run, a listing, a module, what the reader does not know
		}
	}
	return call, true
}

// justfile is what parseJustfile read.
type justfile struct {
	first   string
	recipes map[string]*justRecipe
	aliases map[string]string
	// vars are the variables the file sets once to a quoted string
	// (`oz := "ozdesk"`), "" for one set otherwise or more than once.
	vars map[string]string
	// The settings followed (body_just_planted.go): the recipes'
	// directory from the justfile's, later recipes replacing earlier
	// ones, the interpreter of [script] recipes.
	workdir      string
	dupOK        bool
	scriptInterp []string
	// mods are the modules the file declares, by name: the path given,
	// or "" (body_just_mod.go).
	mods map[string]string
	// progs gathers, as run goes, the recipes of another language.
	progs *[]justProgram
	// look reads a template naming the environment or a directory
	// (body_template_env.go), or is nil.
	look func(string) string
}

// justRecipe is one recipe: its parameters, dependencies and lines.
type justRecipe struct {
	params        []string // "a", "+rest", "*rest"
	deps, after   []string
	lines         []string
	noCd, shebang bool
	// script reports a [script] recipe, interp the interpreter its
	// attribute names (nil: script-interpreter's, else sh).
	script bool
	interp []string
}

// parseJustfile reads a justfile: false when it holds what the reader
// does not follow (see above).
func parseJustfile(text string) (justfile, bool) {
	jf := justfile{recipes: map[string]*justRecipe{}, aliases: map[string]string{}, vars: map[string]string{},
		mods: map[string]string{}, progs: new([]justProgram)}
	var cur *justRecipe
	var attrs []string
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		line := strings.TrimSuffix(lines[i], "\r")
		if cur != nil && (line == "" || line[0] == ' ' || line[0] == '\t') {
			if strings.TrimSpace(line) == "" {
				continue
			}
			for strings.HasSuffix(line, "\\") && i+1 < len(lines) && !cur.shebang {
				i++
				line = line[:len(line)-1] + strings.TrimLeft(strings.TrimSuffix(lines[i], "\r"), " \t")
			}
			cur.lines = append(cur.lines, line)
			continue
		}
		if cur != nil && len(cur.lines) > 0 {
			cur.shebang = strings.HasPrefix(strings.TrimSpace(cur.lines[0]), "#!")
		}
		cur = nil
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "" || strings.HasPrefix(trimmed, "#"):
			continue
		case line[0] == ' ' || line[0] == '\t':
			continue // a continuation of what the reader skipped
		case strings.HasPrefix(trimmed, "["):
			attrs = append(attrs, trimmed)
			continue
		}
		f := strings.Fields(trimmed)
		switch f[0] {
		case "set":
			if !jf.setting(trimmed) {
				return justfile{}, false
			}
			attrs = nil
			continue
		case "alias":
			if len(f) >= 4 && f[2] == ":=" {
				jf.aliases[f[1]] = f[3]
			}
			attrs = nil
			continue
		case "export":
			jf.setVar(strings.TrimSpace(strings.TrimPrefix(trimmed, "export")))
			attrs = nil
			continue
		case "mod", "mod?":
			jf.addMod(f)
			attrs = nil
			continue
		case "import", "import?", "unexport":
			attrs = nil
			continue
		}
		head, deps, ok := justHeader(trimmed)
		if !ok {
			jf.setVar(trimmed)
			attrs = nil
			continue // an assignment, what the reader skips
		}
		name := strings.TrimPrefix(head[0], "@")
		r := &justRecipe{params: head[1:]}
		for _, a := range attrs {
			switch {
			case strings.Contains(a, "no-cd"):
				r.noCd = true
			}
			if interp, ok := justAttrInterp(a); ok {
				r.script, r.interp = true, interp
			}
		}
		attrs = nil
		r.deps, r.after = justDeps(deps)
		if _, dup := jf.recipes[name]; dup && !jf.dupOK {
			return justfile{}, false
		}
		jf.recipes[name] = r
		if jf.first == "" && !strings.HasPrefix(name, "_") {
			jf.first = name
		}
		cur = r
	}
	if cur != nil && len(cur.lines) > 0 {
		cur.shebang = strings.HasPrefix(strings.TrimSpace(cur.lines[0]), "#!")
	}
	return jf, true
}

// justHeader reads a recipe's header: the name and parameters, and the
// text after the colon; false when the line is no recipe's header (an
// assignment `x := y`).
func justHeader(line string) (head []string, deps string, ok bool) {
	quote := byte(0)
	paren := 0
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'' || c == '`':
			quote = c
		case c == '(':
			paren++
		case c == ')':
			paren--
		case c == ':' && paren == 0:
			if i+1 < len(line) && line[i+1] == '=' {
				return nil, "", false
			}
			head = strings.Fields(line[:i])
			if len(head) == 0 || !justName(strings.TrimPrefix(head[0], "@")) {
				return nil, "", false
			}
			for k, p := range head[1:] {
				n, _, _ := strings.Cut(p, "=")
				head[1+k] = strings.TrimPrefix(n, "$")
			}
			return head, line[i+1:], true
		case c == '=' && paren == 0:
			return nil, "", false
		}
	}
	return nil, "", false
}

// justName reports whether s is a recipe's name.
func justName(s string) bool {
	if s == "" {
		return false
	}
	for i, c := range s {
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && (c == '-' || c >= '0' && c <= '9')) {
			return false
		}
	}
	return true
}

// justDeps reads a header's dependencies: those run before the recipe
// and those after `&&`; a dependency given arguments, `(name a b)`, by
// its name.
func justDeps(text string) (before, after []string) {
	if i := strings.IndexByte(text, '#'); i >= 0 {
		text = text[:i]
	}
	list := &before
	for _, f := range strings.Fields(strings.ReplaceAll(strings.ReplaceAll(text, "(", " ( "), ")", " ) ")) {
		switch {
		case f == "&&":
			list = &after
		case f == "(" || f == ")":
		default:
			if justName(f) {
				*list = append(*list, f)
			}
		}
	}
	return before, after
}

// run returns the lines just runs for args (the first recipe when
// none), each recipe's dependencies first: its lines as the shell reads
// them, the recipes' names, and whether the first recipe is [no-cd];
// false past justRecipesMax recipes, or for an argument naming no recipe.
func (jf justfile) run(args []string, noDeps bool) (lines, names []string, noCd, ok bool) {
	if len(args) == 0 {
		if jf.first == "" {
			return nil, nil, false, false
		}
		args = []string{jf.first}
	}
	seen := map[string]bool{}
	var visit func(n string, depth int) bool
	visit = func(n string, depth int) bool {
		if a, is := jf.aliases[n]; is {
			n = a
		}
		r := jf.recipes[n]
		if r == nil || len(seen) >= justRecipesMax || depth > justRecipesMax {
			return false
		}
		if seen[n] {
			return true
		}
		seen[n] = true
		if !noDeps {
			for _, d := range r.deps {
				if !visit(d, depth+1) {
					return false
				}
			}
		}
		lines = append(lines, r.shellLines(jf, n)...)
		if !noDeps {
			for _, d := range r.after {
				if !visit(d, depth+1) {
					return false
				}
			}
		}
		return true
	}
	for k := 0; k < len(args); k++ {
		n := args[k]
		if a, is := jf.aliases[n]; is {
			n = a
		}
		r := jf.recipes[n]
		if r == nil {
			return nil, nil, false, false
		}
		if len(names) == 0 {
			noCd = r.noCd
		}
		names = append(names, args[k])
		if !visit(n, 0) {
			return nil, nil, false, false
		}
		for _, prm := range r.params {
			if strings.HasPrefix(prm, "+") || strings.HasPrefix(prm, "*") {
				k = len(args)
				break
			}
			k++
		}
	}
	return lines, names, noCd, true
}

// shellLines are a recipe's lines as the shell reads them: a #! or
// [script] recipe run by a shell as one script, else each line with its
// @ and - dropped; none for a recipe of another language, gathered in
// jf.progs instead (body_just_planted.go).
func (r *justRecipe) shellLines(jf justfile, name string) []string {
	if len(r.lines) == 0 {
		return nil
	}
	if r.shebang || r.script {
		return r.wholeScript(jf, name)
	}
	var out []string
	for _, l := range r.lines {
		l = strings.TrimLeft(strings.TrimLeft(l, " \t"), "@- \t")
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		out = append(out, templateLook(l, "{{", "}}", jf.vars, jf.look))
	}
	return out
}

// setVar records the variable an assignment line sets (`name :=
// "text"`): once to a quoted string without escapes or templates it is
// known, else not.
func (jf justfile) setVar(line string) {
	name, val, ok := strings.Cut(line, ":=")
	name = strings.TrimSpace(name)
	if !ok || name == "" || strings.ContainsAny(name, " \t") {
		return
	}
	val = strings.TrimSpace(val)
	_, twice := jf.vars[name]
	if twice || len(val) < 3 || val[0] != '"' && val[0] != '\'' || val[len(val)-1] != val[0] ||
		strings.ContainsAny(val[1:len(val)-1], "\\\"'`${}") {
		jf.vars[name] = ""
		return
	}
	jf.vars[name] = val[1 : len(val)-1]
}
