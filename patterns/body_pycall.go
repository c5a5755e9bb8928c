package patterns

import "strings"

// The scripts of pdm, rye and hatch (issue 7, rt56 R3/R9–R11): `pdm run
// X`, `rye run X` and `hatch run [ENV:]X` are peeled to X as wrappers
// (wrappers_table.go), so X was judged as a program of that name and
// allowed, while pyproject.toml made it `rm -rf ~`. pyCall reads such a
// part back as the script call it is; body_pdm.go and body_hatch.go
// read the script.

// pyCall is a script call of a Python project manager.
type pyCall struct {
	// tool is pdm, rye or hatch.
	tool string
	// dir is where the project file is looked for, walking up.
	dir string
	// env is hatch's environment ("" for its default).
	env string
	// name is the script's name; args are its extra words.
	name string
	args []Word
	// word is the index of the part's word naming the script, or -1.
	word int
	// hooks, for a pdm command that is no script (`pdm install`), are
	// the scripts pdm runs around it (name is then "").
	hooks []string
}

// pdmCommandHooks are the hook scripts pdm runs around its command cmd
// (pdm's documented hooks: pre_install and post_install around an
// install, sync, add, update or remove, pre_lock and post_lock, …); nil
// for a command that runs none.
func pdmCommandHooks(cmd string) []string {
	switch cmd {
	case "install", "sync", "add", "update", "remove":
		return []string{"pre_install", "post_install"}
	case "lock":
		return []string{"pre_lock", "post_lock"}
	case "build":
		return []string{"pre_build", "post_build"}
	case "publish":
		return []string{"pre_publish", "post_publish", "pre_build", "post_build"}
	case "init":
		return []string{"post_init"}
	case "use":
		return []string{"post_use"}
	}
	return nil
}

// pyTools are the managers whose scripts are read.
var pyTools = []string{"pdm", "rye", "hatch"}

// readPyCall returns the script call part p is, in cwd: p peeled from
// `pdm run X` (rye, hatch alike), or `pdm X` (pdm runs a script by its
// name alone); false for any other part, or one whose words are not
// literal where they matter.
func readPyCall(p *Part, cwd string) (pyCall, bool) {
	if p.Program == "pdm" && len(p.Wrappers) == 0 {
		return pdmDirect(p, cwd)
	}
	for i := len(p.Wrappers) - 1; i >= 0; i-- {
		w := p.Wrappers[i]
		if !contains(pyTools, w.Name) {
			continue
		}
		c := pyCall{tool: w.Name, dir: cwd, word: 0, args: p.Words[min(1, len(p.Words)):]}
		next := p.Words
		if i+1 < len(p.Wrappers) {
			next, c.word, c.args = p.Wrappers[i+1].Words, -1, nil
		}
		if len(next) == 0 {
			return pyCall{}, false
		}
		name, lit := next[0].Literal()
		if !lit || name == "" {
			return pyCall{}, false
		}
		c.name = name
		if !c.readOptions(w.Words[1:], cwd) {
			return pyCall{}, false
		}
		if env, script, ok := strings.Cut(name, ":"); ok && c.tool == "hatch" && !strings.Contains(env, "/") {
			c.env, c.name = env, script
		}
		return c, true
	}
	return pyCall{}, false
}

// readOptions reads the manager's options that move the project or
// choose hatch's environment; false for one that is not literal or names
// a project another way (hatch's --project, a name from its config).
func (c *pyCall) readOptions(ws []Word, cwd string) bool {
	for k := 0; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		if !lit {
			return false
		}
		opt, val, eq := strings.Cut(v, "=")
		var takes bool
		switch {
		case c.tool == "pdm" && (opt == "-p" || opt == "--project"),
			c.tool == "rye" && opt == "--pyproject",
			c.tool == "hatch" && (opt == "-e" || opt == "--env"),
			c.tool == "hatch" && (opt == "-p" || opt == "--project"):
			takes = true
		default:
			continue
		}
		if takes && !eq {
			if k+1 >= len(ws) {
				return false
			}
			k++
			if val, lit = ws[k].Literal(); !lit {
				return false
			}
		}
		switch opt {
		case "-e", "--env":
			c.env = val
		case "--pyproject":
			d := bodyDir(cwd, LitWord(val))
			if d == "" {
				return false
			}
			c.dir = dirOf(d)
		case "-p", "--project":
			if c.tool == "hatch" {
				return false
			}
			if c.dir = bodyDir(cwd, LitWord(val)); c.dir == "" {
				return false
			}
		}
	}
	return true
}

// pdmDirect reads `pdm [-v|-q|-I] X ARGS`: pdm runs the script X when X
// is none of its commands (the reader finds no script by such a name).
func pdmDirect(p *Part, cwd string) (pyCall, bool) {
	for k := 1; k < len(p.Words); k++ {
		v, lit := p.Words[k].Literal()
		if !lit {
			return pyCall{}, false
		}
		switch v {
		case "-v", "-vv", "-vvv", "-q", "-I", "--verbose", "--quiet", "--ignore-python":
			continue
		}
		if strings.HasPrefix(v, "-") || v == "run" {
			return pyCall{}, false
		}
		if hooks := pdmCommandHooks(v); hooks != nil {
			return pyCall{tool: "pdm", dir: cwd, hooks: hooks, word: k}, true
		}
		return pyCall{tool: "pdm", dir: cwd, name: v, args: p.Words[k+1:], word: k}, true
	}
	return pyCall{}, false
}

// dirOf is the directory holding file p.
func dirOf(p string) string {
	if i := strings.LastIndexByte(p, '/'); i > 0 {
		return p[:i]
	}
	return "/"
}

// pyBodies returns the script a pdm, rye or hatch call runs.
func pyBodies(p *Part, ctx *Context) []runnerBody {
	c, ok := readPyCall(p, ctx.Cwd)
	if !ok {
		return nil
	}
	if c.tool == "hatch" {
		return hatchBodies(c, ctx)
	}
	return pdmRyeBodies(c, ctx)
}

// pyCallPart reports whether p may be a script call readPyCall reads.
func pyCallPart(p *Part) bool {
	if p.Program == "pdm" {
		return true
	}
	for _, w := range p.Wrappers {
		if contains(pyTools, w.Name) {
			return true
		}
	}
	return false
}
