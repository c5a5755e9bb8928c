package patterns

import (
	"path"
	"strings"
)

// Python's modules of the working directory are program files as
// `python3 M.py` is (rt54 M9): `python3 -m M` (-m M.x too) runs M.py,
// or M/__init__.py and M/__main__.py, from the directory it starts in
// (sys.path[0]); `python3 -c 'import M'` and `from M import x` run M.py
// or M/__init__.py; pytest, and `python3 -m pytest`, import every
// conftest.py of the directory and of its subdirectories. Each file that
// exists is read by the program-file reader (body_programfile.go): only
// its lines naming ozdesk, and only a certain finding asks, so reading
// them costs an everyday `python -m pytest` nothing. `-I` (and -P), which
// keep the directory off sys.path, are read the same way: a stricter
// reading of a file that is there. Bounded: conftestDirsMax directories,
// conftestDepth deep (a conftest.py further down is not read); a module
// found through PYTHONPATH or an installed package is not.

const (
	// conftestDirsMax bounds the directories looked in for conftest.py.
	conftestDirsMax = 32
	// conftestDepth bounds how deep below the directory they are.
	conftestDepth = 2
)

// isPytest reports whether prog is pytest's command.
func isPytest(prog string) bool {
	return prog == "pytest" || prog == "py.test"
}

// isPythonProgram reports whether prog is python (python3, python3.12, pypy3).
func isPythonProgram(prog string) bool {
	switch strings.TrimRight(prog, "0123456789.") {
	case "python", "pypy":
		return true
	}
	return false
}

// pythonModuleFiles returns the files of the working directory that part
// p, a python or pytest part, runs as modules, named from ctx.Cwd.
func pythonModuleFiles(p *Part, ctx *Context) []programFile {
	if isPytest(p.Program) {
		return conftestFiles(ctx, 0)
	}
	if !isPythonProgram(p.Program) {
		return nil
	}
	scan := pythonSpec.get().opts.scan(p.Words, 1)
	o, found := scan.find("-c", "-m")
	if !found || !o.hasVal || o.dynamic {
		return nil
	}
	if o.name == "-m" {
		if top, _, _ := strings.Cut(o.value, "."); top == "pytest" {
			return conftestFiles(ctx, o.valWord)
		}
		return append(moduleFiles(o.value, true, o.valWord), pythonRunnerFiles(p, o)...) // body_programfile_stdin.go
	}
	var out []programFile
	for _, m := range pythonImports(o.value) {
		out = append(out, moduleFiles(m, false, o.valWord)...)
	}
	return out
}

// moduleFiles are the files importing module mod (a.b.c) may run: each
// package's __init__.py on the way, and mod.py or mod/__init__.py (and
// mod/__main__.py when run by -m).
func moduleFiles(mod string, main bool, word int) []programFile {
	parts := strings.Split(mod, ".")
	for _, s := range parts {
		if s == "" || !validName(s) {
			return nil
		}
	}
	var out []programFile
	for i := 1; i < len(parts); i++ {
		out = append(out, programFile{path.Join(path.Join(parts[:i]...), "__init__.py"), word})
	}
	p := path.Join(parts...)
	out = append(out, programFile{p + ".py", word}, programFile{path.Join(p, "__init__.py"), word})
	if main {
		out = append(out, programFile{path.Join(p, "__main__.py"), word})
	}
	return out
}

// pythonImports returns the absolute modules code imports by `import
// A, B.c as d` and `from A import x` statements (split at newlines and
// semicolons).
func pythonImports(code string) []string {
	var out []string
	for _, line := range strings.FieldsFunc(code, func(r rune) bool { return r == '\n' || r == ';' }) {
		f := strings.Fields(line)
		switch {
		case len(f) >= 2 && f[0] == "import":
			for _, m := range strings.Split(strings.Join(f[1:], " "), ",") {
				if name := strings.Fields(m); len(name) > 0 {
					out = append(out, name[0])
				}
			}
		case len(f) >= 4 && f[0] == "from" && f[2] == "import" && !strings.HasPrefix(f[1], "."):
			out = append(out, f[1])
		}
	}
	return out
}

// conftestFiles returns the conftest.py files pytest may import: the
// working directory's and its subdirectories' (bounded), those the
// directory lister can see; the working directory's alone where it
// cannot look.
func conftestFiles(ctx *Context, word int) []programFile {
	out := []programFile{{"conftest.py", word}}
	if ctx.ProjectDir == nil {
		return out
	}
	type dir struct {
		rel   string
		depth int
	}
	queue := []dir{{".", 0}}
	looked := 0
	for len(queue) > 0 && looked < conftestDirsMax {
		d := queue[0]
		queue = queue[1:]
		looked++
		if d.depth >= conftestDepth {
			continue
		}
		names, err := ctx.ProjectDir(path.Join(ctx.Cwd, d.rel), conftestDirsMax)
		if err != nil {
			continue
		}
		for _, n := range names {
			if strings.HasPrefix(n, ".") || n == "node_modules" || n == "__pycache__" || n == "venv" || n == "site-packages" {
				continue
			}
			rel := path.Join(d.rel, n)
			out = append(out, programFile{path.Join(rel, "conftest.py"), word})
			queue = append(queue, dir{rel, d.depth + 1})
		}
	}
	return out
}
